import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { agencies, invoices, payments, subscriptionChanges } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { getSubscriptionSummary } from '../../subscriptions/public.ts';
import { invoiceCounts, paymentTotals, splitByMonth } from './kept-totals.ts';

// The figures migration 0026 keeps (payment_months, invoice_months, agency_plan_counts) equal a
// recount from scratch after API writes and after bulk statements, and the sums read from them
// (whole months kept, end days by index) equal the same sums over the rows.

let t: TestApp;
let admin: string;
const brToday = () => todayIso().split('-').reverse().join('/');
const rowsOf = <T>(r: unknown) => (r as { rows?: T[] }).rows ?? (r as T[]);

async function keptVsRecount() {
  const q = async <T>(text: string) => rowsOf<T>(await t.db.execute(sql.raw(text)));
  const kept = {
    payments: await q(
      `select month::text, method, status, payments::int as n, amount_cents::bigint::text as cents from payment_months where payments <> 0 or amount_cents <> 0 order by 1, 2, 3`,
    ),
    invoices: await q(`select month::text, status, invoices::int as n from invoice_months where invoices <> 0 order by 1, 2`),
    agencies: await q(
      `select status, plan_id, agencies::int as n, additional_users::int as users from agency_plan_counts where agencies <> 0 or additional_users <> 0 order by 1, 2`,
    ),
  };
  const recount = {
    payments: await q(
      `select date_trunc('month', paid_on::timestamp)::date::text as month, method, status, count(*)::int as n, sum(amount_cents)::bigint::text as cents from payments group by 1, 2, 3 order by 1, 2, 3`,
    ),
    invoices: await q(
      `select date_trunc('month', issued_on::timestamp)::date::text as month, status, count(*)::int as n from invoices group by 1, 2 order by 1, 2`,
    ),
    agencies: await q(`select status, plan_id, count(*)::int as n, sum(additional_users)::int as users from agencies group by 1, 2 order by 1, 2`),
  };
  expect(kept).toEqual(recount);
}

let agencyIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona', OWNER_EMAIL);
  const made = await t.db
    .insert(agencies)
    .values(
      ['a', 'b', 'c'].map((k, i) => ({
        name: `Kept ${k}`,
        email: `${k}@kept.com.br`,
        cnpj: `kept-${k}`,
        planId: i === 2 ? 'avancado' : 'basico',
        status: i === 2 ? 'trial' : 'active',
        additionalUsers: i,
      })),
    )
    .returning({ id: agencies.id });
  agencyIds = made.map((r) => r.id);
  // Two agencies' invoices and payments over months, in one statement each (a bulk write).
  const issued = ['2025-11-05', '2025-12-05', '2026-01-05', '2026-01-31', '2026-02-01', '2026-02-14', '2026-03-05'];
  const invs = await t.db
    .insert(invoices)
    .values(
      issued.flatMap((d, i) =>
        agencyIds.slice(0, 2).map((agencyId, j) => ({
          agencyId,
          planId: 'basico',
          amountCents: 19900 + j * 100,
          issuedOn: d,
          dueOn: d,
          status: i < 4 ? 'paid' : i === 6 ? 'overdue' : 'pending',
          periodStart: d,
        })),
      ),
    )
    .returning({ id: invoices.id, agencyId: invoices.agencyId, issuedOn: invoices.issuedOn, status: invoices.status });
  await t.db.insert(payments).values(
    invs
      .filter((i) => i.status === 'paid')
      .map((i, k) => ({
        agencyId: i.agencyId,
        invoiceId: i.id,
        method: (['pix', 'boleto', 'cartao', 'transferencia'] as const)[k % 4]!,
        amountCents: 19900,
        paidOn: i.issuedOn,
        status: k === 3 ? 'failed' : 'confirmed',
      })),
  );
});
afterAll(async () => t.close());

describe('kept billing figures (migration 0026)', () => {
  it('equal a recount after bulk inserts', async () => {
    await keptVsRecount();
  });

  it('equal a recount after API writes: a payment recorded, an invoice cancelled, a client changed', async () => {
    const [open] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyIds[0]!), eq(invoices.status, 'pending')))
      .limit(1);
    const paid = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${open!.id}/payments`,
      cookie: admin,
      body: { method: 'pix', paidOn: brToday(), amountCents: 5000 },
    });
    expect(paid.statusCode).toBe(201);
    const [other] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.agencyId, agencyIds[1]!), eq(invoices.status, 'pending')))
      .limit(1);
    const cancelled = await t.request({ method: 'POST', url: `/api/admin/invoices/${other!.id}/cancel`, cookie: admin, body: {} });
    expect(cancelled.statusCode).toBeLessThan(300);
    const changed = await t.request({
      method: 'POST',
      url: `/api/admin/clients/${agencyIds[2]}/subscription-change`,
      cookie: admin,
      body: { newPlanId: 'basico', newStatus: 'active', reason: 'convertido' },
    });
    expect(changed.statusCode).toBe(201);
    await keptVsRecount();
  });

  it('equal a recount after bulk updates and deletes across agencies', async () => {
    await t.db
      .update(payments)
      .set({ paidOn: sql`${payments.paidOn} + 20`, amountCents: sql`${payments.amountCents} + 1` })
      .where(inArray(payments.agencyId, agencyIds));
    await t.db.update(payments).set({ status: 'confirmed' }).where(eq(payments.status, 'failed'));
    await t.db
      .update(invoices)
      .set({ status: 'overdue', issuedOn: sql`${invoices.issuedOn} - 3` })
      .where(eq(invoices.status, 'pending'));
    await t.db
      .update(agencies)
      .set({ additionalUsers: sql`${agencies.additionalUsers} + 2`, status: 'suspended' })
      .where(inArray(agencies.id, agencyIds.slice(0, 2)));
    await t.db.update(agencies).set({ updatedAt: new Date() }).where(inArray(agencies.id, agencyIds));
    const [gone] = await t.db.select({ agencyId: payments.agencyId, id: payments.id }).from(payments).where(inArray(payments.agencyId, agencyIds)).limit(1);
    await t.db.delete(payments).where(and(eq(payments.agencyId, gone!.agencyId), eq(payments.id, gone!.id)));
    await keptVsRecount();
  });

  it('sum any period as the rows do: whole months kept, the end days by index', async () => {
    const ranges = [
      {},
      { from: '2025-12-01' },
      { to: '2026-01-31' },
      { from: '2025-11-20', to: '2026-02-10' },
      { from: '2026-01-31', to: '2026-02-01' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-02-15', to: '2026-02-10' },
      { from: '2025-12-02', to: '2026-03-30' },
    ];
    for (const r of ranges) {
      const inRange = <C extends typeof payments.paidOn | typeof invoices.issuedOn>(c: C) =>
        and(r.from ? gte(c, r.from) : undefined, r.to ? lte(c, r.to) : undefined);
      const [p] = await t.db
        .select({ n: sql`count(*)`, cents: sql`coalesce(sum(${payments.amountCents}), 0)` })
        .from(payments)
        .where(inRange(payments.paidOn));
      const [pc] = await t.db
        .select({ cents: sql`coalesce(sum(${payments.amountCents}), 0)` })
        .from(payments)
        .where(and(inRange(payments.paidOn), eq(payments.status, 'confirmed'), eq(payments.method, 'pix')));
      const [i] = await t.db
        .select({ n: sql`count(*)` })
        .from(invoices)
        .where(and(inRange(invoices.issuedOn), eq(invoices.status, 'overdue')));
      const all = await paymentTotals(t.db, r);
      const pix = await paymentTotals(t.db, { ...r, method: 'pix', confirmedOnly: true });
      const overdue = await invoiceCounts(t.db, { ...r, status: 'overdue' });
      expect({
        r,
        n: all.reduce((s, x) => s + x.payments, 0),
        cents: all.reduce((s, x) => s + x.amountCents, 0),
        pix: pix.reduce((s, x) => s + x.amountCents, 0),
        overdue: overdue.get('overdue') ?? 0,
      }).toEqual({
        r,
        n: Number(p!.n),
        cents: Number(p!.cents),
        pix: Number(pc!.cents),
        overdue: Number(i!.n),
      });
    }
  });

  it('cuts a period into whole months and end days', () => {
    expect(splitByMonth({ from: '2026-01-15', to: '2026-03-10' })).toEqual({
      months: { from: '2026-02-01', to: '2026-02-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-10' },
      ],
    });
    expect(splitByMonth({ from: '2026-02-01', to: '2026-02-28' })).toEqual({ months: { from: '2026-02-01', to: '2026-02-01' }, days: [] });
    expect(splitByMonth({ from: '2024-02-10', to: '2024-02-29' })).toEqual({ months: null, days: [{ from: '2024-02-10', to: '2024-02-29' }] });
    expect(splitByMonth({ from: '2025-12-20', to: '2026-01-05' })).toEqual({ months: null, days: [{ from: '2025-12-20', to: '2026-01-05' }] });
    expect(splitByMonth({})).toEqual({ months: { from: undefined, to: undefined }, days: [] });
  });

  it('the subscription summary from the kept counts equals the count over every client', async () => {
    // A client with a status change in the period, one created in it, and one changed back and forth.
    const now = new Date();
    await t.db.insert(subscriptionChanges).values([
      { agencyId: agencyIds[0], oldStatus: 'active', newStatus: 'suspended', changeType: 'status_change', createdAt: new Date(now.getTime() - 5 * 86_400_000) },
      { agencyId: agencyIds[1], oldStatus: 'cancelled', newStatus: 'active', changeType: 'status_change', createdAt: new Date(now.getTime() - 9 * 86_400_000) },
      { agencyId: agencyIds[1], oldStatus: 'active', newStatus: 'suspended', changeType: 'status_change', createdAt: new Date(now.getTime() - 2 * 86_400_000) },
    ]);
    await t.db
      .update(agencies)
      .set({ createdAt: new Date(now.getTime() - 90 * 86_400_000) })
      .where(inArray(agencies.id, agencyIds.slice(0, 2)));
    const start = new Date(now.getTime() - 30 * 86_400_000);
    const statusAtStart = sql`coalesce((select sc.old_status from subscription_changes sc where sc.agency_id = ${agencies.id} and sc.created_at >= ${start}
      and sc.old_status is not null order by sc.created_at asc limit 1), ${agencies.status})`;
    const counted = (s: unknown) => sql`${s} in ('active', 'trial', 'suspended')`;
    const existed = sql`${agencies.createdAt} < ${start} and ${counted(statusAtStart)}`;
    const [c] = await t.db
      .select({
        now: sql`count(*) filter (where ${counted(agencies.status)})`,
        atStart: sql`count(*) filter (where ${existed})`,
        lost: sql`count(*) filter (where ${existed} and not ${counted(agencies.status)})`,
      })
      .from(agencies);
    const atStart = Number(c!.atStart);
    const lost = Number(c!.lost);
    const summary = await getSubscriptionSummary(t.db, now);
    expect(summary.churnRate).toBe(atStart === 0 ? 0 : (await import('@despacha/domain/rules/subscription')).churnRate(lost, atStart));
    expect(summary.growthRate).toBe((await import('@despacha/domain/rules/subscription')).growthRate(atStart, Number(c!.now)));
  });
});
