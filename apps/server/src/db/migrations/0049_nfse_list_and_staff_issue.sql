ALTER TABLE "nfse_settings" ADD COLUMN "staff_may_issue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "nfse_documents_competence_idx" ON "nfse_documents" USING btree ("agency_id","competence");--> statement-breakpoint
CREATE INDEX "nfse_documents_created_idx" ON "nfse_documents" USING btree ("agency_id","created_at");