-- Issue 18 item 3 (decision 039): Guia PL / Guia Geral and the processes each one carries.
CREATE TABLE "guias" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delivered_on" date,
	"delivered_by" text,
	"returned_on" date,
	"returned_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guias_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "guias_kind_check" CHECK ("guias"."kind" in ('pl','geral')),
	CONSTRAINT "guias_status_check" CHECK ("guias"."status" in ('draft','delivered','returned'))
);
--> statement-breakpoint
CREATE TABLE "guia_items" (
	"agency_id" uuid NOT NULL,
	"guia_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"outcome" text,
	"outcome_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "guia_items_agency_id_guia_id_service_id_pk" PRIMARY KEY("agency_id","guia_id","service_id"),
	CONSTRAINT "guia_items_outcome_check" CHECK ("guia_items"."outcome" is null or "guia_items"."outcome" in ('pronto','exigencia'))
);
--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_items" ADD CONSTRAINT "guia_items_agency_id_guia_id_guias_agency_id_id_fk" FOREIGN KEY ("agency_id","guia_id") REFERENCES "public"."guias"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guia_items" ADD CONSTRAINT "guia_items_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guias_number_uq" ON "guias" USING btree ("agency_id","kind","number");--> statement-breakpoint
CREATE INDEX "guias_issued_idx" ON "guias" USING btree ("agency_id","kind","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "guia_items_open_service_uq" ON "guia_items" USING btree ("agency_id","service_id") WHERE "guia_items"."open";--> statement-breakpoint
CREATE INDEX "guia_items_service_idx" ON "guia_items" USING btree ("agency_id","service_id");
