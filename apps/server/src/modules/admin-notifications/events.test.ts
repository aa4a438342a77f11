import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { defaultSettings, type NotificationSettings } from '@despacha/domain/settings/defaults';
import { adminNotifications, agencies, invoices, mailOutbox, payments } from '../../db/schema/index.ts';
import { OWNER_EMAIL, TEST_WEBHOOK_SECRET, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SIGNATURE_HEADER, signGeneric } from '../billing/public.ts';

const SECOND_ADMIN = 'segunda.admin@despacha.test';
let t: TestApp;
let admin: string;

const mailsTo = (to: string, subjectStart: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `${subjectStart}%`)));
const switches = (changes: Partial<NotificationSettings>) =>
  t.request({ method: 'PUT', url: '/api/admin/settings/notifications', cookie: admin, body: { ...defaultSettings.notifications, ...changes } });
const createClient = (name: string, cnpj = '') =>
  t.request({
    method: 'POST',
    url: '/api/admin/clients',
    cookie: admin,
    body: { name, email: `${cnpj || name.length}@clientes.com.br`, planId: 'basico', cnpj },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  await t.request({
    method: 'PUT',
    url: '/api/admin/settings/platform',
    cookie: admin,
    body: { ...defaultSettings.platform, platformName: 'Despacha Rio', supportEmail: 'suporte@despacha.test' },
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/users',
    cookie: admin,
    body: { name: 'Segunda Admin', email: SECOND_ADMIN, phone: '(21) 99876-5432', role: 'admin', clientId: '', temporaryPassword: 'Abc23xyz' },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => t.close());
beforeEach(async () => {
  expect((await switches({})).statusCode).toBe(200);
});

describe('new client', () => {
  it('created by an admin: the other administrators are told, not the one who did it', async () => {
    const res = await createClient('Despachante Aurora');
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(SECOND_ADMIN, 'Novo cliente cadastrado: Despachante Aurora');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Novo cliente cadastrado: Despachante Aurora — Despacha Rio');
    expect(mail!.text).toContain('Dona da Plataforma cadastrou um novo cliente.');
    expect(mail!.text).toContain('Plano: Básico');
    expect(mail!.text).toContain(`/admin/clients/${res.json().id}`);
    // Signed with Configurações' name and support address, as every mail.
    expect(mail!.text).toContain('Dúvidas? Escreva para suporte@despacha.test.');
    expect(await mailsTo(OWNER_EMAIL, 'Novo cliente cadastrado')).toHaveLength(0);
  });

  it('signed up by the agency itself (onboarding): every administrator is told', async () => {
    const user = await t.userSession('Gerente', 'gerente@aurora.com.br');
    const res = await t.onboard(user, { name: 'Agência Boreal', cnpj: '11.222.333/0001-81' });
    expect(res.statusCode, res.body).toBe(201);
    for (const to of [OWNER_EMAIL, SECOND_ADMIN]) {
      const mails = await mailsTo(to, 'Novo cliente cadastrado: Agência Boreal');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Um novo cliente se cadastrou pelo site.');
      expect(mails[0]!.text).toContain('Em período de teste até');
    }
  });

  it('switched off: no mail, and none later when switched back on', async () => {
    await switches({ newClientRegistration: false });
    const res = await createClient('Despachante Silencioso');
    expect(res.statusCode).toBe(201);
    await switches({ newClientRegistration: true });
    await createClient('Despachante Seguinte');
    expect(await mailsTo(SECOND_ADMIN, 'Novo cliente cadastrado: Despachante Silencioso')).toHaveLength(0);
    expect(await mailsTo(SECOND_ADMIN, 'Novo cliente cadastrado: Despachante Seguinte')).toHaveLength(1);
    const [row] = await t.db.select().from(adminNotifications).where(eq(adminNotifications.key, res.json().id));
    expect(row).toMatchObject({ kind: 'new_client', skipped: true, recipients: 0 });
  });

  it("notices count apart from the admin's own mail limit: many clients, and the password reset still goes", async () => {
    for (let i = 0; i < 7; i++) expect((await createClient(`Lote ${i}`)).statusCode).toBe(201);
    expect(await mailsTo(SECOND_ADMIN, 'Novo cliente cadastrado: Lote')).toHaveLength(7);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: SECOND_ADMIN, redirectTo: '/redefinir-senha' },
      ip: t.nextIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await mailsTo(SECOND_ADMIN, 'Redefinição de senha')).toHaveLength(1);
  });
});

describe('payment failure (provider webhook payment.failed)', () => {
  let agencyId: string;
  beforeAll(async () => {
    const [a] = await t.db
      .insert(agencies)
      .values({ name: 'Cliente Recusado', email: 'recusado@clientes.com.br', cnpj: 'cnpj-R', status: 'active', planId: 'basico' })
      .returning();
    agencyId = a!.id;
  });
  const invoice = async () =>
    (await t.db.insert(invoices).values({ agencyId, planId: 'basico', amountCents: 19900, issuedOn: '2026-01-01', dueOn: '2026-01-10' }).returning())[0]!;
  const failed = (id: string, invoiceNumber: number) => {
    const raw = JSON.stringify({ id, type: 'payment.failed', data: { invoiceNumber, amountCents: 19900, paidAt: new Date().toISOString(), method: 'cartao' } });
    return t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signGeneric(TEST_WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000)) },
      payload: raw,
    });
  };

  it('keeps a failed payment, leaves the invoice unpaid and tells every admin once', async () => {
    const inv = await invoice();
    const res = await failed('evt_declined', inv.number);
    expect(res.json()).toEqual({ status: 'recorded' });
    expect(await t.db.select({ status: payments.status }).from(payments).where(eq(payments.invoiceId, inv.id))).toEqual([{ status: 'failed' }]);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, inv.id)))[0]!.status).toBe('pending');
    expect((await failed('evt_declined', inv.number)).json()).toEqual({ status: 'duplicate' });
    for (const to of [OWNER_EMAIL, SECOND_ADMIN]) {
      const mails = await mailsTo(to, `Falha de pagamento: Cliente Recusado, fatura nº ${inv.number}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('R$ 199,00');
      expect(mails[0]!.text).toContain('Forma de pagamento: Cartão.');
    }
    // The agency is not mailed a "payment confirmed".
    expect(await t.latestMail('recusado@clientes.com.br')).toBeUndefined();
  });

  it('switched off: the failed payment is kept, no mail', async () => {
    await switches({ paymentFailures: false });
    const inv = await invoice();
    expect((await failed('evt_declined_off', inv.number)).json()).toEqual({ status: 'recorded' });
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(1);
    expect(await mailsTo(OWNER_EMAIL, `Falha de pagamento: Cliente Recusado, fatura nº ${inv.number}`)).toHaveLength(0);
  });
});

describe('system alerts (incidents)', () => {
  const register = (title: string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/monitoring/incidents',
      cookie: admin,
      body: { type: 'warning', title, status: 'investigating', severity: 'high' },
    });

  it('an incident registered by an admin reaches the other administrators', async () => {
    expect((await register('Lentidão no DETRAN')).statusCode).toBe(201);
    const [mail] = await mailsTo(SECOND_ADMIN, 'Alerta do sistema: Lentidão no DETRAN');
    expect(mail!.text).toContain('Dona da Plataforma registrou um incidente.');
    expect(mail!.text).toContain('Gravidade: Alta');
    expect(mail!.text).toContain('/admin/monitoring');
    expect(await mailsTo(OWNER_EMAIL, 'Alerta do sistema: Lentidão no DETRAN')).toHaveLength(0);
  });

  it('an incident the monitor opens reaches every administrator; switched off, none', async () => {
    await switches({ systemAlerts: false });
    expect((await register('Janela silenciosa')).statusCode).toBe(201);
    expect(await mailsTo(SECOND_ADMIN, 'Alerta do sistema: Janela silenciosa')).toHaveLength(0);
    await switches({ systemAlerts: true });

    const t0 = Date.now();
    t.app.monitoring.setProbe('storage', async () => {
      throw new Error('disco cheio');
    });
    for (const minute of [0, 1, 2, 3, 4]) await t.app.monitoring.tick(t0 + minute * 60_000 + 1_000);
    for (const to of [OWNER_EMAIL, SECOND_ADMIN]) {
      const mails = await mailsTo(to, 'Alerta do sistema: Armazenamento');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('O monitoramento abriu um incidente automaticamente.');
      expect(mails[0]!.text).toContain('disco cheio');
    }
    t.app.monitoring.setProbe('storage', async () => 'ok');
    await t.app.monitoring.tick(t0 + 5 * 60_000 + 1_000);
  });
});
