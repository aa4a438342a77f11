ALTER TABLE "vehicles" ADD COLUMN "owner_nome" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Filled before the index is built, so the index is written once.
UPDATE "vehicles" v SET "owner_nome" = o."nome" FROM "owners" o
WHERE o."agency_id" = v."agency_id" AND o."id" = v."owner_id" AND o."nome" <> '';--> statement-breakpoint
CREATE INDEX "vehicles_owner_name_idx" ON "vehicles" USING btree ("agency_id",right("placa_mercosul", 1),"owner_nome","placa_mercosul","id");--> statement-breakpoint
CREATE INDEX "licensing_done_final_idx" ON "licensing_done" USING btree ("agency_id","year","plate_final","vehicle_id");--> statement-breakpoint
-- A vehicle takes its owner's name when written with an owner (one lookup by key); without one, ''.
CREATE FUNCTION "vehicle_owner_named"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."owner_nome" := coalesce((SELECT o."nome" FROM "owners" o WHERE o."agency_id" = NEW."agency_id" AND o."id" = NEW."owner_id"), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "vehicle_owner_named_trg" BEFORE INSERT OR UPDATE OF "owner_id", "owner_nome" ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "vehicle_owner_named"();--> statement-breakpoint
-- An owner renamed (an edit, an import, anonymisation) renames its vehicles' copy. Statement-level
-- with transition tables, as the counters: a batch of owners is one UPDATE of their vehicles.
CREATE FUNCTION "owner_name_copied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vehicles" v SET "owner_nome" = n."nome"
  FROM new_rows n JOIN old_rows o ON o."agency_id" = n."agency_id" AND o."id" = n."id"
  WHERE n."nome" IS DISTINCT FROM o."nome" AND v."agency_id" = n."agency_id" AND v."owner_id" = n."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "owner_name_copied_trg" AFTER UPDATE ON "owners" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_name_copied"();
