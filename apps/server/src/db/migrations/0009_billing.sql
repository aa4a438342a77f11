CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"agency_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_agency_id_invoice_id_kind_pk" PRIMARY KEY("agency_id","invoice_id","kind")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"provider" text,
	"provider_event_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('pix','boleto','cartao','transferencia')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('confirmed','processing','failed')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" between 1 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" integer DEFAULT nextval('invoice_number_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "base_users" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "additional_users" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "additional_user_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_agency_id_invoice_id_invoices_agency_id_id_fk" FOREIGN KEY ("agency_id","invoice_id") REFERENCES "public"."invoices"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_agency_id_invoice_id_invoices_agency_id_id_fk" FOREIGN KEY ("agency_id","invoice_id") REFERENCES "public"."invoices"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("agency_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_event_uq" ON "payments" USING btree ("provider","provider_event_id") WHERE "payments"."provider_event_id" is not null;--> statement-breakpoint
-- Invoices issued before numbering get their numbers in the order they were issued, and the
-- sequence continues after them.
UPDATE "invoices" SET "number" = "ordered"."n"
FROM (SELECT "agency_id", "id", row_number() OVER (ORDER BY "issued_on", "created_at", "id") AS "n" FROM "invoices") AS "ordered"
WHERE "invoices"."agency_id" = "ordered"."agency_id" AND "invoices"."id" = "ordered"."id";--> statement-breakpoint
SELECT setval('invoice_number_seq', coalesce((SELECT max("number") FROM "invoices"), 0) + 1, false);--> statement-breakpoint
-- Older invoices billed the month from their issue date, at the plan price: say so in the new
-- columns (one live invoice per agency and period, so only the first of any same-day pair).
UPDATE "invoices" SET "period_start" = "issued_on", "period_end" = ("issued_on" + interval '1 month' - interval '1 day')::date,
  "plan_price_cents" = "amount_cents"
WHERE ("agency_id", "id") IN (
  SELECT DISTINCT ON ("agency_id", "issued_on") "agency_id", "id" FROM "invoices" WHERE "status" <> 'cancelled'
  ORDER BY "agency_id", "issued_on", "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_period_uq" ON "invoices" USING btree ("agency_id","period_start") WHERE "invoices"."period_start" is not null and "invoices"."status" <> 'cancelled';