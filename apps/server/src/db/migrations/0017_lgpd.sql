-- Issue 17 items 10 and 11 (decision 036): when a person was anonymised, and the agency's full
-- exports (a ZIP on the data folder) with their progress.
ALTER TABLE "owners" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "agency_exports" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"files_done" integer DEFAULT 0 NOT NULL,
	"files_total" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"created_by" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL,
	CONSTRAINT "agency_exports_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "agency_exports_status_check" CHECK ("agency_exports"."status" in ('running','done','failed'))
);
--> statement-breakpoint
ALTER TABLE "agency_exports" ADD CONSTRAINT "agency_exports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_exports" ADD CONSTRAINT "agency_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_exports_created_idx" ON "agency_exports" USING btree ("agency_id","created_at");
