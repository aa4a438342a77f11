import { z } from 'zod';
import { CAIXA_PERIOD_DAYS_MAX, caixaMessages as m } from '../caixa/messages.ts';
import { caixaPeriodDays, caixaToday } from '../caixa/period.ts';
import { CODE } from '../limits.ts';
import { formatBrDate, isBrDate } from '../validators/date.ts';
import { maxChars, pageNumber } from './fields.ts';

// Caixa (issue 15 item 7, decision 027): the agency's money in and out over a period, from the
// service ledgers. Amounts in centavos; days are the entries' paid_on (agency-local dates).

/** A real calendar day (2026-02-30 is refused), or '' for "not given". */
const day = z
  .string({ error: m.periodInvalid })
  .max(CODE.date, maxChars(CODE.date))
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isBrDate(formatBrDate(v))), m.periodInvalid)
  .optional();

const caixaFormats = ['pdf', 'xlsx', 'csv'] as const;
export type CaixaFormat = (typeof caixaFormats)[number];

/** Both days default to today; one given alone covers that single day. */
function period<T extends { from?: string | undefined; to?: string | undefined }>(q: T, ctx: z.RefinementCtx) {
  const today = caixaToday();
  const from = q.from || q.to || today;
  const to = q.to || q.from || today;
  if (to < from) ctx.addIssue({ code: 'custom', message: m.periodOrder, path: ['to'] });
  else if (caixaPeriodDays(from, to) > CAIXA_PERIOD_DAYS_MAX) ctx.addIssue({ code: 'custom', message: m.periodTooLong, path: ['to'] });
  return { ...q, from, to };
}

/** `page`: of the period's live entries (CAIXA_PAGE_SIZE each), 1 when absent; one past the end is empty. */
export const caixaQuery = z.object({ from: day, to: day, page: pageNumber() }).transform(period);
export type CaixaQueryInput = z.input<typeof caixaQuery>;
export type CaixaPeriod = z.output<typeof caixaQuery>;

export const caixaExportQuery = z.object({ from: day, to: day, format: z.enum(caixaFormats, { error: m.formatInvalid }) }).transform(period);
export type CaixaExportQuery = z.output<typeof caixaExportQuery>;

const cents = z.number().int();

export const caixaEntry = z.object({
  id: z.string(),
  /**
   * payment: money in; expense: money out; commission: paid to (out) or received from (in) a
   * service's origin; refund: a customer's credit given back (out, decision 059).
   */
  kind: z.enum(['payment', 'expense', 'commission', 'refund']),
  /** paid_on: the day the money moved. */
  date: z.string(),
  /** When it was recorded, HH:mm in America/Sao_Paulo. */
  time: z.string(),
  serviceId: z.string(),
  serviceNumber: z.number().int(),
  ownerName: z.string(),
  description: z.string(),
  method: z.string(),
  methodLabel: z.string(),
  inCents: cents,
  outCents: cents,
  /** The caixa's balance after this entry; null for a voided entry, which does not count. */
  balanceCents: cents.nullable(),
  /** Who took the payment (or recorded it), or who recorded the expense. */
  who: z.string(),
  voidReason: z.string(),
});
export type CaixaEntry = z.infer<typeof caixaEntry>;

export const caixaDay = z.object({ date: z.string(), inCents: cents, outCents: cents, closingCents: cents, entries: z.array(caixaEntry) });
export type CaixaDay = z.infer<typeof caixaDay>;

export const caixaMethodTotal = z.object({ method: z.string(), label: z.string(), inCents: cents, outCents: cents, netCents: cents });
export type CaixaMethodTotal = z.infer<typeof caixaMethodTotal>;

export const caixaResponse = z.object({
  from: z.string(),
  to: z.string(),
  openingCents: cents,
  inCents: cents,
  outCents: cents,
  netCents: cents,
  closingCents: cents,
  byMethod: z.array(caixaMethodTotal),
  /** The days with entries on this page, oldest first; each subtotal and closing counts all of the day's entries. */
  days: z.array(caixaDay),
  /** Live entries in the whole period; the days list one page of them. */
  entryCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Entries of the period voided later: listed apart, never counted. */
  voided: z.array(caixaEntry),
});
export type CaixaResponse = z.infer<typeof caixaResponse>;
