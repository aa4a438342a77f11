-- Issue 35 §1 (decision 015): catalog fees by year with source, checked date and "a confirmar";
-- their change history; a quote's DETRAN fee may be "a confirmar" (null). Data below the DDL.
CREATE TABLE "service_catalog_fee_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_type" text NOT NULL,
	"year" integer NOT NULL,
	"action" text NOT NULL,
	"fee_cents" integer,
	"confirmed" boolean NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"checked_on" date,
	"changed_by" text,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_catalog_fee_history_action_check" CHECK ("service_catalog_fee_history"."action" in ('set','copy','delete','seed'))
);
--> statement-breakpoint
ALTER TABLE "service_catalog_fees" ALTER COLUMN "fee_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "detran_fee_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_catalog_fees" ADD COLUMN "confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_catalog_fees" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_catalog_fees" ADD COLUMN "checked_on" date;--> statement-breakpoint
ALTER TABLE "service_catalog_fees" ADD COLUMN "updated_by" text;--> statement-breakpoint
CREATE INDEX "service_catalog_fee_history_type_idx" ON "service_catalog_fee_history" USING btree ("service_type","year","changed_at");--> statement-breakpoint
ALTER TABLE "service_catalog_fees" ADD CONSTRAINT "service_catalog_fees_confirmed_check" CHECK (not "service_catalog_fees"."confirmed" or "service_catalog_fees"."fee_cents" is not null);
--> statement-breakpoint
-- Issue 35 §1: the catalog's fees by year carry their source and the day they were checked, and a
-- year nobody could confirm is "a confirmar" (confirmed = false), never R$ 0,00 (an exemption).
-- Every figure below was read on 2026-11-29 in the public sources listed in
-- docs/service-fees-sources.md; a figure not found there is seeded "a confirmar" with no value.
--
-- Vistoria móvel (DUDA 016-7) is a service of its own (vehicle inspected where it stands), not the
-- posto's vistoria: a new type, reaching installations already seeded as migration 0006 did.
INSERT INTO "field_options" ("field_name", "option_value", "option_label", "display_order")
SELECT 'service_type', 'vistoria-movel', 'Vistoria móvel (no local do veículo)',
	coalesce((SELECT max("display_order") FROM "field_options" WHERE "field_name" = 'service_type'), 0) + 1
WHERE EXISTS (SELECT 1 FROM "field_options")
ON CONFLICT ("field_name", "option_value") DO NOTHING;
--> statement-breakpoint
-- detran.rj.gov.br/todos-os-servicos/servicos-drv/vistoria-movel.html: Duda código 016-7 and the
-- form of Anexo III; the general identification items as for every DETRAN-RJ attendance.
INSERT INTO "service_catalog" ("service_type", "documents", "deadline_days", "deadline_basis") VALUES
	('vistoria-movel', '["crlv","identidade","cpf-cnpj","duda"]', NULL, '')
ON CONFLICT ("service_type") DO NOTHING;
--> statement-breakpoint
-- 016-7 moves from the generic Vistoria to Vistoria móvel (the Guia Geral printed it for a plain
-- vistoria); where an admin already put it on vistoria-movel, the generic type's copy goes.
DELETE FROM "service_catalog_duda_codes" v
WHERE v."service_type" = 'vistoria' AND v."code" = '016-7'
	AND EXISTS (SELECT 1 FROM "service_catalog_duda_codes" m WHERE m."service_type" = 'vistoria-movel' AND m."code" = '016-7');
--> statement-breakpoint
UPDATE "service_catalog_duda_codes" SET "service_type" = 'vistoria-movel', "updated_at" = now()
WHERE "service_type" = 'vistoria' AND "code" = '016-7';
--> statement-breakpoint
-- Troca de placa standalone: the service page asks for the "Duda de placas de acordo com o tipo do
-- veículo" without naming a code; 037-0/041-8 are verified only on the troca de município page.
UPDATE "service_catalog_duda_codes"
SET "verified" = false, "description" = "description" || ' — a confirmar para a troca de placa avulsa', "updated_at" = now()
WHERE "service_type" = 'troca-placa' AND "code" IN ('037-0', '041-8') AND "verified" AND "description" IN ('Placas (automóvel)', 'Placa (motocicleta)');
--> statement-breakpoint
-- The 2023 "vistoria móvel ou em trânsito" fee seeded by 0006 on the generic type belongs to it.
UPDATE "service_catalog_fees" SET "service_type" = 'vistoria-movel', "updated_at" = now()
WHERE "service_type" = 'vistoria' AND "year" = 2023 AND "fee_cents" = 21989
	AND NOT EXISTS (SELECT 1 FROM "service_catalog_fees" f WHERE f."service_type" = 'vistoria-movel' AND f."year" = 2023);
--> statement-breakpoint
-- Sources of the figures 0006 seeded (left alone where an admin changed them).
UPDATE "service_catalog_fees" SET "source" = s.source, "checked_on" = '2026-11-29'::date
FROM (VALUES
	('segunda-via-crv', 2023, 18324, 'Extra, 29/12/2022, "Confira as novas taxas do Detran.RJ para 2023" (DOERJ): emissão de segunda via do CRV R$ 183,24 — https://extra.globo.com/economia-e-financas/confira-as-novas-taxas-do-detranrj-para-2023-25635324.html'),
	('vistoria-movel', 2023, 21989, 'Extra, 29/12/2022, "Confira as novas taxas do Detran.RJ para 2023" (DOERJ): vistoria móvel ou em trânsito R$ 219,89 — https://extra.globo.com/economia-e-financas/confira-as-novas-taxas-do-detranrj-para-2023-25635324.html'),
	('licenciamento', 2026, 29371, 'Agência O Globo, 08/01/2026: GRT 2026 R$ 293,71 (R$ 209,78 licenciamento + R$ 83,93 CRLV-e) — https://www.tribunadosertao.com.br/financas/2026/01/08/841480-detran-rj-motoristas-ja-podem-pagar-taxa-de-licenciamento-anual-dos-veiculos-saiba-como')
) AS s(service_type, year, fee, source)
WHERE "service_catalog_fees"."service_type" = s.service_type AND "service_catalog_fees"."year" = s.year
	AND "service_catalog_fees"."fee_cents" = s.fee AND "service_catalog_fees"."source" = '';
--> statement-breakpoint
-- Further figures found in public sources (never over an admin's row).
INSERT INTO "service_catalog_fees" ("service_type", "year", "fee_cents", "confirmed", "source", "checked_on") VALUES
	('segunda-via-crlv', 2023, 18324, true, 'Mesmo DUDA 003-5 da 2ª via de CRV (detran.rj.gov.br/todos-os-servicos/servicos-drv/2-via-do-crv-codigo-de-seguranca.html), portanto a mesma taxa: Extra, 29/12/2022, segunda via do CRV R$ 183,24 — https://extra.globo.com/economia-e-financas/confira-as-novas-taxas-do-detranrj-para-2023-25635324.html', '2026-11-29'),
	('baixa', 2023, 18324, true, 'Extra, 29/12/2022 (DOERJ): baixa de veículo ou de placa R$ 183,24 — https://extra.globo.com/economia-e-financas/confira-as-novas-taxas-do-detranrj-para-2023-25635324.html', '2026-11-29'),
	('alteracao-caracteristicas', 2023, 18324, true, 'Extra, 29/12/2022 (DOERJ): alterações de dados ou características do veículo R$ 183,24 — https://extra.globo.com/economia-e-financas/confira-as-novas-taxas-do-detranrj-para-2023-25635324.html', '2026-11-29'),
	('licenciamento', 2023, 18324, true, 'Extra, 13/03/2023: GRT do licenciamento 2023 R$ 183,24 — https://extra.globo.com/economia-e-financas/detran-divulga-calendario-de-licenciamento-anual-no-rio-veja-ate-quando-preciso-pagar-taxa-de-2023-25674457.html', '2026-11-29'),
	('licenciamento', 2025, 28129, true, 'Diário do Vale, 10/01/2025 (Portaria DETRAN-RJ 6737): licenciamento 2025 R$ 281,29, sem a taxa retroativa do CRLV-e 2022 (R$ 80,38) — https://diariodovale.com.br/tempo-real/detran-rj-divulga-calendario-de-licenciamento-de-veiculos-em-2025/', '2026-11-29')
ON CONFLICT ("service_type", "year") DO NOTHING;
--> statement-breakpoint
-- 2025 and 2026 for every other type: no public source with the figure was found, so the year is
-- "a confirmar" and waits for the admin (quotes and new services then ask for the fee).
INSERT INTO "service_catalog_fees" ("service_type", "year", "fee_cents", "confirmed", "source", "checked_on")
SELECT t.service_type, y.year, NULL::integer, false, 'Sem valor em fonte pública consultada: conferir a tabela do DETRAN-RJ (UFIR-RJ) do ano'::text, '2026-11-29'::date
FROM (VALUES ('transferencia'), ('segunda-via-crv'), ('segunda-via-crlv'), ('primeiro-emplacamento'), ('vistoria'), ('vistoria-movel'),
	('comunicacao-venda'), ('baixa'), ('alteracao-caracteristicas'), ('transferencia-jurisdicao'), ('mudanca-municipio'), ('troca-placa'),
	('inclusao-gravame'), ('baixa-gravame')) AS t(service_type)
CROSS JOIN (VALUES (2025), (2026)) AS y(year)
ON CONFLICT ("service_type", "year") DO NOTHING;
--> statement-breakpoint
-- The history starts with what this migration wrote.
INSERT INTO "service_catalog_fee_history" ("service_type", "year", "action", "fee_cents", "confirmed", "source", "checked_on", "changed_by_name")
SELECT "service_type", "year", 'seed', "fee_cents", "confirmed", "source", "checked_on", 'Migração 0038 (fontes públicas, issue 35)'
FROM "service_catalog_fees" WHERE "checked_on" = '2026-11-29';
