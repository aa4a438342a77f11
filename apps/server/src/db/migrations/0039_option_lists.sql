-- Issue 35 (docs/option-lists-sources.md): the vehicle types of CTB art. 96 II and the first list
-- of the national table's carroceria names, for installations whose field options were seeded
-- before them. A fresh installation has no field options yet (the start seeds them from
-- packages/domain/src/options after migrating), so nothing is written there. No stored value
-- changes: vehicles keep automovel, motocicleta, caminhao and the market styles (sedan, hatch...).
-- The other types follow the admin's own order; a value an admin already added keeps its label.
INSERT INTO "field_options" ("field_name", "option_value", "option_label", "display_order")
SELECT 'vehicle_type', v.value, v.label,
  (SELECT max("display_order") FROM "field_options" f WHERE f."field_name" = 'vehicle_type') + v.n
FROM (VALUES
  ('bicicleta', 'Bicicleta', 1),
  ('ciclomotor', 'Ciclomotor', 2),
  ('motoneta', 'Motoneta', 3),
  ('triciclo', 'Triciclo', 4),
  ('quadriciclo', 'Quadriciclo', 5),
  ('micro-onibus', 'Micro-ônibus', 6),
  ('onibus', 'Ônibus', 7),
  ('bonde', 'Bonde', 8),
  ('reboque', 'Reboque', 9),
  ('semirreboque', 'Semirreboque', 10),
  ('charrete', 'Charrete', 11),
  ('caminhonete', 'Caminhonete', 12),
  ('carroca', 'Carroça', 13),
  ('carro-de-mao', 'Carro de mão', 14),
  ('camioneta', 'Camioneta', 15),
  ('utilitario', 'Utilitário', 16),
  ('caminhao-trator', 'Caminhão-trator', 17),
  ('trator-de-rodas', 'Trator de rodas', 18),
  ('trator-de-esteiras', 'Trator de esteiras', 19),
  ('trator-misto', 'Trator misto', 20),
  ('motor-casa', 'Motor-casa', 21)
) AS v(value, label, n)
WHERE EXISTS (SELECT 1 FROM "field_options" f WHERE f."field_name" = 'vehicle_type')
ON CONFLICT ("field_name", "option_value") DO NOTHING;--> statement-breakpoint
-- Carroceria (DETRAN) is a new field: its first list, in the seed's order, on an installation
-- already seeded, unless an admin has started the field already.
INSERT INTO "field_options" ("field_name", "option_value", "option_label", "display_order")
SELECT 'body_type', v.value, v.label, v.n
FROM (VALUES
  ('nenhuma', 'Nenhuma', 0),
  ('aberta', 'Aberta', 1),
  ('fechada', 'Fechada', 2),
  ('bau', 'Baú', 3),
  ('basculante', 'Basculante', 4),
  ('sider', 'Sider', 5),
  ('tanque', 'Tanque', 6),
  ('cabine-dupla', 'Cabine dupla', 7),
  ('furgao', 'Furgão', 8),
  ('jipe', 'Jipe', 9),
  ('conversivel', 'Conversível', 10),
  ('buggy', 'Buggy', 11),
  ('ambulancia', 'Ambulância', 12)
) AS v(value, label, n)
WHERE EXISTS (SELECT 1 FROM "field_options")
  AND NOT EXISTS (SELECT 1 FROM "field_options" f WHERE f."field_name" = 'body_type')
ON CONFLICT ("field_name", "option_value") DO NOTHING;
