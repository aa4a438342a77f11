import type { Option } from '../options/option.ts';

/** Stored statuses; "expirado" is read, never stored: an open quote past its validity (decision 041). */
export const quoteStoredStatuses = ['rascunho', 'enviado', 'aceito', 'recusado', 'convertido'] as const;
export type QuoteStoredStatus = (typeof quoteStoredStatuses)[number];

export const quoteStatusOptions = [
  { value: 'rascunho', label: 'Rascunho' },
  { value: 'enviado', label: 'Enviado' },
  { value: 'aceito', label: 'Aceito' },
  { value: 'recusado', label: 'Recusado' },
  { value: 'expirado', label: 'Expirado' },
  { value: 'convertido', label: 'Convertido' },
] as const satisfies readonly Option[];
export type QuoteStatus = (typeof quoteStatusOptions)[number]['value'];
export const quoteStatusValues = quoteStatusOptions.map((o) => o.value) as [QuoteStatus, ...QuoteStatus[]];

export const quoteStatusLabel = (value: string) => quoteStatusOptions.find((o) => o.value === value)?.label ?? value;

/** Still waiting for the customer: these turn "expirado" after the validity date. */
export const isOpenQuoteStatus = (status: string) => status === 'rascunho' || status === 'enviado';

/** What the status reads as on `today` (ISO dates compare as text). */
export function effectiveQuoteStatus(status: string, validUntil: string, today: string): QuoteStatus {
  if (isOpenQuoteStatus(status) && validUntil < today) return 'expirado';
  return status as QuoteStatus;
}

/** Statuses a user sets by hand (the customer answered by phone, or back to draft). */
export const quoteManualStatuses = ['rascunho', 'enviado', 'aceito', 'recusado'] as const;
