-- Issue 17 (decision 032): incidents (opened by the monitor or by an administrator, resolved with a
-- note, never deleted) and the hourly performance history (one row per hour, route group and server
-- process; rows older than 7 days are pruned by the monitor).
CREATE TABLE "monitoring_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"severity" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "monitoring_incidents_type_check" CHECK ("monitoring_incidents"."type" in ('warning','info','resolved')),
	CONSTRAINT "monitoring_incidents_status_check" CHECK ("monitoring_incidents"."status" in ('investigating','scheduled','resolved')),
	CONSTRAINT "monitoring_incidents_severity_check" CHECK ("monitoring_incidents"."severity" in ('high','medium','low'))
);
--> statement-breakpoint
ALTER TABLE "monitoring_incidents" ADD CONSTRAINT "monitoring_incidents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_incidents" ADD CONSTRAINT "monitoring_incidents_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_incidents_created_at_idx" ON "monitoring_incidents" USING btree ("created_at");--> statement-breakpoint
-- One open automatic incident per check, even with several server processes watching.
CREATE UNIQUE INDEX "monitoring_incidents_open_source_uq" ON "monitoring_incidents" USING btree ("source") WHERE "monitoring_incidents"."source" is not null and "monitoring_incidents"."status" <> 'resolved';--> statement-breakpoint
CREATE TABLE "monitoring_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"route_group" text NOT NULL,
	"instance" text NOT NULL,
	"requests" integer NOT NULL,
	"errors" integer NOT NULL,
	"buckets" integer[] NOT NULL,
	"duration_ms_sum" double precision NOT NULL,
	CONSTRAINT "monitoring_hourly_hour_route_group_instance_pk" PRIMARY KEY("hour","route_group","instance")
);
