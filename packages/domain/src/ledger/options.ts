import { labelOf, valuesOf, type Option } from '../options/option.ts';

// The ledger's option lists (issue 15, decision 025). The database checks hold the same values
// (apps/server/src/db/schema/ledger.ts): change both together.

/** How the customer paid, or how the agency paid an expense. Offered in every ledger form. */
export const ledgerPaymentMethods = [
  { value: 'pix', label: 'PIX' },
  { value: 'dinheiro', label: 'Dinheiro' },
  { value: 'cartao', label: 'Cartão' },
  { value: 'boleto', label: 'Boleto' },
  { value: 'transferencia', label: 'Transferência' },
] as const satisfies readonly Option[];
export type LedgerPaymentMethod = (typeof ledgerPaymentMethods)[number]['value'];
export const ledgerPaymentMethodValues = valuesOf(ledgerPaymentMethods);

/** Only the payments migrated from the old single "valor pago" field carry it: never offered. */
export const unknownLedgerMethod = { value: 'nao_informado', label: 'Não informado' } as const satisfies Option;
export type StoredPaymentMethod = LedgerPaymentMethod | typeof unknownLedgerMethod.value;

/** What the agency paid on the customer's behalf. */
export const expenseKinds = [
  { value: 'taxa_detran', label: 'Taxas DETRAN / DUDA' },
  { value: 'cartorio', label: 'Cartório' },
  { value: 'ipva_multas', label: 'IPVA e multas' },
  { value: 'placas', label: 'Placas' },
  { value: 'outro', label: 'Outro' },
] as const satisfies readonly Option[];
export type ExpenseKind = (typeof expenseKinds)[number]['value'];
export const expenseKindValues = valuesOf(expenseKinds);

const allMethods: readonly Option[] = [...ledgerPaymentMethods, unknownLedgerMethod];

export const ledgerMethodLabel = (value: string | null | undefined) => labelOf(allMethods, value, value ?? '');
export const expenseKindLabel = (value: string | null | undefined) => labelOf(expenseKinds, value, value ?? '');
