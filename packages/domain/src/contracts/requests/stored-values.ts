import { normalizeChassis } from '../../validators/chassis.ts';
import { normalizePlate } from '../../validators/plate.ts';

// A request is stored as typed (decision 006), except the codes DETRAN reads as codes: plates,
// chassis and UFs are stored the way the contracts' normalisers write them (uppercase, without
// spaces or punctuation), so `rj` or `9bw zzz…` never reach a printed form. The same rules are
// applied to the rows stored before (migration 0008_request_normalised_fields.sql).

const normalisers: Record<string, (value: string) => string> = {
  placa: normalizePlate,
  placaVeiculo: normalizePlate,
  chassi: normalizeChassis,
  uf: (v) => v.trim().toUpperCase(),
  compradorUf: (v) => v.trim().toUpperCase(),
  ufComprador: (v) => v.trim().toUpperCase(),
};

/** The keys whose stored value is normalised, for the migration's test and the history's filters. */
export const NORMALISED_REQUEST_KEYS = Object.keys(normalisers);

/** The form's values with its plates, chassis and UFs normalised; every other value as typed. */
export function normaliseRequestValues<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const [key, normalise] of Object.entries(normalisers)) {
    const value = out[key];
    if (typeof value === 'string') out[key] = normalise(value);
  }
  return out as T;
}
