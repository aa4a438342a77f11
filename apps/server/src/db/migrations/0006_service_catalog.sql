-- DETRAN-RJ service catalog (issue 12, decision 015). Sources of every seeded fact are in
-- docs/domain.md ("DUDA and GRT", "Documents and deadlines"); only verified facts are seeded.
CREATE TABLE "service_catalog" (
	"service_type" text PRIMARY KEY NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline_days" integer,
	"deadline_basis" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_catalog_deadline_check" CHECK ("service_catalog"."deadline_days" is null or "service_catalog"."deadline_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "service_catalog_duda_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_type" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "service_catalog_duda_codes_uq" ON "service_catalog_duda_codes" USING btree ("service_type","code");
--> statement-breakpoint
CREATE TABLE "service_catalog_fees" (
	"service_type" text NOT NULL,
	"year" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_catalog_fees_service_type_year_pk" PRIMARY KEY("service_type","year"),
	CONSTRAINT "service_catalog_fees_year_check" CHECK ("service_catalog_fees"."year" between 1990 and 2100),
	CONSTRAINT "service_catalog_fees_fee_check" CHECK ("service_catalog_fees"."fee_cents" between 0 and 1000000000)
);
--> statement-breakpoint
-- The new service types reach installations already seeded (a fresh one gets them from
-- initialFieldOptions: inserting into an empty table would stop that seed). Admin edits stay.
INSERT INTO "field_options" ("field_name", "option_value", "option_label", "display_order")
SELECT 'service_type', v.value, v.label, coalesce((SELECT max("display_order") FROM "field_options" WHERE "field_name" = 'service_type'), 0) + v.n
FROM (VALUES
	('transferencia-jurisdicao', 'Transferência de jurisdição (outra UF)', 1),
	('mudanca-municipio', 'Mudança de município', 2),
	('troca-placa', 'Troca de placa', 3),
	('inclusao-gravame', 'Inclusão de gravame', 4),
	('baixa-gravame', 'Baixa de gravame', 5)
) AS v(value, label, n)
WHERE EXISTS (SELECT 1 FROM "field_options")
ON CONFLICT ("field_name", "option_value") DO NOTHING;
--> statement-breakpoint
-- Primeira licença is the 0 km first registration the spec called "primeiro emplacamento": same
-- value (services store it), DETRAN-RJ's name. A label an admin already changed is left alone.
UPDATE "field_options" SET "option_label" = 'Primeira licença (0 km)', "updated_at" = now()
WHERE "field_name" = 'service_type' AND "option_value" = 'primeiro-emplacamento' AND "option_label" = 'Primeiro emplacamento (0 km)';
--> statement-breakpoint
-- Starting checklists: a subset of the general 17 items (document-checklist.ts), from
-- docs/domain.md "Documents and deadlines" (Portaria PRES-DETRAN/RJ 07/12/2023, Anexo I, is the
-- official list per service; admins complete it). Identity, CPF/CNPJ and proof of address are the
-- general identification items every DETRAN-RJ attendance asks for.
-- Deadlines: Lei 14.071/2020 gives the buyer 30 days to transfer (CTB art. 123 §1º); the seller
-- communicates the sale within 60 days after those 30 (CTB art. 134, signed and dated document).
INSERT INTO "service_catalog" ("service_type", "documents", "deadline_days", "deadline_basis") VALUES
	-- Transferência: CRV notarised by autenticidade, or the ATPV-e (Resolução CONTRAN 809/2020).
	('transferencia', '["crv","atpv","identidade","cpf-cnpj","comprovante-residencia","laudo-vistoria","duda"]', 30, 'Lei 14.071/2020 (CTB art. 123, § 1º): 30 dias para o comprador transferir'),
	('comunicacao-venda', '["crv","atpv","identidade","cpf-cnpj"]', 60, 'CTB art. 134 (Lei 14.071/2020): 60 dias após os 30 do comprador, com documento assinado e datado'),
	-- Primeira licença: DUDA de primeira licença, DUDA de emplacamento and the nota fiscal/DANFE.
	('primeiro-emplacamento', '["nota-fiscal","duda","identidade","cpf-cnpj","comprovante-residencia"]', NULL, ''),
	-- 2ª via: DUDA 003-5 is exempt when theft or robbery of the document is proven (Lei estadual 3.051/1998).
	('segunda-via-crv', '["identidade","cpf-cnpj","duda","boletim-ocorrencia","declaracao-perda"]', NULL, ''),
	('segunda-via-crlv', '["identidade","cpf-cnpj","duda","boletim-ocorrencia","declaracao-perda"]', NULL, ''),
	-- Licensing is paid by GRT, not DUDA.
	('licenciamento', '["crlv","ipva","multas"]', NULL, ''),
	('vistoria', '["crlv","identidade","duda"]', NULL, ''),
	('baixa', '["crv","identidade","cpf-cnpj","ipva","multas","decalque-chassi","duda"]', NULL, ''),
	('alteracao-caracteristicas', '["crv","identidade","cpf-cnpj","laudo-vistoria","duda"]', NULL, ''),
	('transferencia-jurisdicao', '["crv","identidade","cpf-cnpj","comprovante-residencia","laudo-vistoria","duda"]', NULL, ''),
	('mudanca-municipio', '["crlv","identidade","cpf-cnpj","comprovante-residencia","laudo-vistoria","duda"]', NULL, ''),
	('troca-placa', '["crlv","identidade","cpf-cnpj","duda"]', NULL, ''),
	('inclusao-gravame', '["crlv","identidade","cpf-cnpj"]', NULL, ''),
	('baixa-gravame', '["crlv","identidade","cpf-cnpj","baixa-gravame"]', NULL, '')
ON CONFLICT ("service_type") DO NOTHING;
--> statement-breakpoint
-- Verified DUDA codes (detran.rj.gov.br service pages). Not seeded: the transfer code and 002-7
-- (unverified: an admin enters them "a confirmar"); 020-5 placa de experiência and 030-2
-- cancelamento de certidão (no service type of their own yet).
INSERT INTO "service_catalog_duda_codes" ("service_type", "code", "description", "verified") VALUES
	('primeiro-emplacamento', '001-9', 'Primeira licença (0 km)', true),
	('segunda-via-crv', '003-5', '2ª via de CRV/CRLV (isento com furto ou roubo comprovado)', true),
	('segunda-via-crlv', '003-5', '2ª via de CRV/CRLV (isento com furto ou roubo comprovado)', true),
	('mudanca-municipio', '014-0', 'Troca/mudança de município', true),
	('mudanca-municipio', '037-0', 'Placas (automóvel)', true),
	('mudanca-municipio', '041-8', 'Placa (motocicleta)', true),
	('troca-placa', '037-0', 'Placas (automóvel)', true),
	('troca-placa', '041-8', 'Placa (motocicleta)', true),
	('vistoria', '016-7', 'Vistoria móvel', true)
ON CONFLICT ("service_type", "code") DO NOTHING;
--> statement-breakpoint
-- Verified fees with their year (they follow the UFIR-RJ; other years are entered by the admins):
-- 2023 2ª via de CRV R$ 183,24; 2023 vistoria móvel or em trânsito R$ 219,89; 2026 GRT of the
-- annual licensing R$ 293,71 (R$ 209,78 licensing + R$ 83,93 CRLV-e).
INSERT INTO "service_catalog_fees" ("service_type", "year", "fee_cents") VALUES
	('segunda-via-crv', 2023, 18324),
	('vistoria', 2023, 21989),
	('licenciamento', 2026, 29371)
ON CONFLICT ("service_type", "year") DO NOTHING;
