CREATE TABLE "nfse_certificates" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"subject" text NOT NULL,
	"cnpj" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfse_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"cnpj" text NOT NULL,
	"inscricao_municipal" text DEFAULT '' NOT NULL,
	"municipio_ibge" text NOT NULL,
	"regime" text NOT NULL,
	"c_trib_nac" text NOT NULL,
	"nbs" text DEFAULT '' NOT NULL,
	"iss_rate_bp" integer,
	"series" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_settings_regime_check" CHECK ("nfse_settings"."regime" in ('mei', 'simples_nacional', 'lucro_presumido', 'lucro_real')),
	CONSTRAINT "nfse_settings_iss_rate_check" CHECK ("nfse_settings"."iss_rate_bp" is null or "nfse_settings"."iss_rate_bp" between 200 and 500)
);
--> statement-breakpoint
ALTER TABLE "nfse_certificates" ADD CONSTRAINT "nfse_certificates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_certificates" ADD CONSTRAINT "nfse_certificates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_settings" ADD CONSTRAINT "nfse_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_settings" ADD CONSTRAINT "nfse_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;