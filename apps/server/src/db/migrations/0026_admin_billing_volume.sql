CREATE TABLE "agency_plan_counts" (
	"status" text NOT NULL,
	"plan_id" text NOT NULL,
	"agencies" integer DEFAULT 0 NOT NULL,
	"additional_users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agency_plan_counts_status_plan_id_pk" PRIMARY KEY("status","plan_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_months" (
	"month" date NOT NULL,
	"status" text NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_months_month_status_pk" PRIMARY KEY("month","status")
);
--> statement-breakpoint
CREATE TABLE "payment_months" (
	"month" date NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_months_month_method_status_pk" PRIMARY KEY("month","method","status")
);
--> statement-breakpoint
CREATE INDEX "agencies_trial_idx" ON "agencies" USING btree ("status","trial_ends_at") WHERE "agencies"."status" in ('trial', 'suspended');--> statement-breakpoint
CREATE INDEX "invoices_issued_created_idx" ON "invoices" USING btree ("issued_on","created_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_number_idx" ON "invoices" USING btree ("issued_on","number");--> statement-breakpoint
CREATE INDEX "payments_paid_on_created_idx" ON "payments" USING btree ("paid_on","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_hourly_all_idx" ON "monitoring_hourly" USING btree ("hour") WHERE "monitoring_hourly"."route_group" = '*';--> statement-breakpoint
-- Issue 31, decision 044: the platform admin's figures over invoices, payments and agencies are
-- kept on write by statement-level triggers (one upsert per statement, whatever the writer), so
-- Faturamento, Assinaturas and the admin dashboard read a few rows per month or per plan.
INSERT INTO "payment_months" ("month", "method", "status", "payments", "amount_cents")
SELECT date_trunc('month', "paid_on"::timestamp)::date, "method", "status", count(*), sum("amount_cents") FROM "payments" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "invoice_months" ("month", "status", "invoices")
SELECT date_trunc('month', "issued_on"::timestamp)::date, "status", count(*) FROM "invoices" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "agency_plan_counts" ("status", "plan_id", "agencies", "additional_users")
SELECT "status", "plan_id", count(*), sum("additional_users") FROM "agencies" GROUP BY 1, 2;--> statement-breakpoint
-- New rows count in, old rows count out (an UPDATE does both, in one upsert); keys in order, so
-- two statements lock the same rows in the same order.
CREATE FUNCTION "payment_months_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "payment_months" AS m ("month", "method", "status", "payments", "amount_cents")
    SELECT date_trunc('month', "paid_on"::timestamp)::date, "method", "status", count(*), sum("amount_cents") FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "method", "status") DO UPDATE SET "payments" = m."payments" + excluded."payments", "amount_cents" = m."amount_cents" + excluded."amount_cents";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "payment_months" AS m ("month", "method", "status", "payments", "amount_cents")
    SELECT date_trunc('month', "paid_on"::timestamp)::date, "method", "status", -count(*), -sum("amount_cents") FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "method", "status") DO UPDATE SET "payments" = m."payments" + excluded."payments", "amount_cents" = m."amount_cents" + excluded."amount_cents";
  ELSE
    INSERT INTO "payment_months" AS m ("month", "method", "status", "payments", "amount_cents")
    SELECT "month", "method", "status", sum("n"), sum("cents") FROM (
      SELECT date_trunc('month', "paid_on"::timestamp)::date AS "month", "method", "status", 1 AS "n", "amount_cents"::bigint AS "cents" FROM new_rows
      UNION ALL
      SELECT date_trunc('month', "paid_on"::timestamp)::date, "method", "status", -1, -"amount_cents"::bigint FROM old_rows
    ) d GROUP BY 1, 2, 3 HAVING sum("n") <> 0 OR sum("cents") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "method", "status") DO UPDATE SET "payments" = m."payments" + excluded."payments", "amount_cents" = m."amount_cents" + excluded."amount_cents";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_months_insert_trg" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_months_kept"();--> statement-breakpoint
CREATE TRIGGER "payment_months_update_trg" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_months_kept"();--> statement-breakpoint
CREATE TRIGGER "payment_months_delete_trg" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_months_kept"();--> statement-breakpoint
CREATE FUNCTION "invoice_months_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_months" AS m ("month", "status", "invoices")
    SELECT date_trunc('month', "issued_on"::timestamp)::date, "status", count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "status") DO UPDATE SET "invoices" = m."invoices" + excluded."invoices";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "invoice_months" AS m ("month", "status", "invoices")
    SELECT date_trunc('month', "issued_on"::timestamp)::date, "status", -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "status") DO UPDATE SET "invoices" = m."invoices" + excluded."invoices";
  ELSE
    INSERT INTO "invoice_months" AS m ("month", "status", "invoices")
    SELECT "month", "status", sum("n") FROM (
      SELECT date_trunc('month', "issued_on"::timestamp)::date AS "month", "status", 1 AS "n" FROM new_rows
      UNION ALL
      SELECT date_trunc('month', "issued_on"::timestamp)::date, "status", -1 FROM old_rows
    ) d GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
    ON CONFLICT ("month", "status") DO UPDATE SET "invoices" = m."invoices" + excluded."invoices";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_months_insert_trg" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_months_kept"();--> statement-breakpoint
CREATE TRIGGER "invoice_months_update_trg" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_months_kept"();--> statement-breakpoint
CREATE TRIGGER "invoice_months_delete_trg" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_months_kept"();--> statement-breakpoint
CREATE FUNCTION "agency_plan_counts_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "agency_plan_counts" AS c ("status", "plan_id", "agencies", "additional_users")
    SELECT "status", "plan_id", count(*), sum("additional_users") FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "plan_id") DO UPDATE SET "agencies" = c."agencies" + excluded."agencies", "additional_users" = c."additional_users" + excluded."additional_users";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "agency_plan_counts" AS c ("status", "plan_id", "agencies", "additional_users")
    SELECT "status", "plan_id", -count(*), -sum("additional_users") FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("status", "plan_id") DO UPDATE SET "agencies" = c."agencies" + excluded."agencies", "additional_users" = c."additional_users" + excluded."additional_users";
  ELSE
    INSERT INTO "agency_plan_counts" AS c ("status", "plan_id", "agencies", "additional_users")
    SELECT "status", "plan_id", sum("n"), sum("users") FROM (
      SELECT "status", "plan_id", 1 AS "n", "additional_users" AS "users" FROM new_rows
      UNION ALL
      SELECT "status", "plan_id", -1, -"additional_users" FROM old_rows
    ) d GROUP BY 1, 2 HAVING sum("n") <> 0 OR sum("users") <> 0 ORDER BY 1, 2
    ON CONFLICT ("status", "plan_id") DO UPDATE SET "agencies" = c."agencies" + excluded."agencies", "additional_users" = c."additional_users" + excluded."additional_users";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agency_plan_counts_insert_trg" AFTER INSERT ON "agencies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agency_plan_counts_kept"();--> statement-breakpoint
CREATE TRIGGER "agency_plan_counts_update_trg" AFTER UPDATE ON "agencies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agency_plan_counts_kept"();--> statement-breakpoint
CREATE TRIGGER "agency_plan_counts_delete_trg" AFTER DELETE ON "agencies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agency_plan_counts_kept"();
