import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { and, eq, sql } from 'drizzle-orm';
import { LICENSING_SERVICE_TYPE } from '@despacha/domain/licensing/calendar';
import { reminderMessages as m } from '@despacha/domain/licensing/reminder-messages';
import { auditEvents, licensingReminders, quotes, serviceCatalogFees } from '../../db/schema/index.ts';
import { createTestApp, OWNER_EMAIL, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { todayIso } from '../../lib/dates.ts';

let t: TestApp;
let a: string;
let b: string;
let staff: string;
const v: Record<string, { vehicleId: string; serviceId: string }> = {};

const call = (cookie: string, method: string, url: string, body?: unknown) => t.request({ method, url, cookie, body });
const remind = (cookie: string, ids: string[], honorarios = '150,00') => call(cookie, 'POST', '/api/licensing/reminders', { vehicleIds: ids, honorarios });
const remindersOf = (vehicleId: string) => t.db.select().from(licensingReminders).where(eq(licensingReminders.vehicleId, vehicleId));

async function vehicle(cookie: string, key: string, placa: string, o: { email?: string; cel?: string; consent?: boolean }) {
  const res = await call(
    cookie,
    'POST',
    '/api/registrations',
    registration({
      owner: { nome: `Dono ${key}`, cpf: generateCpf(), email: o.email ?? '', cel: o.cel ?? '' },
      vehicle: { placa, renavam: generateRenavam(), chassis: '' },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const saved = res.json() as { vehicle: { id: string }; service: { id: string } };
  if (o.consent) expect((await call(cookie, 'PUT', `/api/services/${saved.service.id}/tracking/consent`, { email: true })).statusCode).toBe(200);
  v[key] = { vehicleId: saved.vehicle.id, serviceId: saved.service.id };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  const agencyA = (await t.onboard(a, { name: 'Agência A' })).json().id as string;
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  await call(admin, 'POST', '/api/admin/users', { name: 'Equipe A', email: 'equipe@a.com.br', role: 'user', clientId: agencyA, temporaryPassword: 'Abc23xyz' });
  const temporary = await t.login('equipe@a.com.br', 'Abc23xyz');
  await call(temporary, 'POST', '/api/me/password', { currentPassword: 'Abc23xyz', newPassword: 'segredo123' });
  staff = await t.login('equipe@a.com.br');
  await vehicle(a, 'consenting', 'RIO2A11', { email: 'bruno@cliente.com.br', cel: '(21) 99876-5432', consent: true });
  await vehicle(a, 'noConsent', 'KXY3456', { email: 'ze@cliente.com.br', cel: '(21) 99876-1111' });
  await vehicle(a, 'noMobile', 'LMN3457', { email: 'lia@cliente.com.br', consent: true });
  await vehicle(b, 'ofB', 'BBB1231', { email: 'b@cliente.com.br', cel: '(21) 99876-2222', consent: true });
});
afterAll(async () => t.close());

describe('POST /api/licensing/reminders', () => {
  it('e-mails only the owners with consent, a quote link priced from the catalog, and says why the others were skipped', async () => {
    const res = await remind(staff, [v.consenting!.vehicleId, v.noConsent!.vehicleId]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { sent: { vehicleId: string; quoteId: string }[]; skipped: { vehicleId: string; reason: string }[]; emails: number };
    expect(body.sent.map((s) => s.vehicleId)).toEqual([v.consenting!.vehicleId]);
    expect(body.skipped).toEqual([{ vehicleId: v.noConsent!.vehicleId, placa: 'KXY3456', reason: m.skipNoConsent }]);
    expect(body.emails).toBe(1);
    expect(await t.latestMail('ze@cliente.com.br')).toBeUndefined();

    const mail = await t.latestMail('bruno@cliente.com.br');
    expect(mail?.subject).toBe(m.mailSubject('Agência A'));
    const quote = await t.db.query.quotes.findFirst({ where: eq(quotes.id, body.sent[0]!.quoteId) });
    const fee = await t.db.query.serviceCatalogFees.findFirst({
      where: and(eq(serviceCatalogFees.serviceType, 'licenciamento'), eq(serviceCatalogFees.year, Number(todayIso().slice(0, 4)))),
    });
    const feeCents = fee?.confirmed ? fee.feeCents : null;
    expect(quote).toMatchObject({ serviceType: 'licenciamento', plate: 'RIO2A11', detranFeeCents: feeCents, honorariosCents: 15000, status: 'enviado' });
    expect(mail?.text).toContain(m.price(feeCents, 15000));
    expect(mail?.text).toMatch(/\/orcamento\/[A-Za-z0-9_-]{20,}/);

    const [row] = await remindersOf(v.consenting!.vehicleId);
    expect(row).toMatchObject({ channel: 'email', automatic: false, sentByName: 'Equipe A', quoteId: quote!.id });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'licensing_reminder'), eq(auditEvents.entityId, row!.id)));
    expect(events).toHaveLength(1);
  });

  it('refuses a second reminder to the same owner within 15 days, by any channel, and allows it after', async () => {
    const again = await remind(a, [v.consenting!.vehicleId]);
    expect(again.json().sent).toEqual([]);
    expect(again.json().skipped[0].reason).toBe(m.skipRecent(15, todayIso().split('-').reverse().join('/')));
    const whatsapp = await call(a, 'POST', '/api/licensing/reminders/whatsapp', { vehicleId: v.consenting!.vehicleId, honorarios: '150,00' });
    expect(whatsapp.statusCode).toBe(409);
    expect(whatsapp.json().error.message).toContain('espere 15 dias');
    expect(await remindersOf(v.consenting!.vehicleId)).toHaveLength(1);

    await t.db
      .update(licensingReminders)
      .set({ sentAt: sql`now() - interval '15 days 1 minute'` })
      .where(eq(licensingReminders.vehicleId, v.consenting!.vehicleId));
    expect((await remind(a, [v.consenting!.vehicleId])).json().sent).toHaveLength(1);
    expect(await remindersOf(v.consenting!.vehicleId)).toHaveLength(2);
  });

  it('says the DETRAN fee is "a confirmar" when the catalog has no confirmed fee, never R$ 0,00', async () => {
    const year = Number(todayIso().slice(0, 4));
    const where = and(eq(serviceCatalogFees.serviceType, 'licenciamento'), eq(serviceCatalogFees.year, year));
    const before = await t.db.query.serviceCatalogFees.findFirst({ where });
    await t.db.delete(serviceCatalogFees).where(where);
    try {
      const res = await remind(a, [v.noMobile!.vehicleId], '200,00');
      const quote = await t.db.query.quotes.findFirst({ where: eq(quotes.id, res.json().sent[0].quoteId) });
      expect(quote?.detranFeeCents).toBeNull();
      const mail = await t.latestMail('lia@cliente.com.br');
      expect(mail?.text).toContain('taxa do DETRAN-RJ a confirmar');
      expect(mail?.text).not.toContain('R$ 0,00');
    } finally {
      if (before) await t.db.insert(serviceCatalogFees).values(before);
    }
  });

  it("is 404 for another agency's vehicle, and reminds nobody", async () => {
    const res = await remind(b, [v.noConsent!.vehicleId, v.ofB!.vehicleId]);
    expect(res.statusCode).toBe(404);
    expect(await remindersOf(v.ofB!.vehicleId)).toEqual([]);
    expect((await call(b, 'POST', '/api/licensing/reminders/whatsapp', { vehicleId: v.noConsent!.vehicleId, honorarios: '1,00' })).statusCode).toBe(404);
    expect(await remindersOf(v.noConsent!.vehicleId)).toEqual([]);
    const last = await call(b, 'GET', `/api/licensing/reminders/last?ids=${v.consenting!.vehicleId}`);
    expect(last.json()).toEqual({ items: [] });
  });

  it('bounds the selection with pt-BR messages', async () => {
    const res = await call(a, 'POST', '/api/licensing/reminders', { vehicleIds: [], honorarios: '1,00' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(m.selectionRequired);
    const many = Array.from({ length: 51 }, () => crypto.randomUUID());
    expect((await remind(a, many)).body).toContain(m.selectionTooLarge(50));
  });
});

describe('WhatsApp and the last reminder', () => {
  it('records the reminder and answers a wa.me link with the message and the quote link', async () => {
    const res = await call(staff, 'POST', '/api/licensing/reminders/whatsapp', { vehicleId: v.noConsent!.vehicleId, honorarios: '150,00' });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/5521998761111');
    expect(url.searchParams.get('text')).toMatch(/KXY-?3456.*\/orcamento\//s);
    expect(await remindersOf(v.noConsent!.vehicleId)).toMatchObject([{ channel: 'whatsapp', quoteId: res.json().quoteId }]);
  });

  it('refuses WhatsApp for an owner without a mobile', async () => {
    await t.db.delete(licensingReminders).where(eq(licensingReminders.vehicleId, v.noMobile!.vehicleId));
    const res = await call(a, 'POST', '/api/licensing/reminders/whatsapp', { vehicleId: v.noMobile!.vehicleId, honorarios: '150,00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.skipNoMobile);
  });

  it("lists each page vehicle's last reminder with its channel", async () => {
    const ids = [v.consenting!.vehicleId, v.noConsent!.vehicleId, v.noMobile!.vehicleId].join(',');
    const items = (await call(a, 'GET', `/api/licensing/reminders/last?ids=${ids}`)).json().items as { vehicleId: string; channel: string }[];
    expect(Object.fromEntries(items.map((i) => [i.vehicleId, i.channel]))).toEqual({
      [v.consenting!.vehicleId]: 'email',
      [v.noConsent!.vehicleId]: 'whatsapp',
    });
  });
});

describe('settings and the dashboard card', () => {
  it('keeps the monthly run off by default; only a dispatcher turns it on', async () => {
    expect((await call(a, 'GET', '/api/licensing/reminder-settings')).json()).toMatchObject({ autoMonthly: false, honorarios: 0 });
    expect((await call(staff, 'PUT', '/api/licensing/reminder-settings', { autoMonthly: true, honorarios: '120,00' })).statusCode).toBe(403);
    const saved = await call(a, 'PUT', '/api/licensing/reminder-settings', { autoMonthly: true, honorarios: '120,00' });
    expect(saved.json()).toMatchObject({ autoMonthly: true, honorarios: 12000 });
    expect((await call(b, 'GET', '/api/licensing/reminder-settings')).json()).toMatchObject({ autoMonthly: false });
  });

  it("counts the month's due, done and reminded, and the payments on services converted from reminder quotes", async () => {
    const admin = await t.login(OWNER_EMAIL);
    const year = Number(todayIso().slice(0, 4));
    const month = todayIso().slice(0, 7);
    const lastDay = new Date(Date.UTC(year, Number(month.slice(5)), 0)).toISOString().slice(0, 10);
    // Every final due this month, in this test's database only.
    const put = await call(admin, 'PUT', `/api/admin/licensing-calendar/${year}`, {
      dueDates: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((final) => ({ final, dueDate: lastDay })),
      source: 'teste',
    });
    expect(put.statusCode, put.body).toBe(200);
    // The consenting owner's latest reminder quote accepted through its link, converted to their service, and paid.
    const token = /\/orcamento\/([A-Za-z0-9_-]+)/.exec((await t.latestMail('bruno@cliente.com.br'))!.text)![1];
    await t.request({ method: 'POST', url: `/orcamento/${token}/aceitar`, headers: { origin: TEST_ORIGIN } });
    const accepted = await t.db.query.quotes.findFirst({ where: eq(quotes.status, 'aceito') });
    expect((await remindersOf(v.consenting!.vehicleId)).map((r) => r.quoteId)).toContain(accepted?.id);
    expect((await call(a, 'POST', `/api/quotes/${accepted!.id}/link`, { serviceId: v.consenting!.serviceId })).statusCode).toBeLessThan(300);
    const paid = await call(a, 'POST', `/api/services/${v.consenting!.serviceId}/payments`, {
      paidOn: todayIso().split('-').reverse().join('/'),
      method: 'pix',
      amount: '123,45',
      confirmOverpayment: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);

    // One vehicle's licensing of the year marked done by hand (decision 067).
    const today = todayIso().split('-').reverse().join('/');
    expect((await call(a, 'PUT', `/api/licensing/vehicles/${v.noConsent!.vehicleId}/done/${year}`, { doneOn: today })).statusCode).toBe(200);
    // Another marked by hand and then licensed by a completed licensing service as well: counted once.
    expect((await call(a, 'PUT', `/api/licensing/vehicles/${v.consenting!.vehicleId}/done/${year}`, { doneOn: today })).statusCode).toBe(200);
    await t.db.execute(
      sql`update services set servico = ${LICENSING_SERVICE_TYPE}, status = 'completed', completed_at = now() where id = ${v.consenting!.serviceId}`,
    );

    const card = (await call(a, 'GET', '/api/dashboard/licensing')).json();
    // Reminded: the consenting owner's and the WhatsApp one; the owner without a mobile's was deleted above.
    expect(card).toEqual({ month, due: 3, done: 2, reminded: 2, revenueCents: 12345, calendarToConfirm: false });
    expect((await call(b, 'GET', '/api/dashboard/licensing')).json()).toMatchObject({ due: 1, reminded: 0, revenueCents: 0 });
  });
});
