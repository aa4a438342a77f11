import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  BillingInvoiceItem,
  BillingInvoicePage,
  BillingPaymentItem,
  BillingPaymentPage,
  BillingSummaryResponse,
  billingInvoiceQuery,
  billingPaymentQuery,
} from '@despacha/domain/billing/admin';
import type { PaymentMethod } from '@despacha/domain/billing/settings';
import { collectionRate } from '@despacha/domain/rules/subscription';
import type { InvoiceStatus } from '@despacha/domain/statuses';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { agencies, invoices, payments, plans } from '../../../db/schema/index.ts';
import { containing } from '../../../lib/sql.ts';
import { invoiceCounts, paymentTotals } from './kept-totals.ts';

export const BILLING_PAGE_SIZE = 20;
const n = (v: unknown) => Number(v ?? 0);

/** Confirmed payments of an invoice: what counts towards it (processing and failed do not). */
export const paidOf = sql<number>`coalesce((
  select sum(${payments.amountCents}) from ${payments}
  where ${payments.agencyId} = ${invoices.agencyId} and ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'confirmed'
), 0)`;
const outstanding = sql`greatest(${invoices.amountCents} - ${paidOf}, 0)`;

/**
 * The Faturamento cards. Revenue: every confirmed payment. Pending and overdue: what is still
 * owed on invoices in those statuses (a partly paid invoice counts its balance). Collection rate:
 * paid invoices over billed ones; drafts were never sent and cancelled ones are no longer owed,
 * so neither counts.
 */
export async function billingSummary(db: Db): Promise<BillingSummaryResponse> {
  // Revenue and the invoice counts from the kept monthly figures; what is owed from the open
  // invoices only (invoices_status_idx holds them apart from the paid ones).
  const [paymentRows, counts, [open]] = await Promise.all([
    paymentTotals(db, { confirmedOnly: true }),
    invoiceCounts(db, {}),
    db
      .select({
        pending: sql`coalesce(sum(${outstanding}) filter (where ${invoices.status} = 'pending'), 0)`,
        overdue: sql`coalesce(sum(${outstanding}) filter (where ${invoices.status} = 'overdue'), 0)`,
      })
      .from(invoices)
      .where(inArray(invoices.status, ['pending', 'overdue'])),
  ]);
  const paid = counts.get('paid') ?? 0;
  const total = paid + (counts.get('pending') ?? 0) + (counts.get('overdue') ?? 0);
  return {
    totalRevenueCents: paymentRows.reduce((s, r) => s + r.amountCents, 0),
    pendingCents: n(open?.pending),
    overdueCents: n(open?.overdue),
    collectionRate: collectionRate(paid, total),
    paidInvoices: paid,
    totalInvoices: total,
  };
}

type InvoiceQuery = z.output<typeof billingInvoiceQuery>;

/**
 * Flagged invoices: the constant condition of invoices_flagged_idx (a bound value would leave a
 * prepared statement's generic plan unable to use it, decision 047), then the kind asked for.
 */
function anomalyFilter(anomaly: InvoiceQuery['anomaly']): SQL | undefined {
  if (!anomaly) return undefined;
  const flagged = sql`cardinality(${invoices.anomalies}) > 0`;
  return anomaly === 'any' ? flagged : and(flagged, sql`${anomaly} = any(${invoices.anomalies})`);
}

function invoiceFilter({ q, status, from, to, anomaly }: Partial<InvoiceQuery>): SQL | undefined {
  const term = q?.trim().replace(/^#/, '');
  // Digits are an invoice number ("#12" or "12"): matched whole, not as a piece of every uuid.
  const byId = term && /^\d{1,9}$/.test(term) ? eq(invoices.number, Number(term)) : term ? ilike(sql`${invoices.id}::text`, containing(term)) : undefined;
  return and(
    status ? eq(invoices.status, status) : undefined,
    from ? gte(invoices.issuedOn, from) : undefined,
    to ? lte(invoices.issuedOn, to) : undefined,
    term ? or(ilike(agencies.name, containing(term)), byId) : undefined,
    anomalyFilter(anomaly),
  );
}

const sortColumns = {
  number: invoices.number,
  client: agencies.name,
  amount: invoices.amountCents,
  issued: invoices.issuedOn,
  due: invoices.dueOn,
  status: invoices.status,
} as const;

/** Invoices of every client, a page at a time; q matches the client, the number or the id. */
export async function listBillingInvoices(db: Db, query: InvoiceQuery, pageSize = BILLING_PAGE_SIZE): Promise<BillingInvoicePage> {
  const where = invoiceFilter(query);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    selectInvoices(db, where)
      .orderBy(order(sortColumns[query.sort]), desc(invoices.number))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    countInvoices(db, query, where),
  ]);
  return { items: rows.map(toInvoiceItem), total, page: query.page, pageSize };
}

/**
 * Without a search, the kept monthly counts (and the end days by index); a search counts its
 * matches, and so do flagged invoices (few, by invoices_flagged_idx; the monthly figures know no flags).
 */
async function countInvoices(db: Db, { q, status, from, to, anomaly }: InvoiceQuery, where: SQL | undefined): Promise<number> {
  if (q?.trim() || anomaly) {
    const [counted] = await db
      .select({ c: sql`count(*)` })
      .from(invoices)
      .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
      .where(where);
    return n(counted?.c);
  }
  const counts = await invoiceCounts(db, { status: status || undefined, from: from || undefined, to: to || undefined });
  return [...counts.values()].reduce((a, b) => a + b, 0);
}

export function selectInvoices(db: Db, where: SQL | undefined) {
  return db
    .select({ invoice: invoices, clientName: agencies.name, planName: plans.name, paidCents: paidOf })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .leftJoin(plans, eq(plans.id, invoices.planId))
    .where(where)
    .$dynamic();
}

export function toInvoiceItem(r: {
  invoice: typeof invoices.$inferSelect;
  clientName: string;
  planName: string | null;
  paidCents: unknown;
}): BillingInvoiceItem {
  return {
    id: r.invoice.id,
    number: r.invoice.number,
    clientId: r.invoice.agencyId,
    clientName: r.clientName,
    planName: r.planName ?? r.invoice.planId,
    amountCents: r.invoice.amountCents,
    paidCents: n(r.paidCents),
    issuedDate: r.invoice.issuedOn,
    dueDate: r.invoice.dueOn,
    status: r.invoice.status as InvoiceStatus,
    anomalies: r.invoice.anomalies,
  };
}

type PaymentQuery = z.output<typeof billingPaymentQuery>;

export function paymentFilter({ from, to, method }: Partial<PaymentQuery>, confirmedOnly = false): SQL | undefined {
  return and(
    from ? gte(payments.paidOn, from) : undefined,
    to ? lte(payments.paidOn, to) : undefined,
    method ? eq(payments.method, method) : undefined,
    confirmedOnly ? eq(payments.status, 'confirmed') : undefined,
  );
}

export function selectPayments(db: Db, where: SQL | undefined) {
  return db
    .select({ payment: payments, clientName: agencies.name, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(agencies, eq(agencies.id, payments.agencyId))
    .innerJoin(invoices, and(eq(invoices.agencyId, payments.agencyId), eq(invoices.id, payments.invoiceId)))
    .where(where)
    .orderBy(desc(payments.paidOn), desc(payments.createdAt))
    .$dynamic();
}

export function toPaymentItem(r: { payment: typeof payments.$inferSelect; clientName: string; invoiceNumber: number }): BillingPaymentItem {
  return {
    id: r.payment.id,
    invoiceId: r.payment.invoiceId,
    invoiceNumber: r.invoiceNumber,
    clientName: r.clientName,
    amountCents: r.payment.amountCents,
    paidOn: r.payment.paidOn,
    method: r.payment.method as PaymentMethod,
    status: r.payment.status as BillingPaymentItem['status'],
    reference: r.payment.reference,
  };
}

export async function listBillingPayments(db: Db, query: PaymentQuery, pageSize = BILLING_PAGE_SIZE): Promise<BillingPaymentPage> {
  const where = paymentFilter(query);
  const [rows, totals] = await Promise.all([
    selectPayments(db, where)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    paymentTotals(db, { from: query.from || undefined, to: query.to || undefined, method: query.method || undefined }),
  ]);
  return { items: rows.map(toPaymentItem), total: totals.reduce((s, t) => s + t.payments, 0), page: query.page, pageSize };
}
