import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { monthOf, shiftDay, weekOf } from '@despacha/domain/agency-calendar';
import { addIsoDays } from '@despacha/domain/billing/periods';
import { defaultSettings, type NotificationSettings } from '@despacha/domain/settings/defaults';
import { adminNotifications, agencies, invoices, mailOutbox, monitoringIncidents, payments } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { createMailer } from '../../lib/mail.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getBillingSettings } from '../billing/public.ts';
import { settingsStore } from '../settings/public.ts';
import { createAdminNotifier } from './notifier.ts';

let t: TestApp;
let admin: string;
const today = todayIso(new Date());
const lastWeek = weekOf(shiftDay(today, -7));
const lastMonth = monthOf(shiftDay(monthOf(today).from, -1));
/** São Paulo noon of a day, as a stored instant. */
const noon = (iso: string) => new Date(`${iso}T12:00:00-03:00`);
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** A second server process: its own settings cache and mailer over the same database. */
const notifier = () =>
  createAdminNotifier({
    db: t.db,
    mailer: createMailer({ from: 'x@despacha.test', db: t.db, log: t.app.log, scope: 'admin-notice', perRecipientPerHour: 100, perRecipientPerDay: 100 }),
    settings: settingsStore(t.db),
    log: t.app.log,
    publicUrl: t.config.publicUrl,
  });
const mailsTo = (subjectStart: string, to = OWNER_EMAIL) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `${subjectStart}%`)));
const switches = (changes: Partial<NotificationSettings>) =>
  t.request({ method: 'PUT', url: '/api/admin/settings/notifications', cookie: admin, body: { ...defaultSettings.notifications, ...changes } });

async function agency(name: string, values: Partial<typeof agencies.$inferInsert> = {}) {
  const [a] = await t.db
    .insert(agencies)
    .values({ name, email: `${name.length}@c.com.br`, cnpj: `cnpj-${name}`, status: 'active', planId: 'basico', ...values })
    .returning();
  return a!;
}
async function invoice(agencyId: string, dueOn: string, status = 'pending', amountCents = 19900) {
  const [i] = await t.db
    .insert(invoices)
    .values({ agencyId, planId: 'basico', amountCents, issuedOn: addIsoDays(dueOn, -5), dueOn, status })
    .returning();
  return i!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  await t.request({ method: 'PUT', url: '/api/admin/settings/platform', cookie: admin, body: { ...defaultSettings.platform, platformName: 'Despacha Rio' } });
});
afterAll(async () => t.close());
beforeEach(async () => {
  expect((await switches({})).statusCode).toBe(200);
});

describe('weekly and monthly summaries', () => {
  const weekDay = shiftDay(lastWeek.from, 2);
  const monthDay = shiftDay(lastMonth.from, 1);
  const inMonth = (d: string) => d >= lastMonth.from && d <= lastMonth.to;

  beforeAll(async () => {
    // Last week: a new client who paid R$ 150,00, one refused charge, an unpaid invoice due, an incident still open.
    const a = await agency('Cliente da Semana', { createdAt: noon(weekDay) });
    const paid = await invoice(a.id, weekDay, 'paid', 15000);
    await t.db.insert(payments).values({ agencyId: a.id, invoiceId: paid.id, method: 'pix', amountCents: 15000, paidOn: weekDay, status: 'confirmed' });
    await t.db.insert(payments).values({ agencyId: a.id, invoiceId: paid.id, method: 'cartao', amountCents: 15000, paidOn: weekDay, status: 'failed' });
    await invoice(a.id, weekDay, 'overdue', 8000);
    await t.db.insert(monitoringIncidents).values({ type: 'warning', title: 'Queda', status: 'investigating', severity: 'high', createdAt: noon(weekDay) });
    // Last month: another client and R$ 20,00 received.
    const b = await agency('Cliente do Mês', { createdAt: noon(monthDay), status: 'trial' });
    const paidB = await invoice(b.id, monthDay, 'paid', 2000);
    await t.db.insert(payments).values({ agencyId: b.id, invoiceId: paidB.id, method: 'pix', amountCents: 2000, paidOn: monthDay, status: 'confirmed' });
  });

  it("sends last week's figures from the database once, however many processes tick", async () => {
    const results = await Promise.all([notifier().runScheduled(), notifier().runScheduled()]);
    expect(results.map((r) => r.weekly).sort()).toEqual([0, 1]);
    const mails = await mailsTo('Resumo semanal');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Resumo semanal ${brDate(lastWeek.from)} a ${brDate(lastWeek.to)} — Despacha Rio`);
    const text = mails[0]!.text;
    expect(text).toContain('Novos clientes: 1 (Cliente da Semana)');
    expect(text).toContain('Receita: R$ 150,00 em 1 pagamento confirmado');
    expect(text).toContain('Pagamentos recusados: 1');
    expect(text).toContain('Faturas vencidas sem pagamento: 1 (R$ 80,00)');
    expect(text).toContain('Incidentes abertos no período: 1 (1 ainda aberto)');
    expect(text).toContain('Clientes ativos hoje: 1; em teste: 1');
    expect((await notifier().runScheduled()).weekly).toBe(0);
  });

  it("sends last month's figures once", async () => {
    const mails = await mailsTo('Resumo mensal');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Resumo mensal ${brDate(lastMonth.from)} a ${brDate(lastMonth.to)} — Despacha Rio`);
    const weekInMonth = inMonth(weekDay);
    expect(mails[0]!.text).toContain(`Novos clientes: ${weekInMonth ? 2 : 1}`);
    expect(mails[0]!.text).toContain(`Receita: R$ ${weekInMonth ? '170,00' : '20,00'}`);
  });

  it('switched off: nothing is sent or claimed; switched on, the last period goes out', async () => {
    await t.db.delete(adminNotifications).where(eq(adminNotifications.kind, 'weekly_summary'));
    await t.db.delete(mailOutbox).where(like(mailOutbox.subject, 'Resumo semanal%'));
    await switches({ weeklyReports: false });
    expect((await notifier().runScheduled()).weekly).toBe(0);
    expect(await t.db.select().from(adminNotifications).where(eq(adminNotifications.kind, 'weekly_summary'))).toHaveLength(0);
    await switches({ weeklyReports: true });
    expect((await notifier().runScheduled()).weekly).toBe(1);
    expect(await mailsTo('Resumo semanal')).toHaveLength(1);
  });
});

describe('overdue invoices', () => {
  it('one mail lists the invoices that went overdue; each only once; switched off, skipped for good', async () => {
    const a = await agency('Cliente Atrasado');
    const late = await invoice(a.id, shiftDay(today, -2), 'overdue');
    await invoice(a.id, shiftDay(today, -60), 'overdue'); // past the look-back: not announced late
    expect((await notifier().runScheduled()).overdue).toBe(1);
    const mail = (await mailsTo('Fatura vencida sem pagamento')).find((m) => m.text.includes('Cliente Atrasado'));
    expect(mail!.text).toContain(`Cliente Atrasado: fatura nº ${late.number}, R$ 199,00, venceu em ${brDate(shiftDay(today, -2))}`);
    expect(mail!.text).not.toContain(brDate(shiftDay(today, -60)));
    expect((await notifier().runScheduled()).overdue).toBe(0);

    await switches({ paymentFailures: false });
    const quiet = await invoice(a.id, shiftDay(today, -1), 'overdue');
    expect((await notifier().runScheduled()).overdue).toBe(0);
    await switches({ paymentFailures: true });
    expect((await notifier().runScheduled()).overdue).toBe(0);
    const all = await t.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%vencida%'));
    expect(all.some((m) => m.text.includes(`fatura nº ${quiet.number},`))).toBe(false);
  });
});

describe('subscriptions expiring', () => {
  it('a trial ending within 7 days is announced once per end date; a later end date announces again', async () => {
    const a = await agency('Teste Quase no Fim', { status: 'trial', trialEndsAt: noon(shiftDay(today, 5)) });
    await agency('Teste Longe', { status: 'trial', trialEndsAt: noon(shiftDay(today, 20)) });
    expect((await notifier().runScheduled()).expiring).toBe(1);
    const [mail] = await mailsTo('Assinatura expirando: Teste Quase no Fim');
    expect(mail!.text).toContain(`Teste Quase no Fim: período de teste termina em ${brDate(shiftDay(today, 5))} (5 dias)`);
    expect(mail!.text).not.toContain('Teste Longe');
    expect((await notifier().runScheduled()).expiring).toBe(0);
    await t.db
      .update(agencies)
      .set({ trialEndsAt: noon(shiftDay(today, 7)) })
      .where(eq(agencies.id, a.id));
    expect((await notifier().runScheduled()).expiring).toBe(1);
    await t.db.update(agencies).set({ status: 'active' }).where(eq(agencies.id, a.id));
  });

  it('a paid subscription is announced before dunning would suspend it', async () => {
    const { suspendAfterDays } = await getBillingSettings(t.db);
    const a = await agency('Assinante Devedor');
    const due = addIsoDays(today, 3 - suspendAfterDays);
    await invoice(a.id, due, due < today ? 'overdue' : 'pending');
    expect((await notifier().runScheduled()).expiring).toBe(1);
    const [mail] = await mailsTo('Assinatura expirando: Assinante Devedor');
    expect(mail!.text).toContain(`Assinante Devedor: será suspensa por inadimplência em ${brDate(shiftDay(today, 3))} (3 dias) (1 fatura em aberto)`);
  });

  it('switched off, nothing; switched on while still expiring, it is announced', async () => {
    await switches({ subscriptionExpiring: false });
    await agency('Teste Desligado', { status: 'trial', trialEndsAt: noon(shiftDay(today, 2)) });
    expect((await notifier().runScheduled()).expiring).toBe(0);
    expect(await mailsTo('Assinatura expirando: Teste Desligado')).toHaveLength(0);
    await switches({ subscriptionExpiring: true });
    expect((await notifier().runScheduled()).expiring).toBe(1);
    expect(await mailsTo('Assinatura expirando: Teste Desligado')).toHaveLength(1);
  });
});

describe('monthly summary switch', () => {
  it('monthlyReports off: no monthly mail', async () => {
    await t.db.delete(adminNotifications).where(eq(adminNotifications.kind, 'monthly_summary'));
    await switches({ monthlyReports: false });
    expect((await notifier().runScheduled()).monthly).toBe(0);
    await switches({ monthlyReports: true });
    expect((await notifier().runScheduled()).monthly).toBe(1);
  });
});
