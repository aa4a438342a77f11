-- The agenda (decision 038) reads an agency's vistorias by date range; without this index every
-- week it shows scans all of the agency's inspections.
CREATE INDEX IF NOT EXISTS "inspections_data_idx" ON "inspections" USING btree ("agency_id","data");
