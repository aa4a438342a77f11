import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, invoiceReminders, invoices, jobRuns, plans, subscriptionChanges } from '../../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../../lib/mail.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sendReminders } from './dunning.ts';
import { getBillingSettings } from '../settings.ts';
import { runDailyBilling } from './daily-billing.ts';

// The daily job with a moved clock: each step sets São Paulo noon (15:00 UTC) of a day and runs.
let t: TestApp;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: async (m) => {
    sent.push(m);
    return true;
  },
};
let clock = new Date('2026-04-09T15:00:00Z');
const at = (day: string) => (clock = new Date(`${day}T15:00:00Z`));
const deps = () => ({ db: t.db, mailer, now: () => clock });
const ids: Record<string, string> = {};
const price: Record<string, typeof plans.$inferSelect> = {};

async function agency(key: string, values: Partial<typeof agencies.$inferInsert>) {
  const [row] = await t.db
    .insert(agencies)
    .values({ name: `Cliente ${key}`, email: `${key.toLowerCase()}@clientes.com.br`, cnpj: `cnpj-${key}`, planId: 'basico', status: 'active', ...values })
    .returning({ id: agencies.id });
  ids[key] = row!.id;
}
const invoicesOf = (key: string) => t.db.select().from(invoices).where(eq(invoices.agencyId, ids[key]!)).orderBy(asc(invoices.periodStart));
const statusOf = async (key: string) => (await t.db.select({ s: agencies.status }).from(agencies).where(eq(agencies.id, ids[key]!)))[0]!.s;
const mailsTo = (key: string, subject: RegExp) => sent.filter((m) => m.to === `${key.toLowerCase()}@clientes.com.br` && subject.test(m.subject));

beforeAll(async () => {
  t = await createTestApp();
  for (const p of await t.db.select().from(plans)) price[p.id] = p;
  // P: paying since 10 March (billing day 10), one seat beyond the plan's.
  await agency('P', { additionalUsers: 1, createdAt: new Date('2026-03-10T15:00:00Z') });
  // R: paying since 15 March; its plan changes between two invoices.
  await agency('R', { createdAt: new Date('2026-03-15T15:00:00Z') });
  // T: a trial ending on 13 April, never converted.
  await agency('T', { status: 'trial', createdAt: new Date('2026-03-14T15:00:00Z'), trialEndsAt: new Date('2026-04-13T15:00:00Z') });
  // Paying agencies created on the 30th are billed on the 28th.
  await agency('L', { createdAt: new Date('2026-01-30T15:00:00Z') });
});
afterAll(async () => t.close());

describe('daily billing job', () => {
  it('issues nothing before the billing day, and nothing for trials', async () => {
    at('2026-04-09');
    const days = await runDailyBilling(deps());
    expect(days.map((d) => d.day)).toEqual(['2026-04-09']);
    expect(await t.db.select().from(invoices)).toHaveLength(0);
  });

  it('two runs at once on the billing day issue one invoice, with the amount and snapshot of the day', async () => {
    at('2026-04-10');
    const [a, b] = await Promise.all([runDailyBilling(deps()), runDailyBilling(deps())]);
    expect([...a!, ...b!].map((d) => d.day)).toEqual(['2026-04-10']);
    const [invoice, ...more] = await invoicesOf('P');
    expect(more).toHaveLength(0);
    const basico = price.basico!;
    expect(invoice).toMatchObject({
      status: 'pending',
      planId: 'basico',
      issuedOn: '2026-04-10',
      periodStart: '2026-04-10',
      periodEnd: '2026-05-09',
      dueOn: '2026-04-20',
      planPriceCents: basico.priceCents,
      baseUsers: basico.baseUsers,
      additionalUsers: 1,
      additionalUserPriceCents: basico.additionalUserPriceCents,
      amountCents: basico.priceCents + basico.additionalUserPriceCents,
    });
    expect(mailsTo('P', /^Fatura emitida nº \d+/)).toHaveLength(1);
    expect(mailsTo('P', /^Fatura emitida/)[0]!.text).toContain('20/04/2026');
  });

  it('running the same day again issues nothing new', async () => {
    expect(await runDailyBilling(deps())).toEqual([]);
    expect(await invoicesOf('P')).toHaveLength(1);
    expect(mailsTo('P', /^Fatura emitida/)).toHaveLength(1);
  });

  it('tells a trial 3 days before it ends, once', async () => {
    expect(mailsTo('T', /período de teste termina em 13\/04\/2026/)).toHaveLength(1);
    at('2026-04-11');
    await runDailyBilling(deps());
    expect(mailsTo('T', /período de teste/)).toHaveLength(1);
  });

  it('a trial ending without conversion is suspended by Sistema, and billed nothing', async () => {
    at('2026-04-14');
    await runDailyBilling(deps());
    expect(await statusOf('T')).toBe('suspended');
    const [change] = await t.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.agencyId, ids.T!));
    expect(change).toMatchObject({ oldStatus: 'trial', newStatus: 'suspended', changeReason: 'Fim do período de teste', changedBy: null });
    expect(await invoicesOf('T')).toHaveLength(0);
  });

  it('a plan change reaches the next invoice only', async () => {
    at('2026-04-15');
    await runDailyBilling(deps());
    const [first] = await invoicesOf('R');
    expect(first!.amountCents).toBe(price.basico!.priceCents);
    await t.db.update(agencies).set({ planId: 'avancado', additionalUsers: 2 }).where(eq(agencies.id, ids.R!));
    // R pays, so dunning leaves it alone until its next invoice.
    await t.db.update(invoices).set({ status: 'paid', paidAt: clock }).where(eq(invoices.id, first!.id));
    expect((await invoicesOf('R'))[0]!.amountCents).toBe(price.basico!.priceCents);
  });

  it('reminders go out before, on and after the due date, each once', async () => {
    at('2026-04-17');
    await runDailyBilling(deps());
    expect(mailsTo('P', /vence em 3 dias/)).toHaveLength(1);
    // Sending again for the same day adds nothing: invoice_reminders holds each kind once.
    expect(await sendReminders(t.db, mailer, '2026-04-17', await getBillingSettings(t.db), clock)).toBe(0);
    expect(await sendReminders(t.db, mailer, '2026-04-18', await getBillingSettings(t.db), clock)).toBe(0);
    at('2026-04-20');
    await runDailyBilling(deps());
    expect(mailsTo('P', /vence hoje/)).toHaveLength(1);
    expect((await invoicesOf('P'))[0]!.status).toBe('pending');
    at('2026-04-21');
    await runDailyBilling(deps());
    expect((await invoicesOf('P'))[0]!.status).toBe('overdue');
    expect(mailsTo('P', /vencida/)).toHaveLength(1);
    await runDailyBilling(deps());
    const kinds = await t.db.select({ kind: invoiceReminders.kind }).from(invoiceReminders).where(eq(invoiceReminders.agencyId, ids.P!));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['after', 'before', 'due']);
  });

  it('after 5 missed days, runs each of them once, in order', async () => {
    at('2026-04-26');
    const days = await runDailyBilling(deps());
    expect(days.map((d) => d.day)).toEqual(['2026-04-22', '2026-04-23', '2026-04-24', '2026-04-25', '2026-04-26']);
    const runs = await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'daily-billing'));
    expect(runs.every((r) => r.finishedAt !== null)).toBe(true);
    expect(new Set(runs.map((r) => r.period)).size).toBe(runs.length);
  });

  it('suspends an agency whose oldest overdue invoice is 15 days overdue, recorded as Inadimplência by Sistema', async () => {
    at('2026-05-04');
    await runDailyBilling(deps());
    expect(await statusOf('P')).toBe('active');
    at('2026-05-05');
    await runDailyBilling(deps());
    expect(await statusOf('P')).toBe('suspended');
    const history = await t.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.agencyId, ids.P!));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      oldStatus: 'active',
      newStatus: 'suspended',
      changeType: 'status_change',
      changeReason: 'Inadimplência',
      changedBy: null,
    });
  });

  it('the next invoice carries the new plan and seats; a suspended agency is not billed', async () => {
    at('2026-05-15');
    const days = await runDailyBilling(deps());
    expect(days.at(-1)!.day).toBe('2026-05-15');
    const [, second] = await invoicesOf('R');
    const avancado = price.avancado!;
    expect(second).toMatchObject({
      periodStart: '2026-05-15',
      planId: 'avancado',
      planPriceCents: avancado.priceCents,
      additionalUsers: 2,
      amountCents: avancado.priceCents + 2 * avancado.additionalUserPriceCents,
    });
    expect((await invoicesOf('P')).map((i) => i.periodStart)).toEqual(['2026-04-10']);
  });

  it('an agency that started on the 30th is billed on the 28th', async () => {
    at('2026-05-28');
    await runDailyBilling(deps());
    const rows = await t.db.select().from(invoices).where(eq(invoices.agencyId, ids.L!));
    // April's invoice was never paid: L was suspended on 23 May, before its May billing day.
    expect(rows.map((r) => [r.periodStart, r.periodEnd, r.dueOn])).toEqual([['2026-04-28', '2026-05-27', '2026-05-08']]);
    expect(await statusOf('L')).toBe('suspended');
  });
});
