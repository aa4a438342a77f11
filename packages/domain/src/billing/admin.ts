import { z } from 'zod';
import { sortFields } from '../contracts/lists.ts';
import { TEXT } from '../limits.ts';
import { valuesOf } from '../options/option.ts';
import { invoiceStatusOptions, paymentStatusOptions } from '../statuses.ts';
import { isCnpj } from '../validators/cnpj.ts';
import { isCpf } from '../validators/cpf.ts';
import { isEmail } from '../validators/email.ts';
import { isUuid } from '../validators/uuid.ts';
import { boundedInt, boundedText, pageNumber } from '../contracts/fields.ts';
import { paymentMethods } from './settings.ts';
import { billingAdminMessages, billingReportFormats, billingReportKinds } from './admin-labels.ts';
import { anomalyFilterValues, paymentAnomalies } from './payment-anomalies.ts';

// Faturamento (/admin/billing) and the billing settings: contracts shared by server and screen.

export { billingAdminMessages, billingReportFormats, billingReportKinds, billingReportLabels, type BillingReportKind } from './admin-labels.ts';
const m = billingAdminMessages;

const isoDate = z
  .string()
  .max(10, m.periodInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.periodInvalid)
  .refine((v) => !Number.isNaN(Date.parse(v)), m.periodInvalid);
const optionalIsoDate = z.union([z.literal(''), isoDate]).optional();

export const billingSummaryResponse = z.object({
  totalRevenueCents: z.number().int(),
  pendingCents: z.number().int(),
  overdueCents: z.number().int(),
  /** Paid invoices over all invoices (cancelled and draft not counted), rounded percent. */
  collectionRate: z.number().int(),
  paidInvoices: z.number().int(),
  totalInvoices: z.number().int(),
});
export type BillingSummaryResponse = z.infer<typeof billingSummaryResponse>;

export const invoiceSortKeys = ['number', 'client', 'amount', 'issued', 'due', 'status'] as const;
export const billingInvoiceQuery = z.object({
  q: boundedText(TEXT.search).optional(),
  status: z.union([z.literal(''), z.enum(valuesOf(invoiceStatusOptions))]).optional(),
  from: optionalIsoDate,
  to: optionalIsoDate,
  /** Flagged invoices only (decision 050): any flag, or one kind. */
  anomaly: z.union([z.literal(''), z.enum(anomalyFilterValues)]).optional(),
  page: pageNumber(),
  ...sortFields(invoiceSortKeys, 'issued', 'desc'),
});
export type BillingInvoiceQuery = z.input<typeof billingInvoiceQuery>;

export const billingInvoiceItem = z.object({
  id: z.string(),
  number: z.number().int(),
  clientId: z.string(),
  clientName: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  issuedDate: z.string(),
  dueDate: z.string(),
  status: z.enum(valuesOf(invoiceStatusOptions)),
  /** What its payments carried that does not fit it; empty for nearly every invoice. */
  anomalies: z.array(z.enum(paymentAnomalies)),
});
export type BillingInvoiceItem = z.infer<typeof billingInvoiceItem>;
export const billingInvoicePage = z.object({ items: z.array(billingInvoiceItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type BillingInvoicePage = z.infer<typeof billingInvoicePage>;

export const billingPaymentQuery = z.object({
  from: optionalIsoDate,
  to: optionalIsoDate,
  method: z.union([z.literal(''), z.enum(paymentMethods)]).optional(),
  page: pageNumber(),
});
export type BillingPaymentQuery = z.input<typeof billingPaymentQuery>;
export const billingPaymentItem = z.object({
  id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.number().int(),
  clientName: z.string(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(valuesOf(paymentStatusOptions)),
  reference: z.string(),
});
export type BillingPaymentItem = z.infer<typeof billingPaymentItem>;
export const billingPaymentPage = z.object({ items: z.array(billingPaymentItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type BillingPaymentPage = z.infer<typeof billingPaymentPage>;

/** The Relatórios tab's reports (their kinds and labels in admin-labels.ts). */
export const billingReportParams = z.object({ kind: z.enum(billingReportKinds) });
export const billingReportQuery = z.object({ format: z.enum(billingReportFormats), from: isoDate, to: isoDate });

export const periodSummaryResponse = z.object({
  from: z.string(),
  to: z.string(),
  grossCents: z.number().int(),
  taxRateBps: z.number().int(),
  taxesCents: z.number().int(),
  feesByMethod: z.array(z.object({ method: z.enum(paymentMethods), grossCents: z.number().int(), feeBps: z.number().int(), feeCents: z.number().int() })),
  feesCents: z.number().int(),
  netCents: z.number().int(),
});
export type PeriodSummaryResponse = z.infer<typeof periodSummaryResponse>;

/** The DICT key kinds: CPF or CNPJ (digits), e-mail, phone +55 with DDD, random (EVP) uuid. */
export function isPixKey(key: string): boolean {
  if (/^\d{11}$/.test(key)) return isCpf(key);
  if (/^\d{14}$/.test(key)) return isCnpj(key);
  if (/^\+55\d{10,11}$/.test(key)) return true;
  if (isUuid(key)) return true;
  return key.length <= 77 && isEmail(key);
}

const bps = z.number({ error: m.rateInvalid }).int(m.rateInvalid).min(0, m.rateInvalid).max(10000, m.rateInvalid);
const days = (min: number) => boundedInt(min, 90, m.daysInvalid);
/** PUT /api/admin/settings/billing: the whole document; an empty PIX key leaves invoices without PIX. */
export const billingSettingsBody = z.object({
  dueDays: days(1),
  suspendAfterDays: days(1),
  remindBeforeDays: days(0),
  taxRateBps: bps,
  processingFeeBps: z.object({ pix: bps, boleto: bps, cartao: bps, transferencia: bps }),
  pixKey: z
    .string()
    .trim()
    .max(77, m.pixKeyInvalid)
    .refine((v) => v === '' || isPixKey(v), m.pixKeyInvalid),
  pixMerchantName: z.string().trim().max(25, m.merchantNameTooLong),
  pixMerchantCity: z.string().trim().max(15, m.merchantCityTooLong),
  issuerName: boundedText(TEXT.legalName),
  issuerCnpj: z
    .string()
    .trim()
    .max(18, m.cnpjInvalid)
    .refine((v) => v === '' || isCnpj(v), m.cnpjInvalid),
  issuerAddress: boundedText(TEXT.address),
});
export type BillingSettingsBody = z.infer<typeof billingSettingsBody>;
