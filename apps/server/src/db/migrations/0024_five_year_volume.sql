CREATE TABLE "agency_counters" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"owners" integer DEFAULT 0 NOT NULL,
	"services_pending" integer DEFAULT 0 NOT NULL,
	"services_in_progress" integer DEFAULT 0 NOT NULL,
	"services_completed" integer DEFAULT 0 NOT NULL,
	"receivable_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_days" (
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"in_cents" bigint DEFAULT 0 NOT NULL,
	"out_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_days_agency_id_day_pk" PRIMARY KEY("agency_id","day")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "agency_counters" ADD CONSTRAINT "agency_counters_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_days" ADD CONSTRAINT "ledger_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inspections_unconcluded_idx" ON "inspections" USING btree ("agency_id","data") WHERE "inspections"."conclusao" = '';--> statement-breakpoint
CREATE INDEX "service_documents_missing_idx" ON "service_documents" USING btree ("agency_id","service_id") WHERE "service_documents"."required" and not "service_documents"."received";--> statement-breakpoint
CREATE INDEX "services_open_deadline_idx" ON "services" USING btree ("agency_id","deadline") WHERE "services"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "services_open_prazo_idx" ON "services" USING btree ("agency_id","prazo","status") WHERE "services"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "service_payments_live_paid_on_idx" ON "service_payments" USING btree ("paid_on") WHERE "service_payments"."voided_at" is null;--> statement-breakpoint
-- Decision 044: what the agenda and the dashboards read at a five-year agency's volume is kept
-- up to date on write, so a read touches an index range or one row instead of every service.
UPDATE "services" s SET "deadline" = coalesce(s."prazo", coalesce(s."data_proc", (s."created_at" AT TIME ZONE 'America/Sao_Paulo')::date)
  + (SELECT c."deadline_days" FROM "service_catalog" c WHERE c."service_type" = s."servico"));--> statement-breakpoint
CREATE FUNCTION "services_effective_deadline"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."deadline" := coalesce(NEW."prazo", coalesce(NEW."data_proc", (NEW."created_at" AT TIME ZONE 'America/Sao_Paulo')::date)
    + (SELECT c."deadline_days" FROM "service_catalog" c WHERE c."service_type" = NEW."servico"));
  RETURN NEW;
END $$;--> statement-breakpoint
-- status is listed so that a service reopened after the catalog changed gets the current deadline.
CREATE TRIGGER "services_deadline_trg" BEFORE INSERT OR UPDATE OF "prazo", "data_proc", "created_at", "servico", "status" ON "services"
  FOR EACH ROW EXECUTE FUNCTION "services_effective_deadline"();--> statement-breakpoint
-- A changed legal deadline moves the open services of its type that have no prazo of their own;
-- a completed service's deadline is read by nothing and is recomputed if it is reopened.
CREATE FUNCTION "service_catalog_deadline_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE WHEN TG_OP = 'DELETE' THEN OLD."service_type" ELSE NEW."service_type" END;
BEGIN
  UPDATE "services" SET "deadline" = coalesce("data_proc", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date)
    + (SELECT c."deadline_days" FROM "service_catalog" c WHERE c."service_type" = kind)
  WHERE "servico" = kind AND "prazo" IS NULL AND "status" <> 'completed';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "service_catalog_deadline_trg" AFTER INSERT OR DELETE OR UPDATE OF "deadline_days" ON "service_catalog"
  FOR EACH ROW EXECUTE FUNCTION "service_catalog_deadline_changed"();--> statement-breakpoint
INSERT INTO "agency_counters" ("agency_id", "owners", "services_pending", "services_in_progress", "services_completed", "receivable_cents")
SELECT a."id",
  (SELECT count(*) FROM "owners" o WHERE o."agency_id" = a."id"),
  (SELECT count(*) FROM "services" s WHERE s."agency_id" = a."id" AND s."status" = 'pending'),
  (SELECT count(*) FROM "services" s WHERE s."agency_id" = a."id" AND s."status" = 'in_progress'),
  (SELECT count(*) FROM "services" s WHERE s."agency_id" = a."id" AND s."status" = 'completed'),
  (SELECT coalesce(sum(greatest(0, s."valor_cents" + s."duvidas_cents" + s."honorarios_cents" + s."extras_cents" - s."valor_pago_cents")), 0)
     FROM "services" s WHERE s."agency_id" = a."id")
FROM "agencies" a;--> statement-breakpoint
-- Statement-level with transition tables: a bulk INSERT ... SELECT of 60,000 services bumps each
-- agency's row once, not 60,000 times. PostgreSQL allows one event per trigger with transition
-- tables, hence one trigger per event over a shared function.
CREATE FUNCTION "owners_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "agency_counters" AS c ("agency_id", "owners") SELECT "agency_id", count(*) FROM new_rows GROUP BY "agency_id"
    ON CONFLICT ("agency_id") DO UPDATE SET "owners" = c."owners" + excluded."owners";
  ELSE
    INSERT INTO "agency_counters" AS c ("agency_id", "owners") SELECT "agency_id", -count(*) FROM old_rows GROUP BY "agency_id"
    ON CONFLICT ("agency_id") DO UPDATE SET "owners" = c."owners" + excluded."owners";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "owners_counted_insert_trg" AFTER INSERT ON "owners" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owners_counted"();--> statement-breakpoint
CREATE TRIGGER "owners_counted_delete_trg" AFTER DELETE ON "owners" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owners_counted"();--> statement-breakpoint
CREATE FUNCTION "services_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- New rows count in, old rows count out; an UPDATE does both.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "agency_counters" AS c ("agency_id", "services_pending", "services_in_progress", "services_completed", "receivable_cents")
    SELECT "agency_id", count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'in_progress'),
      count(*) FILTER (WHERE "status" = 'completed'),
      coalesce(sum(greatest(0, "valor_cents" + "duvidas_cents" + "honorarios_cents" + "extras_cents" - "valor_pago_cents")), 0)
    FROM new_rows GROUP BY "agency_id"
    ON CONFLICT ("agency_id") DO UPDATE SET "services_pending" = c."services_pending" + excluded."services_pending",
      "services_in_progress" = c."services_in_progress" + excluded."services_in_progress",
      "services_completed" = c."services_completed" + excluded."services_completed",
      "receivable_cents" = c."receivable_cents" + excluded."receivable_cents";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "agency_counters" AS c ("agency_id", "services_pending", "services_in_progress", "services_completed", "receivable_cents")
    SELECT "agency_id", -count(*) FILTER (WHERE "status" = 'pending'), -count(*) FILTER (WHERE "status" = 'in_progress'),
      -count(*) FILTER (WHERE "status" = 'completed'),
      -coalesce(sum(greatest(0, "valor_cents" + "duvidas_cents" + "honorarios_cents" + "extras_cents" - "valor_pago_cents")), 0)
    FROM old_rows GROUP BY "agency_id"
    ON CONFLICT ("agency_id") DO UPDATE SET "services_pending" = c."services_pending" + excluded."services_pending",
      "services_in_progress" = c."services_in_progress" + excluded."services_in_progress",
      "services_completed" = c."services_completed" + excluded."services_completed",
      "receivable_cents" = c."receivable_cents" + excluded."receivable_cents";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "services_counted_insert_trg" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "services_counted"();--> statement-breakpoint
CREATE TRIGGER "services_counted_update_trg" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "services_counted"();--> statement-breakpoint
CREATE TRIGGER "services_counted_delete_trg" AFTER DELETE ON "services" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "services_counted"();
--> statement-breakpoint
INSERT INTO "ledger_days" ("agency_id", "day", "in_cents", "out_cents")
SELECT "agency_id", "day", sum("in_cents"), sum("out_cents") FROM (
  SELECT "agency_id", "paid_on" AS "day", "amount_cents"::bigint AS "in_cents", 0::bigint AS "out_cents" FROM "service_payments" WHERE "voided_at" IS NULL
  UNION ALL
  SELECT "agency_id", "paid_on", 0, "amount_cents" FROM "service_expenses" WHERE "voided_at" IS NULL
) m GROUP BY "agency_id", "day";--> statement-breakpoint
-- A ledger entry counts while it is live; voiding it (or changing its day or amount) moves its
-- money out of the old day and into the new one. TG_ARGV[0] says which side of the caixa it is.
CREATE FUNCTION "ledger_days_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "ledger_days" AS d ("agency_id", "day", "in_cents", "out_cents")
    SELECT "agency_id", "paid_on", CASE WHEN TG_ARGV[0] = 'in' THEN sum("amount_cents") ELSE 0 END, CASE WHEN TG_ARGV[0] = 'out' THEN sum("amount_cents") ELSE 0 END
    FROM new_rows WHERE "voided_at" IS NULL GROUP BY "agency_id", "paid_on"
    ON CONFLICT ("agency_id", "day") DO UPDATE SET "in_cents" = d."in_cents" + excluded."in_cents", "out_cents" = d."out_cents" + excluded."out_cents";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "ledger_days" AS d ("agency_id", "day", "in_cents", "out_cents")
    SELECT "agency_id", "paid_on", CASE WHEN TG_ARGV[0] = 'in' THEN -sum("amount_cents") ELSE 0 END, CASE WHEN TG_ARGV[0] = 'out' THEN -sum("amount_cents") ELSE 0 END
    FROM old_rows WHERE "voided_at" IS NULL GROUP BY "agency_id", "paid_on"
    ON CONFLICT ("agency_id", "day") DO UPDATE SET "in_cents" = d."in_cents" + excluded."in_cents", "out_cents" = d."out_cents" + excluded."out_cents";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "service_payments_days_insert_trg" AFTER INSERT ON "service_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('in');--> statement-breakpoint
CREATE TRIGGER "service_payments_days_update_trg" AFTER UPDATE ON "service_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('in');--> statement-breakpoint
CREATE TRIGGER "service_payments_days_delete_trg" AFTER DELETE ON "service_payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('in');--> statement-breakpoint
CREATE TRIGGER "service_expenses_days_insert_trg" AFTER INSERT ON "service_expenses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('out');--> statement-breakpoint
CREATE TRIGGER "service_expenses_days_update_trg" AFTER UPDATE ON "service_expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('out');--> statement-breakpoint
CREATE TRIGGER "service_expenses_days_delete_trg" AFTER DELETE ON "service_expenses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('out');
