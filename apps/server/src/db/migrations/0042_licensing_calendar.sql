-- Issue 39 part 1 (decision 065): DETRAN-RJ's licensing due dates by plate final, kept by the
-- platform admins; a month's vehicles found by the plate's last digit. Data below the DDL.
CREATE TABLE "licensing_calendar" (
	"year" integer NOT NULL,
	"plate_final" integer NOT NULL,
	"due_date" date,
	"source" text DEFAULT '' NOT NULL,
	"checked_on" date,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licensing_calendar_year_plate_final_pk" PRIMARY KEY("year","plate_final"),
	CONSTRAINT "licensing_calendar_year_check" CHECK ("licensing_calendar"."year" between 2000 and 2100),
	CONSTRAINT "licensing_calendar_final_check" CHECK ("licensing_calendar"."plate_final" between 0 and 9),
	CONSTRAINT "licensing_calendar_due_year_check" CHECK ("licensing_calendar"."due_date" is null or extract(year from "licensing_calendar"."due_date") = "licensing_calendar"."year")
);
--> statement-breakpoint
CREATE INDEX "services_licensed_idx" ON "services" USING btree ("agency_id","completed_at","vehicle_id") WHERE "services"."servico" = 'licenciamento' and "services"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "vehicles_plate_final_idx" ON "vehicles" USING btree ("agency_id",right("placa_mercosul", 1),"placa_mercosul","id");
--> statement-breakpoint
-- 2026 as docs/domain.md records DETRAN-RJ's GRT 2026 (finals 0–2 by 31/05, 3–5 by 30/06, 6–9 by
-- 31/07); 2027 is not published yet: "a confirmar" (null) until an admin fills it. Never over an
-- admin's row.
INSERT INTO "licensing_calendar" ("year", "plate_final", "due_date", "source", "checked_on")
SELECT 2026, f, CASE WHEN f <= 2 THEN '2026-05-31'::date WHEN f <= 5 THEN '2026-06-30'::date ELSE '2026-07-31'::date END,
	'DOMAIN.md (DETRAN-RJ, GRT 2026): prazos por final de placa 0–2 31/05, 3–5 30/06, 6–9 31/07', '2026-11-29'::date
FROM generate_series(0, 9) AS f
ON CONFLICT ("year", "plate_final") DO NOTHING;
--> statement-breakpoint
INSERT INTO "licensing_calendar" ("year", "plate_final", "due_date", "source", "checked_on")
SELECT 2027, f, NULL, 'A confirmar: calendário de 2027 do DETRAN-RJ ainda não conferido', NULL
FROM generate_series(0, 9) AS f
ON CONFLICT ("year", "plate_final") DO NOTHING;
