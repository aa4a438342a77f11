import { and, asc, count, eq, gte, inArray, isNotNull, lt, min, ne, sql, sum } from 'drizzle-orm';
import { addIsoDays, isoDaysBetween } from '@despacha/domain/billing/periods';
import { SUBSCRIPTION_EXPIRING_DAYS, type ExpiringFacts, type OverdueFacts, type SummaryFacts } from '@despacha/domain/settings/admin-notification-mails';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { agencies, invoices, monitoringIncidents, payments } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { getBillingSettings } from '../billing/public.ts';

/** Overdue invoices older than this are not announced late (after downtime or at the first start). */
export const OVERDUE_LOOKBACK_DAYS = 31;
/** Names a summary lists before "…". */
const SUMMARY_NAMES_MAX = 10;

/** Invoices the daily billing job marked overdue, due within the look-back, keyed by invoice. */
export async function overdueInvoices(db: Db, today: string): Promise<(OverdueFacts & { key: string })[]> {
  const rows = await db
    .select({ id: invoices.id, client: agencies.name, number: invoices.number, amountCents: invoices.amountCents, dueOn: invoices.dueOn })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .where(and(eq(invoices.status, 'overdue'), gte(invoices.dueOn, addIsoDays(today, -OVERDUE_LOOKBACK_DAYS))))
    .orderBy(asc(invoices.dueOn), asc(invoices.number));
  return rows.map((r) => ({ key: r.id, client: r.client, invoiceNumber: r.number, amountCents: r.amountCents, dueOn: r.dueOn }));
}

/**
 * Subscriptions that end within SUBSCRIPTION_EXPIRING_DAYS: a trial on its end date; a paid one on
 * the day dunning would suspend it (its oldest unpaid invoice's due date + suspendAfterDays) — a
 * paid subscription renews itself each month and ends only by going unpaid. Keyed by agency and end
 * date, so an extension or a new unpaid invoice announces the new date.
 */
export async function expiringSubscriptions(db: Db, today: string): Promise<(ExpiringFacts & { key: string })[]> {
  const out: (ExpiringFacts & { key: string })[] = [];
  const within = (endsOn: string) => {
    const left = isoDaysBetween(today, endsOn);
    return left >= 0 && left <= SUBSCRIPTION_EXPIRING_DAYS ? left : null;
  };
  const trials = await db
    .select({ id: agencies.id, name: agencies.name, trialEndsAt: agencies.trialEndsAt })
    .from(agencies)
    .where(and(eq(agencies.status, 'trial'), isNotNull(agencies.trialEndsAt)));
  for (const t of trials) {
    const endsOn = todayIso(t.trialEndsAt!);
    const left = within(endsOn);
    if (left !== null) out.push({ key: `${t.id}:trial:${endsOn}`, client: t.name, kind: 'trial', endsOn, daysLeft: left, openInvoices: 0 });
  }
  const { suspendAfterDays } = await getBillingSettings(db);
  const unpaid = await db
    .select({ id: agencies.id, name: agencies.name, oldest: min(invoices.dueOn), open: count() })
    .from(invoices)
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .where(and(eq(agencies.status, 'active'), inArray(invoices.status, ['pending', 'overdue'])))
    .groupBy(agencies.id, agencies.name);
  for (const u of unpaid) {
    if (!u.oldest) continue;
    const endsOn = addIsoDays(u.oldest, suspendAfterDays);
    const left = within(endsOn);
    if (left !== null) out.push({ key: `${u.id}:paid:${endsOn}`, client: u.name, kind: 'paid', endsOn, daysLeft: left, openInvoices: u.open });
  }
  return out.sort((a, b) => a.endsOn.localeCompare(b.endsOn) || a.client.localeCompare(b.client));
}

/** São Paulo midnight of an ISO day (UTC−3, no daylight saving since 2019), as lib/dates assumes. */
const startOf = (iso: string) => new Date(`${iso}T00:00:00-03:00`);

/** The period's figures for the weekly and monthly summaries, all from the database. */
export async function summaryFacts(db: Db, from: string, to: string, today: string): Promise<SummaryFacts> {
  const start = startOf(from);
  const end = startOf(addIsoDays(to, 1));
  const inPeriod = (column: PgColumn) => and(gte(column, start), lt(column, end));
  const [newClients, newNames, revenue, failed, overdue, incidents, statuses] = await Promise.all([
    db.select({ n: count() }).from(agencies).where(inPeriod(agencies.createdAt)),
    db.select({ name: agencies.name }).from(agencies).where(inPeriod(agencies.createdAt)).orderBy(asc(agencies.createdAt)).limit(SUMMARY_NAMES_MAX),
    db
      .select({ cents: sum(payments.amountCents).mapWith(Number), n: count() })
      .from(payments)
      .where(and(eq(payments.status, 'confirmed'), gte(payments.paidOn, from), sql`${payments.paidOn} <= ${to}`)),
    db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.status, 'failed'), gte(payments.paidOn, from), sql`${payments.paidOn} <= ${to}`)),
    db
      .select({ cents: sum(invoices.amountCents).mapWith(Number), n: count() })
      .from(invoices)
      .where(and(inArray(invoices.status, ['pending', 'overdue']), gte(invoices.dueOn, from), sql`${invoices.dueOn} <= ${to}`, lt(invoices.dueOn, today))),
    db
      .select({ n: count(), open: sql<number>`count(*) filter (where ${monitoringIncidents.status} <> 'resolved')`.mapWith(Number) })
      .from(monitoringIncidents)
      .where(inPeriod(monitoringIncidents.createdAt)),
    db.select({ status: agencies.status, n: count() }).from(agencies).where(ne(agencies.status, 'cancelled')).groupBy(agencies.status),
  ]);
  const byStatus = (s: string) => statuses.find((r) => r.status === s)?.n ?? 0;
  return {
    from,
    to,
    newClients: newClients[0]?.n ?? 0,
    newClientNames: newNames.map((r) => r.name),
    revenueCents: revenue[0]?.cents ?? 0,
    confirmedPayments: revenue[0]?.n ?? 0,
    failedPayments: failed[0]?.n ?? 0,
    overdueInvoices: overdue[0]?.n ?? 0,
    overdueCents: overdue[0]?.cents ?? 0,
    incidentsOpened: incidents[0]?.n ?? 0,
    incidentsOpen: incidents[0]?.open ?? 0,
    activeClients: byStatus('active'),
    trialClients: byStatus('trial'),
  };
}
