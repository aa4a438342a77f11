CREATE TABLE "licensing_done" (
	"agency_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"plate_final" integer NOT NULL,
	"done_on" date NOT NULL,
	"marked_by" text,
	"marked_by_name" text DEFAULT '' NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licensing_done_agency_id_year_vehicle_id_pk" PRIMARY KEY("agency_id","year","vehicle_id"),
	CONSTRAINT "licensing_done_final_check" CHECK ("licensing_done"."plate_final" between 0 and 9),
	CONSTRAINT "licensing_done_year_check" CHECK ("licensing_done"."year" between 2000 and 2100),
	CONSTRAINT "licensing_done_on_year_check" CHECK (extract(year from "licensing_done"."done_on") = "licensing_done"."year")
);
--> statement-breakpoint
CREATE TABLE "licensing_done_finals" (
	"agency_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"plate_final" integer NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "licensing_done_finals_agency_id_year_plate_final_pk" PRIMARY KEY("agency_id","year","plate_final")
);
--> statement-breakpoint
CREATE TABLE "vehicle_plate_finals" (
	"agency_id" uuid NOT NULL,
	"plate_final" integer NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_plate_finals_agency_id_plate_final_pk" PRIMARY KEY("agency_id","plate_final")
);
--> statement-breakpoint
ALTER TABLE "licensing_calendar" ADD COLUMN "ipva_due_date" date;--> statement-breakpoint
ALTER TABLE "licensing_done" ADD CONSTRAINT "licensing_done_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_done" ADD CONSTRAINT "licensing_done_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_done" ADD CONSTRAINT "licensing_done_agency_id_vehicle_id_vehicles_agency_id_id_fk" FOREIGN KEY ("agency_id","vehicle_id") REFERENCES "public"."vehicles"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_done_finals" ADD CONSTRAINT "licensing_done_finals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_plate_finals" ADD CONSTRAINT "vehicle_plate_finals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licensing_calendar" ADD CONSTRAINT "licensing_calendar_ipva_year_check" CHECK ("licensing_calendar"."ipva_due_date" is null or extract(year from "licensing_calendar"."ipva_due_date") = "licensing_calendar"."year");--> statement-breakpoint
-- Decision 067: vehicles per plate final, as agency_counters (decision 044) keeps its figures.
INSERT INTO "vehicle_plate_finals" ("agency_id", "plate_final", "vehicles")
SELECT "agency_id", right("placa_mercosul", 1)::int, count(*) FROM "vehicles"
WHERE right("placa_mercosul", 1) ~ '^[0-9]$' GROUP BY 1, 2;--> statement-breakpoint
-- Statement-level with transition tables: a bulk load bumps each (agency, final) once. An UPDATE
-- counts its old rows out and new ones in, and writes only the finals whose count moved (an edit
-- that keeps the plate writes nothing).
CREATE FUNCTION "vehicle_plate_finals_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "vehicle_plate_finals" AS c ("agency_id", "plate_final", "vehicles")
    SELECT "agency_id", right("placa_mercosul", 1)::int, count(*) FROM new_rows WHERE right("placa_mercosul", 1) ~ '^[0-9]$' GROUP BY 1, 2
    ON CONFLICT ("agency_id", "plate_final") DO UPDATE SET "vehicles" = c."vehicles" + excluded."vehicles";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "vehicle_plate_finals" AS c ("agency_id", "plate_final", "vehicles")
    SELECT "agency_id", right("placa_mercosul", 1)::int, -count(*) FROM old_rows WHERE right("placa_mercosul", 1) ~ '^[0-9]$' GROUP BY 1, 2
    ON CONFLICT ("agency_id", "plate_final") DO UPDATE SET "vehicles" = c."vehicles" + excluded."vehicles";
  ELSE
    INSERT INTO "vehicle_plate_finals" AS c ("agency_id", "plate_final", "vehicles")
    SELECT "agency_id", f, sum(n) FROM (
      SELECT "agency_id", right("placa_mercosul", 1)::int AS f, 1 AS n FROM new_rows WHERE right("placa_mercosul", 1) ~ '^[0-9]$'
      UNION ALL
      SELECT "agency_id", right("placa_mercosul", 1)::int, -1 FROM old_rows WHERE right("placa_mercosul", 1) ~ '^[0-9]$'
    ) moved GROUP BY 1, 2 HAVING sum(n) <> 0
    ON CONFLICT ("agency_id", "plate_final") DO UPDATE SET "vehicles" = c."vehicles" + excluded."vehicles";
    -- A plate edited to another final moves its hand-marked licensings with it.
    UPDATE "licensing_done" d SET "plate_final" = right(n."placa_mercosul", 1)::int
    FROM new_rows n JOIN old_rows o ON o."agency_id" = n."agency_id" AND o."id" = n."id"
    WHERE right(o."placa_mercosul", 1) <> right(n."placa_mercosul", 1) AND right(n."placa_mercosul", 1) ~ '^[0-9]$'
      AND d."agency_id" = n."agency_id" AND d."vehicle_id" = n."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "vehicle_plate_finals_insert_trg" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_plate_finals_counted"();--> statement-breakpoint
CREATE TRIGGER "vehicle_plate_finals_delete_trg" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_plate_finals_counted"();--> statement-breakpoint
CREATE TRIGGER "vehicle_plate_finals_update_trg" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_plate_finals_counted"();
--> statement-breakpoint
-- The hand marks per (agency, year, final), the same way: a plate edited to another final moves
-- its marks (the trigger above), and this trigger moves their count.
CREATE FUNCTION "licensing_done_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for its own event: each branch names the ones it has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "licensing_done_finals" AS c ("agency_id", "year", "plate_final", "vehicles")
    SELECT "agency_id", "year", "plate_final", count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT ("agency_id", "year", "plate_final") DO UPDATE SET "vehicles" = c."vehicles" + excluded."vehicles";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "licensing_done_finals" AS c ("agency_id", "year", "plate_final", "vehicles")
    SELECT "agency_id", "year", "plate_final", -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT ("agency_id", "year", "plate_final") DO UPDATE SET "vehicles" = c."vehicles" + excluded."vehicles";
  ELSE
    INSERT INTO "licensing_done_finals" AS c ("agency_id", "year", "plate_final", "vehicles")
    SELECT "agency_id", "year", "plate_final", sum(n) FROM (
      SELECT "agency_id", "year", "plate_final", 1 AS n FROM new_rows
      UNION ALL
      SELECT "agency_id", "year", "plate_final", -1 FROM old_rows
    ) moved GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT ("agency_id", "year", "plate_final") DO UPDATE SET "vehicles" = c."vehicles" + excluded."vehicles";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "licensing_done_counted_insert_trg" AFTER INSERT ON "licensing_done" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "licensing_done_counted"();--> statement-breakpoint
CREATE TRIGGER "licensing_done_counted_delete_trg" AFTER DELETE ON "licensing_done" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "licensing_done_counted"();--> statement-breakpoint
CREATE TRIGGER "licensing_done_counted_update_trg" AFTER UPDATE ON "licensing_done" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "licensing_done_counted"();
