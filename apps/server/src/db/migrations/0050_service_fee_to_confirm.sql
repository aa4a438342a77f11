-- Decision 078: a service's DETRAN fee may be unknown ("a confirmar", null). Existing rows keep their values.
ALTER TABLE "services" ALTER COLUMN "valor_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "valor_cents" DROP NOT NULL;--> statement-breakpoint
-- What customers owe (agency_counters.receivable_cents, decision 044) sums a fee "a confirmar" as
-- nothing, like serviceMoney: without the coalesce the whole service (its honorários too) would drop out.
CREATE OR REPLACE FUNCTION "services_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- New rows count in, old rows count out; an UPDATE does both.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "agency_counters" AS c ("agency_id", "services_pending", "services_in_progress", "services_completed", "services_in_exigencia", "services_ready", "receivable_cents")
    SELECT "agency_id", count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'in_progress'),
      count(*) FILTER (WHERE "status" = 'completed'),
      count(*) FILTER (WHERE "status" <> 'completed' AND "posicao" = 'exigencia'),
      count(*) FILTER (WHERE "status" <> 'completed' AND "posicao" = 'pronto'),
      coalesce(sum(greatest(0, coalesce("valor_cents", 0) + "duvidas_cents" + "honorarios_cents" + "extras_cents" - "valor_pago_cents")), 0)
    FROM new_rows GROUP BY "agency_id"
    ON CONFLICT ("agency_id") DO UPDATE SET "services_pending" = c."services_pending" + excluded."services_pending",
      "services_in_progress" = c."services_in_progress" + excluded."services_in_progress",
      "services_completed" = c."services_completed" + excluded."services_completed",
      "services_in_exigencia" = c."services_in_exigencia" + excluded."services_in_exigencia",
      "services_ready" = c."services_ready" + excluded."services_ready",
      "receivable_cents" = c."receivable_cents" + excluded."receivable_cents";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "agency_counters" AS c ("agency_id", "services_pending", "services_in_progress", "services_completed", "services_in_exigencia", "services_ready", "receivable_cents")
    SELECT "agency_id", -count(*) FILTER (WHERE "status" = 'pending'), -count(*) FILTER (WHERE "status" = 'in_progress'),
      -count(*) FILTER (WHERE "status" = 'completed'),
      -count(*) FILTER (WHERE "status" <> 'completed' AND "posicao" = 'exigencia'),
      -count(*) FILTER (WHERE "status" <> 'completed' AND "posicao" = 'pronto'),
      -coalesce(sum(greatest(0, coalesce("valor_cents", 0) + "duvidas_cents" + "honorarios_cents" + "extras_cents" - "valor_pago_cents")), 0)
    FROM old_rows GROUP BY "agency_id"
    ON CONFLICT ("agency_id") DO UPDATE SET "services_pending" = c."services_pending" + excluded."services_pending",
      "services_in_progress" = c."services_in_progress" + excluded."services_in_progress",
      "services_completed" = c."services_completed" + excluded."services_completed",
      "services_in_exigencia" = c."services_in_exigencia" + excluded."services_in_exigencia",
      "services_ready" = c."services_ready" + excluded."services_ready",
      "receivable_cents" = c."receivable_cents" + excluded."receivable_cents";
  END IF;
  RETURN NULL;
END $$;
