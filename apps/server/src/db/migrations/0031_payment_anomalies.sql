ALTER TABLE "invoices" ADD COLUMN "anomalies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "anomalies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reported_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_flagged_idx" ON "invoices" USING btree ("issued_on","number") WHERE cardinality("invoices"."anomalies") > 0;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_anomalies_check" CHECK ("invoices"."anomalies" <@ array['overpaid','underpaid','paid_before_issue','paid_in_future']::text[]);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_anomalies_check" CHECK ("payments"."anomalies" <@ array['overpaid','underpaid','paid_before_issue','paid_in_future']::text[]);