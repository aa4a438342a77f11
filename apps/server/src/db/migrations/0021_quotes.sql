-- Issue 19 item 3 (decision 041): orçamentos. A quote is priced before any service exists; its
-- shared link stores only the token's SHA-256; converting it links the service it became.
CREATE TABLE "quotes" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_document" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"service_type" text NOT NULL,
	"detran_fee_cents" integer NOT NULL,
	"honorarios_cents" integer NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"token_hash" text,
	"shared_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"service_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('rascunho','enviado','aceito','recusado','convertido')),
	CONSTRAINT "quotes_money_check" CHECK ("quotes"."detran_fee_cents" between 0 and 1000000000 and "quotes"."honorarios_cents" between 0 and 1000000000 and "quotes"."extras_cents" between 0 and 1000000000 and "quotes"."total_cents" between 0 and 2000000000),
	CONSTRAINT "quotes_converted_check" CHECK (("quotes"."status" = 'convertido') = ("quotes"."service_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_uq" ON "quotes" USING btree ("agency_id","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_hash_uq" ON "quotes" USING btree ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_service_uq" ON "quotes" USING btree ("agency_id","service_id");
--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("agency_id","status","valid_until");
