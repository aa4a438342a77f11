import type { SaleIntentionRequest } from '@despacha/domain/contracts/requests/sale-intention';

export type SaleRequestType = 'intencao-venda' | 'cancelamento-intencao-venda';

/**
 * The values of both sale forms, as typed: every field is text. Each form registers its own
 * fields; the CRV security number belongs to the intention, the reason to the cancellation.
 */
export type SaleFormValues = Omit<Required<SaleIntentionRequest>, 'numeroSegurancaCRV'> & {
  numeroSegurancaCRV?: string;
  motivoCancelamento?: string;
};

export type SaleFieldName = keyof SaleFormValues;
