-- Issue 15 (decision 025): a ledger per service. Payments and expenses are voided, never deleted.
CREATE TABLE "service_expenses" (
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
	"kind" text NOT NULL,
	CONSTRAINT "service_expenses_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "service_expenses_method_check" CHECK ("service_expenses"."method" in ('pix','dinheiro','cartao','boleto','transferencia')),
	CONSTRAINT "service_expenses_kind_check" CHECK ("service_expenses"."kind" in ('taxa_detran','cartorio','ipva_multas','placas','outro')),
	CONSTRAINT "service_expenses_amount_check" CHECK ("service_expenses"."amount_cents" between 1 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "service_payments" (
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
	"received_by" text,
	CONSTRAINT "service_payments_agency_id_id_pk" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "service_payments_method_check" CHECK ("service_payments"."method" in ('pix','dinheiro','cartao','boleto','transferencia','nao_informado')),
	CONSTRAINT "service_payments_amount_check" CHECK ("service_payments"."amount_cents" between 1 and 1000000000)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "service_expenses" ADD CONSTRAINT "service_expenses_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_expenses" ADD CONSTRAINT "service_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_expenses" ADD CONSTRAINT "service_expenses_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_expenses" ADD CONSTRAINT "service_expenses_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_payments" ADD CONSTRAINT "service_payments_agency_id_service_id_services_agency_id_id_fk" FOREIGN KEY ("agency_id","service_id") REFERENCES "public"."services"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_expenses_service_idx" ON "service_expenses" USING btree ("agency_id","service_id");--> statement-breakpoint
CREATE INDEX "service_expenses_paid_on_idx" ON "service_expenses" USING btree ("agency_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "service_payments_number_uq" ON "service_payments" USING btree ("agency_id","number");--> statement-breakpoint
CREATE INDEX "service_payments_service_idx" ON "service_payments" USING btree ("agency_id","service_id");--> statement-breakpoint
CREATE INDEX "service_payments_paid_on_idx" ON "service_payments" USING btree ("agency_id","paid_on");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_created_idx" ON "services" USING btree ("agency_id","created_at");--> statement-breakpoint
-- Each service's stored "valor pago" becomes one payment of an unknown method, dated when it was
-- last recorded, so saldo and the caixa of past months keep their figures.
INSERT INTO "service_payments" ("agency_id", "service_id", "paid_on", "method", "amount_cents", "note", "number", "created_at")
SELECT "agency_id", "id",
  (coalesce("paid_at", "updated_at") AT TIME ZONE 'America/Sao_Paulo')::date,
  'nao_informado', "valor_pago_cents", 'Valor pago registrado antes do livro-caixa',
  row_number() OVER (PARTITION BY "agency_id" ORDER BY coalesce("paid_at", "updated_at"), "number"),
  coalesce("paid_at", "updated_at")
FROM "services" WHERE "valor_pago_cents" > 0;
