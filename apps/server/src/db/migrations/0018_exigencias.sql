-- Issue 18 item 1 (decision 037): Retorno de Exigência. One row per DETRAN demand on a service;
-- the documents it asks for are checklist items (service_documents) listed in "items".
CREATE TABLE "exigencias" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"demand" text NOT NULL,
	"items" text[] DEFAULT '{}'::text[] NOT NULL,
	"raised_on" date NOT NULL,
	"deadline" date,
	"responsible_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"returned_on" date,
	"return_note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"returned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exigencias_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "exigencias_status_check" CHECK ("exigencias"."status" in ('open','returned')),
	CONSTRAINT "exigencias_returned_check" CHECK (("exigencias"."status" = 'returned') = ("exigencias"."returned_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "exigencias" ADD CONSTRAINT "exigencias_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exigencias" ADD CONSTRAINT "exigencias_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exigencias" ADD CONSTRAINT "exigencias_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exigencias" ADD CONSTRAINT "exigencias_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exigencias" ADD CONSTRAINT "exigencias_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "exigencias_service_idx" ON "exigencias" USING btree ("agency_id","service_id","raised_on");
--> statement-breakpoint
CREATE INDEX "exigencias_queue_idx" ON "exigencias" USING btree ("agency_id","status","deadline");
