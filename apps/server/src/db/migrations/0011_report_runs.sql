-- Issue 15 (decision 026): the history of generated reports and their stored files.
CREATE TABLE "report_runs" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"filters_label" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"storage_key" text,
	"file_name" text,
	"size_bytes" integer,
	"error" text DEFAULT '' NOT NULL,
	CONSTRAINT "report_runs_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "report_runs_kind_check" CHECK ("report_runs"."kind" in ('geral','dap','por-origem','0km')),
	CONSTRAINT "report_runs_format_check" CHECK ("report_runs"."format" in ('screen','pdf','xlsx','csv')),
	CONSTRAINT "report_runs_status_check" CHECK ("report_runs"."status" in ('running','done','failed'))
);
--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_runs_created_idx" ON "report_runs" USING btree ("agency_id","created_at");
