CREATE TABLE "nfse_documents" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"series" text NOT NULL,
	"number" bigint NOT NULL,
	"dps_id" text NOT NULL,
	"layout" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"environment" text NOT NULL,
	"signed_dps_xml" text NOT NULL,
	"honorarios_cents" integer NOT NULL,
	"tomador_name" text NOT NULL,
	"tomador_document" text NOT NULL,
	"description" text NOT NULL,
	"competence" date NOT NULL,
	"access_key" text,
	"nfse_number" text,
	"nfse_xml" text,
	"rejection_code" text,
	"rejection_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sending_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_justification" text,
	"created_by" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_documents_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "nfse_documents_status_check" CHECK ("nfse_documents"."status" in ('pendente', 'autorizada', 'rejeitada', 'cancelada')),
	CONSTRAINT "nfse_documents_layout_check" CHECK ("nfse_documents"."layout" in ('1.00', '1.01')),
	CONSTRAINT "nfse_documents_environment_check" CHECK ("nfse_documents"."environment" in ('producao', 'homologacao')),
	CONSTRAINT "nfse_documents_series_check" CHECK ("nfse_documents"."series" ~ '^[0-9]{1,5}$'),
	CONSTRAINT "nfse_documents_number_check" CHECK ("nfse_documents"."number" between 1 and 999999999999999),
	CONSTRAINT "nfse_documents_dps_id_check" CHECK ("nfse_documents"."dps_id" ~ '^DPS[0-9]{42}$'),
	CONSTRAINT "nfse_documents_honorarios_check" CHECK ("nfse_documents"."honorarios_cents" between 1 and 1000000000),
	CONSTRAINT "nfse_documents_tomador_check" CHECK ("nfse_documents"."tomador_document" ~ '^([0-9]{11}|[0-9]{14})$' and char_length("nfse_documents"."tomador_name") between 1 and 300),
	CONSTRAINT "nfse_documents_description_check" CHECK (char_length("nfse_documents"."description") between 1 and 2000),
	CONSTRAINT "nfse_documents_competence_check" CHECK ("nfse_documents"."competence" between '2000-01-01' and '2100-12-31'),
	CONSTRAINT "nfse_documents_access_key_check" CHECK ("nfse_documents"."access_key" is null or "nfse_documents"."access_key" ~ '^[0-9]{50}$'),
	CONSTRAINT "nfse_documents_attempts_check" CHECK ("nfse_documents"."attempts" between 0 and 1000),
	CONSTRAINT "nfse_documents_rejection_check" CHECK (char_length(coalesce("nfse_documents"."rejection_code", '')) <= 40 and char_length(coalesce("nfse_documents"."rejection_message", '')) <= 2000),
	CONSTRAINT "nfse_documents_authorised_check" CHECK ("nfse_documents"."status" not in ('autorizada', 'cancelada') or "nfse_documents"."access_key" is not null),
	CONSTRAINT "nfse_documents_cancel_check" CHECK ("nfse_documents"."cancel_justification" is null or char_length("nfse_documents"."cancel_justification") between 15 and 255)
);
--> statement-breakpoint
CREATE TABLE "nfse_dps_sequences" (
	"agency_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "nfse_dps_sequences_agency_id_series_pk" PRIMARY KEY("agency_id","series"),
	CONSTRAINT "nfse_dps_sequences_number_check" CHECK ("nfse_dps_sequences"."last_number" between 1 and 999999999999999),
	CONSTRAINT "nfse_dps_sequences_series_check" CHECK ("nfse_dps_sequences"."series" ~ '^[0-9]{1,5}$')
);
--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_dps_sequences" ADD CONSTRAINT "nfse_dps_sequences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_number_uq" ON "nfse_documents" USING btree ("agency_id","series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_dps_uq" ON "nfse_documents" USING btree ("agency_id","dps_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_live_uq" ON "nfse_documents" USING btree ("agency_id","service_id") WHERE "nfse_documents"."status" in ('pendente', 'autorizada');--> statement-breakpoint
CREATE INDEX "nfse_documents_service_idx" ON "nfse_documents" USING btree ("agency_id","service_id","created_at");--> statement-breakpoint
CREATE INDEX "nfse_documents_due_idx" ON "nfse_documents" USING btree ("next_attempt_at") WHERE "nfse_documents"."status" = 'pendente';