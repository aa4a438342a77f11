import { normaliseCode, requestCodeKinds, type RequestCodeKind } from './code-fields.ts';

// A request is stored as typed (decision 006), except the codes (code-fields.ts): plates,
// chassis and UFs (since migration 0008_request_normalised_fields.sql rewrote the rows before),
// RENAVAM, CPF/CNPJ, phones, CEPs and CNHs (issue 35: rows stored before keep what was typed and
// are shown through the same display) are stored the way the contracts' normalisers write them,
// whatever the browser's mask or an API client sent: `rj`, `9bw zzz…`, a 9-digit RENAVAM or
// '+55 21 98765-4321' never reach a printed form as such.

/** The kinds migration 0008 normalised in the rows stored before it. */
export const MIGRATION_0008_KINDS: readonly RequestCodeKind[] = ['plate', 'chassis', 'uf'];

/** The keys whose stored value is normalised. */
export const NORMALISED_REQUEST_KEYS = Object.keys(requestCodeKinds);

/** The form's values with its codes normalised (of the `kinds` given, all unless said); every other value as typed. */
export function normaliseRequestValues<T extends Record<string, unknown>>(values: T, kinds?: readonly RequestCodeKind[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const [key, kind] of Object.entries(requestCodeKinds)) {
    const value = out[key];
    if (typeof value === 'string' && (!kinds || kinds.includes(kind))) out[key] = normaliseCode(kind, value);
  }
  return out as T;
}
