CREATE TABLE "licensing_reminder_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"auto_monthly" boolean DEFAULT false NOT NULL,
	"honorarios_cents" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licensing_reminder_settings_honorarios_check" CHECK ("licensing_reminder_settings"."honorarios_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "licensing_reminders" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text,
	"sent_by_name" text DEFAULT '' NOT NULL,
	"quote_id" uuid NOT NULL,
	CONSTRAINT "licensing_reminders_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "licensing_reminders_channel_check" CHECK ("licensing_reminders"."channel" in ('email','whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "licensing_reminder_settings" ADD CONSTRAINT "licensing_reminder_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_reminder_settings" ADD CONSTRAINT "licensing_reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_reminders" ADD CONSTRAINT "licensing_reminders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_reminders" ADD CONSTRAINT "licensing_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_reminders" ADD CONSTRAINT "licensing_reminders_agency_id_vehicle_id_vehicles_agency_id_id_fk" FOREIGN KEY ("agency_id","vehicle_id") REFERENCES "public"."vehicles"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_reminders" ADD CONSTRAINT "licensing_reminders_agency_id_owner_id_owners_agency_id_id_fk" FOREIGN KEY ("agency_id","owner_id") REFERENCES "public"."owners"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_reminders" ADD CONSTRAINT "licensing_reminders_agency_id_quote_id_quotes_agency_id_id_fk" FOREIGN KEY ("agency_id","quote_id") REFERENCES "public"."quotes"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licensing_reminders_owner_idx" ON "licensing_reminders" USING btree ("agency_id","owner_id","sent_at");--> statement-breakpoint
CREATE INDEX "licensing_reminders_vehicle_idx" ON "licensing_reminders" USING btree ("agency_id","vehicle_id","sent_at");--> statement-breakpoint
CREATE INDEX "licensing_reminders_quote_idx" ON "licensing_reminders" USING btree ("agency_id","quote_id");