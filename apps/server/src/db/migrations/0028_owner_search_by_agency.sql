CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "owners_search_name_trgm";--> statement-breakpoint
CREATE INDEX "owners_agency_search_name_trgm" ON "owners" USING gin ("agency_id","search_name" gin_trgm_ops);