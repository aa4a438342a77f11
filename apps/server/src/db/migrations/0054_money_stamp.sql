ALTER TABLE "agency_counters" ADD COLUMN "money_stamp" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Decision 083: any write to what the dashboard's month money reads (the services' amounts and
-- their payments, refunds and credit carried) gives the agency's counters a new stamp, so a money
-- figure computed under the old one is not served again. Statement-level, as the counters' own
-- triggers: a bulk write stamps each agency once.
CREATE FUNCTION "money_stamped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "agency_counters" SET "money_stamp" = gen_random_uuid() WHERE "agency_id" IN (SELECT "agency_id" FROM old_rows);
  ELSE
    UPDATE "agency_counters" SET "money_stamp" = gen_random_uuid() WHERE "agency_id" IN (SELECT "agency_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['services', 'service_payments', 'service_refunds', 'service_credit_transfers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "money_stamped"()', t || '_money_insert_trg', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "money_stamped"()', t || '_money_update_trg', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "money_stamped"()', t || '_money_delete_trg', t);
  END LOOP;
END $$;
