CREATE TABLE "commission_entries" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"origin_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "commission_entries_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "commission_entries_direction_check" CHECK ("commission_entries"."direction" in ('pay','receive')),
	CONSTRAINT "commission_entries_method_check" CHECK ("commission_entries"."method" in ('pix','dinheiro','cartao','boleto','transferencia')),
	CONSTRAINT "commission_entries_amount_check" CHECK ("commission_entries"."amount_cents" between 1 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "origin_commission_rules" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"origin_id" uuid NOT NULL,
	"servico" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "origin_commission_rules_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "origin_commission_rules_mode_check" CHECK ("origin_commission_rules"."mode" in ('percent','fixed')),
	CONSTRAINT "origin_commission_rules_percent_check" CHECK ("origin_commission_rules"."percent_bp" between 0 and 10000),
	CONSTRAINT "origin_commission_rules_amount_check" CHECK ("origin_commission_rules"."amount_cents" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "origin_settings" (
	"agency_id" uuid NOT NULL,
	"origin_id" uuid NOT NULL,
	"contato_nome" text DEFAULT '' NOT NULL,
	"contato_telefone" text DEFAULT '' NOT NULL,
	"contato_email" text DEFAULT '' NOT NULL,
	"commission_direction" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "origin_settings_agency_id_origin_id_pk" PRIMARY KEY("agency_id","origin_id"),
	CONSTRAINT "origin_settings_direction_check" CHECK ("origin_settings"."commission_direction" in ('none','pay','receive'))
);
--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_agency_id_origin_id_origins_agency_id_id_fk" FOREIGN KEY ("agency_id","origin_id") REFERENCES "public"."origins"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_commission_rules" ADD CONSTRAINT "origin_commission_rules_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_commission_rules" ADD CONSTRAINT "origin_commission_rules_agency_id_origin_id_origins_agency_id_id_fk" FOREIGN KEY ("agency_id","origin_id") REFERENCES "public"."origins"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_settings" ADD CONSTRAINT "origin_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_settings" ADD CONSTRAINT "origin_settings_agency_id_origin_id_origins_agency_id_id_fk" FOREIGN KEY ("agency_id","origin_id") REFERENCES "public"."origins"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_live_service_uq" ON "commission_entries" USING btree ("agency_id","service_id") WHERE "commission_entries"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "commission_entries_paid_on_idx" ON "commission_entries" USING btree ("agency_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "origin_commission_rules_type_uq" ON "origin_commission_rules" USING btree ("agency_id","origin_id","servico");--> statement-breakpoint
CREATE INDEX "services_origin_date_idx" ON "services" USING btree ("agency_id","origin_id",coalesce("data_proc", ("created_at" at time zone 'America/Sao_Paulo')::date));--> statement-breakpoint
-- Decision 044's per-day caixa sums count a live commission as the other entries: paid to the
-- origin is money out of the caixa, received from it money in. Voiding it (or changing its day,
-- amount or direction) moves its money out of the old day as ledger_days_kept does.
CREATE FUNCTION "commission_days_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "ledger_days" AS d ("agency_id", "day", "in_cents", "out_cents")
    SELECT "agency_id", "paid_on", sum(CASE WHEN "direction" = 'receive' THEN "amount_cents" ELSE 0 END), sum(CASE WHEN "direction" = 'pay' THEN "amount_cents" ELSE 0 END)
    FROM new_rows WHERE "voided_at" IS NULL GROUP BY "agency_id", "paid_on"
    ON CONFLICT ("agency_id", "day") DO UPDATE SET "in_cents" = d."in_cents" + excluded."in_cents", "out_cents" = d."out_cents" + excluded."out_cents";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "ledger_days" AS d ("agency_id", "day", "in_cents", "out_cents")
    SELECT "agency_id", "paid_on", -sum(CASE WHEN "direction" = 'receive' THEN "amount_cents" ELSE 0 END), -sum(CASE WHEN "direction" = 'pay' THEN "amount_cents" ELSE 0 END)
    FROM old_rows WHERE "voided_at" IS NULL GROUP BY "agency_id", "paid_on"
    ON CONFLICT ("agency_id", "day") DO UPDATE SET "in_cents" = d."in_cents" + excluded."in_cents", "out_cents" = d."out_cents" + excluded."out_cents";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "commission_entries_days_insert_trg" AFTER INSERT ON "commission_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "commission_days_kept"();--> statement-breakpoint
CREATE TRIGGER "commission_entries_days_update_trg" AFTER UPDATE ON "commission_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "commission_days_kept"();--> statement-breakpoint
CREATE TRIGGER "commission_entries_days_delete_trg" AFTER DELETE ON "commission_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "commission_days_kept"();
