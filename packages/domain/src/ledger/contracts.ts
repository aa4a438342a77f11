import { z } from 'zod';
import { moneyField, optionalDateField, optionalId, optionalText, requiredText } from '../contracts/fields.ts';
import { MONEY_MAX_CENTS, TEXT } from '../limits.ts';
import { parseBrDate, todayBr } from '../validators/date.ts';
import { LEDGER_FIRST_DAY, ledgerMessages as m } from './messages.ts';
import { expenseKindValues, ledgerPaymentMethodValues } from './options.ts';

// A service's ledger (issue 15, decision 025): what the forms send and what the server answers.
// Money is integer centavos (or typed "1.234,56"); dates dd/mm/aaaa as typed or ISO.

/** Today in São Paulo, the last day an entry may carry. */
const todayIsoBr = () => parseBrDate(todayBr())!;

const entryDate = () =>
  optionalDateField(m.dateInvalid).transform((v, ctx) => {
    if (v === null) ctx.addIssue({ code: 'custom', message: m.dateRequired });
    else if (v > todayIsoBr()) ctx.addIssue({ code: 'custom', message: m.dateInFuture });
    else if (v < LEDGER_FIRST_DAY) ctx.addIssue({ code: 'custom', message: m.dateTooOld });
    return v ?? '';
  });
const entryAmount = () => moneyField(m.amountInvalid, MONEY_MAX_CENTS, m.amountTooLarge).refine((v) => v > 0, m.amountRequired);

/** POST /api/services/:id/payments. `receivedBy` '' means the signed-in user. */
export const paymentRequest = z.object({
  paidOn: entryDate(),
  method: z.enum(ledgerPaymentMethodValues, { error: m.methodRequired }),
  amount: entryAmount(),
  receivedBy: optionalId(),
  note: optionalText(TEXT.note),
  /** The user saw that the payment goes beyond the balance and keeps the difference as credit. */
  confirmOverpayment: z.boolean().optional(),
});
export type PaymentRequest = z.input<typeof paymentRequest>;
export type PaymentData = z.output<typeof paymentRequest>;

/** POST /api/services/:id/expenses: what the agency paid on the customer's behalf. */
export const expenseRequest = z.object({
  paidOn: entryDate(),
  kind: z.enum(expenseKindValues, { error: m.kindRequired }),
  method: z.enum(ledgerPaymentMethodValues, { error: m.methodRequired }),
  amount: entryAmount(),
  note: optionalText(TEXT.note),
});
export type ExpenseRequest = z.input<typeof expenseRequest>;
export type ExpenseData = z.output<typeof expenseRequest>;

/**
 * POST /api/services/:id/refunds: the customer's credit given back (decision 059). At most the
 * service's credit; the server checks it against the locked row.
 */
export const refundRequest = z.object({
  paidOn: entryDate(),
  method: z.enum(ledgerPaymentMethodValues, { error: m.methodRequired }),
  amount: entryAmount(),
  note: optionalText(TEXT.note),
});
export type RefundRequest = z.input<typeof refundRequest>;
export type RefundData = z.output<typeof refundRequest>;

/**
 * POST /api/services/:id/credit-transfers: (part of) the credit carried to another open service of
 * the same owner, where it counts as paid. Beyond the target's balance it asks, as a payment does.
 */
export const creditTransferRequest = z.object({
  toServiceId: requiredText(m.targetRequired, TEXT.id),
  paidOn: entryDate(),
  amount: entryAmount(),
  note: optionalText(TEXT.note),
  confirmOverpayment: z.boolean().optional(),
});
export type CreditTransferRequest = z.input<typeof creditTransferRequest>;
export type CreditTransferData = z.output<typeof creditTransferRequest>;

/** POST …/payments/:entryId/void, …/expenses/…, …/refunds/… and …/credit-transfers/:entryId/void. */
export const voidRequest = z.object({ reason: requiredText(m.reasonRequired, TEXT.note) });
export type VoidRequest = z.input<typeof voidRequest>;

const text = z.string();
const cents = z.number().int();
const entry = {
  id: text,
  paidOn: text,
  method: text,
  amount: cents,
  note: text,
  createdByName: text,
  createdAt: text,
  voidedAt: text.nullable(),
  voidedByName: text,
  voidReason: text,
};
export const ledgerPayment = z.object({ ...entry, number: z.number().int(), receivedById: text.nullable(), receivedByName: text });
export type LedgerPayment = z.infer<typeof ledgerPayment>;
export const ledgerExpense = z.object({ ...entry, kind: text });
export type LedgerExpense = z.infer<typeof ledgerExpense>;
/** Credit given back; `number` is its "recibo de devolução". */
export const ledgerRefund = z.object({ ...entry, number: z.number().int() });
export type LedgerRefund = z.infer<typeof ledgerRefund>;
/** A credit transfer as this service sees it: 'out' lowered its paid, 'in' raised it. No method: no money moved. */
export const ledgerCreditTransfer = z.object({
  id: text,
  direction: z.enum(['out', 'in']),
  otherServiceId: text,
  otherServiceNumber: z.number().int(),
  paidOn: text,
  amount: cents,
  note: text,
  createdByName: text,
  createdAt: text,
  voidedAt: text.nullable(),
  voidedByName: text,
  voidReason: text,
});
export type LedgerCreditTransfer = z.infer<typeof ledgerCreditTransfer>;

export const ledgerResponse = z.object({
  service: z.object({
    id: text,
    number: z.number().int(),
    vehicleId: text,
    ownerName: text,
    placa: text,
    /** Null: the DETRAN fee is "a confirmar" (decision 078); total and balance hold the rest only. */
    valor: cents.nullable(),
    honorarios: cents,
    duvidas: cents,
    extras: cents,
    total: cents,
    paid: cents,
    balance: cents,
    credit: cents,
  }),
  payments: z.array(ledgerPayment),
  expenses: z.array(ledgerExpense),
  refunds: z.array(ledgerRefund),
  transfers: z.array(ledgerCreditTransfer),
  /** Live entries only: voided ones are listed but count for nothing. */
  totals: z.object({ payments: cents, expenses: cents }),
  /** Live refunds and transfers: paid = payments − refunds − transfersOut + transfersIn. */
  creditTotals: z.object({ refunds: cents, transfersIn: cents, transfersOut: cents }),
  /** Active users of the agency, who may have received a payment. */
  staff: z.array(z.object({ id: text, name: text })),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

/** GET /api/services/:id/credit-targets: the owner's other open services a credit may go to. */
export const creditTargetsResponse = z.object({
  // feeUnknown: the DETRAN fee is "a confirmar" (decision 078); total and balance are the known part.
  services: z.array(z.object({ id: text, number: z.number().int(), label: text, placa: text, total: cents, balance: cents, feeUnknown: z.boolean() })),
});
export type CreditTargetsResponse = z.infer<typeof creditTargetsResponse>;
export type CreditTarget = CreditTargetsResponse['services'][number];
