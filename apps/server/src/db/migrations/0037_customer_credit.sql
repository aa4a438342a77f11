CREATE TABLE "service_credit_transfers" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_service_id" uuid NOT NULL,
	"to_service_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "service_credit_transfers_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "service_credit_transfers_sides_check" CHECK ("service_credit_transfers"."from_service_id" <> "service_credit_transfers"."to_service_id"),
	CONSTRAINT "service_credit_transfers_amount_check" CHECK ("service_credit_transfers"."amount_cents" between 1 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "service_refunds" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "service_refunds_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "service_refunds_method_check" CHECK ("service_refunds"."method" in ('pix','dinheiro','cartao','boleto','transferencia')),
	CONSTRAINT "service_refunds_amount_check" CHECK ("service_refunds"."amount_cents" between 1 and 1000000000)
);
--> statement-breakpoint
ALTER TABLE "service_credit_transfers" ADD CONSTRAINT "service_credit_transfers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credit_transfers" ADD CONSTRAINT "service_credit_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credit_transfers" ADD CONSTRAINT "service_credit_transfers_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credit_transfers" ADD CONSTRAINT "service_credit_transfers_agency_id_from_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","from_service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credit_transfers" ADD CONSTRAINT "service_credit_transfers_agency_id_to_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","to_service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_refunds" ADD CONSTRAINT "service_refunds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_refunds" ADD CONSTRAINT "service_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_refunds" ADD CONSTRAINT "service_refunds_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_refunds" ADD CONSTRAINT "service_refunds_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_credit_transfers_from_idx" ON "service_credit_transfers" USING btree ("agency_id","from_service_id");--> statement-breakpoint
CREATE INDEX "service_credit_transfers_to_idx" ON "service_credit_transfers" USING btree ("agency_id","to_service_id");--> statement-breakpoint
CREATE INDEX "service_credit_transfers_paid_on_idx" ON "service_credit_transfers" USING btree ("agency_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "service_refunds_number_uq" ON "service_refunds" USING btree ("agency_id","number");--> statement-breakpoint
CREATE INDEX "service_refunds_service_idx" ON "service_refunds" USING btree ("agency_id","service_id");--> statement-breakpoint
CREATE INDEX "service_refunds_paid_on_idx" ON "service_refunds" USING btree ("agency_id","paid_on");--> statement-breakpoint
-- Decision 059: a refund is money out of the caixa, so decision 044's per-day sums count it as an
-- expense (ledger_days_kept's 'out' side). A credit transfer moves no money and has no trigger.
CREATE TRIGGER "service_refunds_days_insert_trg" AFTER INSERT ON "service_refunds" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('out');--> statement-breakpoint
CREATE TRIGGER "service_refunds_days_update_trg" AFTER UPDATE ON "service_refunds" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('out');--> statement-breakpoint
CREATE TRIGGER "service_refunds_days_delete_trg" AFTER DELETE ON "service_refunds" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_days_kept"('out');
