ALTER TABLE "service_movements" ADD COLUMN "stage" text DEFAULT 'agencia' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_counters" ADD COLUMN "services_in_exigencia" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_counters" ADD COLUMN "services_ready" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Process stages (decision 058): the agency counters also keep the open services in exigência and
-- pronto, so the dashboard splits "em andamento" into no DETRAN, em exigência and pronto from one row.
CREATE OR REPLACE FUNCTION "services_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- New rows count in, old rows count out; an UPDATE does both.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "agency_counters" AS c ("agency_id", "services_pending", "services_in_progress", "services_completed", "services_in_exigencia", "services_ready", "receivable_cents")
    SELECT "agency_id", count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'in_progress'),
      count(*) FILTER (WHERE "status" = 'completed'),
      count(*) FILTER (WHERE "status" <> 'completed' AND "posicao" = 'exigencia'),
      count(*) FILTER (WHERE "status" <> 'completed' AND "posicao" = 'pronto'),
      coalesce(sum(greatest(0, "valor_cents" + "duvidas_cents" + "honorarios_cents" + "extras_cents" - "valor_pago_cents")), 0)
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
      -coalesce(sum(greatest(0, "valor_cents" + "duvidas_cents" + "honorarios_cents" + "extras_cents" - "valor_pago_cents")), 0)
    FROM old_rows GROUP BY "agency_id"
    ON CONFLICT ("agency_id") DO UPDATE SET "services_pending" = c."services_pending" + excluded."services_pending",
      "services_in_progress" = c."services_in_progress" + excluded."services_in_progress",
      "services_completed" = c."services_completed" + excluded."services_completed",
      "services_in_exigencia" = c."services_in_exigencia" + excluded."services_in_exigencia",
      "services_ready" = c."services_ready" + excluded."services_ready",
      "receivable_cents" = c."receivable_cents" + excluded."receivable_cents";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- "Pendente" is only a process still at the agency: one past emissão is em andamento.
UPDATE "services" SET "status" = 'in_progress' WHERE "status" = 'pending' AND "posicao" <> 'emissao';--> statement-breakpoint
UPDATE "agency_counters" c SET
  "services_in_exigencia" = (SELECT count(*) FROM "services" s WHERE s."agency_id" = c."agency_id" AND s."status" <> 'completed' AND s."posicao" = 'exigencia'),
  "services_ready" = (SELECT count(*) FROM "services" s WHERE s."agency_id" = c."agency_id" AND s."status" <> 'completed' AND s."posicao" = 'pronto');--> statement-breakpoint
-- The stage each past movement left its service in: an emissão after a guia's delivery or an
-- exigência's return is at DETRAN; any other emissão was at the agency.
UPDATE "service_movements" SET "stage" = CASE
  WHEN "position" IN ('exigencia', 'pronto') THEN "position"
  WHEN "note" LIKE 'Entregue na DETRAN%' OR "note" LIKE 'Retorno de exigência%' THEN 'detran'
  ELSE 'agencia' END
WHERE "stage" = 'agencia' AND ("position" <> 'emissao' OR "note" LIKE 'Entregue na DETRAN%' OR "note" LIKE 'Retorno de exigência%');
