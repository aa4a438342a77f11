import { z } from 'zod';
import { agencyStatuses } from '../agency-status.ts';
import { invoiceStatusOptions, trialStatusOptions } from '../statuses.ts';
import { valuesOf } from '../options/option.ts';
import { TEXT } from '../limits.ts';
import { boundedText } from './fields.ts';

/** GET /api/admin/subscriptions/summary: the Subscriptions cards, computed by the server. */
export const subscriptionSummaryResponse = z.object({
  mrrCents: z.number().int(),
  arrCents: z.number().int(),
  /** Percent with one decimal over the last 30 days. */
  churnRate: z.number(),
  growthRate: z.number(),
  activeSubscriptions: z.number().int(),
  totalClients: z.number().int(),
  periodDays: z.number().int(),
});
export type SubscriptionSummaryResponse = z.infer<typeof subscriptionSummaryResponse>;

/** GET /api/admin/subscriptions/trials: current trials (active or expired) and converted ones. */
export const trialResponse = z.object({
  clientId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  planId: z.string(),
  planName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(valuesOf(trialStatusOptions)),
  clientStatus: z.enum(agencyStatuses),
});
export type TrialResponse = z.infer<typeof trialResponse>;

export const invoiceListQuery = z.object({
  status: z.union([z.literal(''), z.enum(valuesOf(invoiceStatusOptions))]).optional(),
  q: boundedText(TEXT.search).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** GET /api/admin/invoices: invoices of every client, newest first. */
export const adminInvoiceResponse = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  planId: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  issuedDate: z.string(),
  dueDate: z.string(),
  status: z.enum(valuesOf(invoiceStatusOptions)),
  paidAt: z.string().nullable(),
});
export type AdminInvoiceResponse = z.infer<typeof adminInvoiceResponse>;
