/**
 * One submit of a request form carries a key the browser made when the form was opened (or
 * cleared with "Nova solicitação"). The server stores it with the request: the same key again
 * (a double click, a retry after a lost answer) gets the stored request back instead of a copy.
 * Decision 018.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The error code of a used key sent with other values; the form then makes a new key. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/** A key answers replays for this long; afterwards it is released and would store a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * Random, URL-safe and bounded: a UUID (36) fits, a pasted novel does not. A plain pattern, not a
 * zod schema: the request forms import this file, and zod loads only at a form's first use (decision 009).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const idempotencyMessages = {
  invalidKey: 'Identificador de envio inválido. Recarregue a página e envie de novo.',
  keyReused: 'Este envio já registrou uma solicitação com outros dados (veja em Solicitações). Envie de novo para registrar esta como uma nova solicitação.',
} as const;
