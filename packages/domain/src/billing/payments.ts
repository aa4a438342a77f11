import { z } from 'zod';
import { PRODUCT_NAME } from '../messages.ts';
import { maxChars, moneyField, optionalDateField, optionalText } from '../contracts/fields.ts';
import { MONEY_MAX_CENTS } from '../limits.ts';
import { formatBrDate, parseBrDate, todayBr } from '../validators/date.ts';
import { formatMoney } from '../validators/money.ts';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from './settings.ts';
import { paymentMessages } from './payment-messages.ts';

// Payments of the platform's invoices (issue 14): the manual payment an admin records, what the
// server answers, PIX of an invoice, and the "pagamento confirmado" e-mail.

/** A bank's transaction id, an end-to-end PIX id (32), a boleto line (47/48) fit with room. */
export const PAYMENT_REFERENCE_MAX = 100;

export { paymentMessages } from './payment-messages.ts';
const m = paymentMessages;

export const paymentMethodLabel = (method: string) => paymentMethodLabels[method as PaymentMethod] ?? method;

/** Today in São Paulo as ISO, the last day a payment may carry. */
const todayIsoBr = () => parseBrDate(todayBr())!;

/** POST /api/admin/invoices/:invoiceId/payments: date as typed (dd/mm/aaaa) or ISO; amount in cents or "1.234,56". */
export const manualPaymentRequest = z.object({
  method: z.enum(paymentMethods, { error: m.methodRequired }),
  paidOn: optionalDateField(m.dateInvalid).transform((v, ctx) => {
    if (v === null) ctx.addIssue({ code: 'custom', message: m.dateRequired });
    else if (v > todayIsoBr()) ctx.addIssue({ code: 'custom', message: m.dateInFuture });
    return v ?? '';
  }),
  amountCents: moneyField(m.amountInvalid, MONEY_MAX_CENTS, m.amountTooLarge).refine((v) => v > 0, m.amountRequired),
  reference: optionalText(PAYMENT_REFERENCE_MAX),
});
export type ManualPaymentInput = z.input<typeof manualPaymentRequest>;
export type ManualPayment = z.output<typeof manualPaymentRequest>;

export const paymentRecordedResponse = z.object({
  paymentId: z.string(),
  invoiceId: z.string(),
  invoiceStatus: z.string(),
  paidCents: z.number().int(),
  amountCents: z.number().int(),
  /** The agency was suspended for dunning and this payment lifted it. */
  agencyReactivated: z.boolean(),
});
export type PaymentRecordedResponse = z.infer<typeof paymentRecordedResponse>;

export const invoicePixResponse = z.object({ brCode: z.string(), qrSvg: z.string() });
export type InvoicePixResponse = z.infer<typeof invoicePixResponse>;

export const invoiceIdParams = z.object({ invoiceId: z.string().max(64, maxChars(64)) });

export type PaymentMailFacts = { number: number; amountCents: number; paidOn: string; method: string; invoicePaid: boolean };

export const paymentMail = {
  confirmed: (p: PaymentMailFacts) => ({
    subject: `Pagamento confirmado — fatura nº ${p.number} — ${PRODUCT_NAME}`,
    body:
      `Recebemos ${formatMoney(p.amountCents)} por ${paymentMethodLabel(p.method)} em ${formatBrDate(p.paidOn)}, referente à fatura nº ${p.number}. ` +
      (p.invoicePaid ? 'A fatura está paga. Obrigado!' : 'A fatura ainda tem saldo em aberto.'),
  }),
};
