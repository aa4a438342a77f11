-- Issue 34 item 5: "in exigência" has one source, the open exigência (modules/exigencias/
-- in-exigencia.ts); services.posicao follows it. A movement used to set the position alone, so the
-- dashboard counted services that Retorno de Exigência did not list, and could not return.
-- Each service in position exigência without an open exigência gets the one its last movement there
-- would open now: that day (the service's last update without one), the movement's note as the
-- demand, the usual 30-day deadline, no documents, no responsible.
INSERT INTO "exigencias" ("agency_id", "service_id", "demand", "items", "raised_on", "deadline", "created_by")
SELECT s."agency_id", s."id",
  coalesce(nullif(btrim(m."note"), ''), 'Exigência registrada pela movimentação do serviço'),
  '{}'::text[],
  coalesce(m."moved_on", (s."updated_at" AT TIME ZONE 'America/Sao_Paulo')::date),
  coalesce(m."moved_on", (s."updated_at" AT TIME ZONE 'America/Sao_Paulo')::date) + 30,
  m."created_by"
FROM "services" s
LEFT JOIN LATERAL (
  SELECT sm."moved_on", sm."note", sm."created_by" FROM "service_movements" sm
  WHERE sm."agency_id" = s."agency_id" AND sm."service_id" = s."id" AND sm."position" = 'exigencia'
  ORDER BY sm."moved_on" DESC, sm."created_at" DESC LIMIT 1
) m ON true
WHERE s."posicao" = 'exigencia'
  AND NOT EXISTS (SELECT 1 FROM "exigencias" e WHERE e."agency_id" = s."agency_id" AND e."service_id" = s."id" AND e."status" = 'open');
--> statement-breakpoint
-- And the other way: an exigência left open on a service moved elsewhere is closed as a movement
-- out of exigência closes it now, on the day of the service's last movement (never before it was raised).
UPDATE "exigencias" e SET
  "status" = 'returned',
  "returned_on" = greatest(e."raised_on", coalesce((
    SELECT max(sm."moved_on") FROM "service_movements" sm
    WHERE sm."agency_id" = e."agency_id" AND sm."service_id" = e."service_id" AND sm."position" <> 'exigencia'), e."raised_on")),
  "return_note" = 'Encerrada pela movimentação do serviço',
  "updated_at" = now()
FROM "services" s
WHERE s."agency_id" = e."agency_id" AND s."id" = e."service_id" AND e."status" = 'open' AND s."posicao" <> 'exigencia';
