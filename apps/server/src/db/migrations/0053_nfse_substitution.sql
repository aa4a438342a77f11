ALTER TABLE "nfse_documents" DROP CONSTRAINT "nfse_documents_status_check";--> statement-breakpoint
ALTER TABLE "nfse_documents" DROP CONSTRAINT "nfse_documents_authorised_check";--> statement-breakpoint
DROP INDEX "nfse_documents_live_uq";--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD COLUMN "substitutes_id" uuid;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD COLUMN "substitution_reason" text;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD COLUMN "substitution_justification" text;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD COLUMN "substituted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_substitutes_fk" FOREIGN KEY ("agency_id","substitutes_id") REFERENCES "public"."nfse_documents"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_substituted_by_fk" FOREIGN KEY ("agency_id","substituted_by_id") REFERENCES "public"."nfse_documents"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_documents_live_uq" ON "nfse_documents" USING btree ("agency_id","service_id","status") WHERE "nfse_documents"."status" in ('pendente', 'autorizada');--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_substitution_check" CHECK (("nfse_documents"."substitutes_id" is null) = ("nfse_documents"."substitution_reason" is null) and ("nfse_documents"."substitutes_id" is null) = ("nfse_documents"."substitution_justification" is null)
        and coalesce("nfse_documents"."substitution_reason", '01') in ('01', '02', '03', '04', '05', '99')
        and char_length(coalesce("nfse_documents"."substitution_justification", '123456789012345')) between 15 and 255);--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_substituted_check" CHECK (("nfse_documents"."status" = 'substituida') = ("nfse_documents"."substituted_by_id" is not null));--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_status_check" CHECK ("nfse_documents"."status" in ('pendente', 'autorizada', 'rejeitada', 'cancelada', 'substituida'));--> statement-breakpoint
ALTER TABLE "nfse_documents" ADD CONSTRAINT "nfse_documents_authorised_check" CHECK ("nfse_documents"."status" not in ('autorizada', 'cancelada', 'substituida') or "nfse_documents"."access_key" is not null);