-- The real option lists (decision 014, DOMAIN.md "Option lists") for installations seeded with
-- the spec's. A fresh installation has no field options yet (the start seeds them from
-- packages/domain/src/options after migrating), so only fields that already hold options gain
-- the new ones, after the admin's own order; a value an admin already added is left as it is.
INSERT INTO "field_options" ("field_name", "option_value", "option_label", "display_order")
SELECT v.field_name, v.value, v.label,
  (SELECT max("display_order") FROM "field_options" f WHERE f."field_name" = v.field_name) + v.n
FROM (VALUES
  ('fuel_type', 'gnv', 'GNV', 1),
  ('fuel_type', 'hibrido', 'Híbrido', 2),
  ('color', 'bege', 'Bege', 1),
  ('color', 'dourada', 'Dourada', 2),
  ('color', 'grena', 'Grená', 3),
  ('color', 'laranja', 'Laranja', 4),
  ('color', 'marrom', 'Marrom', 5),
  ('color', 'rosa', 'Rosa', 6),
  ('color', 'roxa', 'Roxa', 7),
  ('color', 'fantasia', 'Fantasia', 8)
) AS v(field_name, value, label, n)
WHERE EXISTS (SELECT 1 FROM "field_options" f WHERE f."field_name" = v.field_name)
ON CONFLICT ("field_name", "option_value") DO NOTHING;--> statement-breakpoint
-- The spec's colour values stay (vehicles store them) under the resolution's names; a label an
-- admin already changed is theirs.
UPDATE "field_options" AS f SET "option_label" = v.label, "updated_at" = now()
FROM (VALUES
  ('color', 'branco', 'Branco', 'Branca'),
  ('color', 'preto', 'Preto', 'Preta'),
  ('color', 'vermelho', 'Vermelho', 'Vermelha'),
  ('color', 'amarelo', 'Amarelo', 'Amarela'),
  ('fuel_type', 'etanol', 'Etanol', 'Etanol (álcool)')
) AS v(field_name, value, old_label, label)
WHERE f."field_name" = v.field_name AND f."option_value" = v.value AND f."option_label" = v.old_label;--> statement-breakpoint
-- One name for etanol: the request forms' 'alcool' (and any registry row or admin option that
-- spelled it so) becomes 'etanol'. An admin's 'alcool' option is renamed when there is no
-- 'etanol' to take its place, otherwise switched off so the list offers the fuel once.
UPDATE "field_options" SET "option_value" = 'etanol', "updated_at" = now()
WHERE "field_name" = 'fuel_type' AND "option_value" = 'alcool'
  AND NOT EXISTS (SELECT 1 FROM "field_options" WHERE "field_name" = 'fuel_type' AND "option_value" = 'etanol');--> statement-breakpoint
UPDATE "field_options" SET "active" = false, "updated_at" = now()
WHERE "field_name" = 'fuel_type' AND lower("option_value") IN ('alcool', 'álcool');--> statement-breakpoint
UPDATE "vehicles" SET "combustivel" = 'etanol'
WHERE lower(btrim("combustivel")) IN ('alcool', 'álcool');--> statement-breakpoint
UPDATE "requests" SET "data" = jsonb_set("data", '{combustivel}', '"etanol"')
WHERE lower(btrim("data"->>'combustivel')) IN ('alcool', 'álcool');
