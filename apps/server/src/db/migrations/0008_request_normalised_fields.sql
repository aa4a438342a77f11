-- Plates, chassis and UFs of the request forms already stored, normalised as the contracts now
-- store them (packages/domain/src/contracts/requests/stored-values.ts): uppercase, plates without
-- punctuation, chassis without spaces, dots or hyphens, UFs trimmed. Only string values change.
UPDATE "requests" SET "data" = "data"
  || CASE WHEN jsonb_typeof("data"->'placa') = 'string'
       THEN jsonb_build_object('placa', upper(regexp_replace("data"->>'placa', '[^0-9A-Za-z]', '', 'g'))) ELSE '{}'::jsonb END
  || CASE WHEN jsonb_typeof("data"->'placaVeiculo') = 'string'
       THEN jsonb_build_object('placaVeiculo', upper(regexp_replace("data"->>'placaVeiculo', '[^0-9A-Za-z]', '', 'g'))) ELSE '{}'::jsonb END
  || CASE WHEN jsonb_typeof("data"->'chassi') = 'string'
       THEN jsonb_build_object('chassi', upper(regexp_replace("data"->>'chassi', '[[:space:].-]', '', 'g'))) ELSE '{}'::jsonb END
  || CASE WHEN jsonb_typeof("data"->'uf') = 'string'
       THEN jsonb_build_object('uf', upper(regexp_replace("data"->>'uf', '^[[:space:]]+|[[:space:]]+$', '', 'g'))) ELSE '{}'::jsonb END
  || CASE WHEN jsonb_typeof("data"->'compradorUf') = 'string'
       THEN jsonb_build_object('compradorUf', upper(regexp_replace("data"->>'compradorUf', '^[[:space:]]+|[[:space:]]+$', '', 'g'))) ELSE '{}'::jsonb END
  || CASE WHEN jsonb_typeof("data"->'ufComprador') = 'string'
       THEN jsonb_build_object('ufComprador', upper(regexp_replace("data"->>'ufComprador', '^[[:space:]]+|[[:space:]]+$', '', 'g'))) ELSE '{}'::jsonb END
WHERE "data" ?| array['placa', 'placaVeiculo', 'chassi', 'uf', 'compradorUf', 'ufComprador'];
