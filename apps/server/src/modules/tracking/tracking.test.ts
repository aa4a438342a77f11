import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingPageTexts } from '@despacha/domain/tracking/messages';
import type { TestApp } from '../../testing/test-app.ts';
import { trackingAgencies } from './tracking-fixture.ts';
import { registration } from '../../testing/registry-factory.ts';
import { agencies, auditEvents, customerNotifications, services, trackingLinks, trackingViews } from '../../db/schema/index.ts';
import { hashPublicToken, newPublicToken } from '../../lib/public-token.ts';
import { drainCustomerNotifications } from './drain.ts';
import type { CustomerMessenger, CustomerUpdate } from './messenger.ts';

let t: TestApp;
let a: string;
let b: string;
let serviceId: string;

const OWNER = {
  nome: 'José da Conceição',
  cpf: '529.982.247-25',
  endereco: 'Rua das Laranjeiras',
  numero: '415',
  bairro: 'Laranjeiras',
  email: 'jose@cliente.com.br',
};
const tokenOf = (url: string) => url.split('/acompanhar/')[1]!;
const open = (token: string, ip = t.nextIp()) =>
  t.request({
    url: `/acompanhar/${token}`,
    ip,
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
  });
const share = async (cookie = a, id = serviceId) => t.request({ method: 'POST', url: `/api/services/${id}/tracking/links`, cookie });
const status = async () => (await t.request({ url: `/api/services/${serviceId}/tracking`, cookie: a })).json();
const queued = () => t.db.select().from(customerNotifications).where(eq(customerNotifications.serviceId, serviceId));
const move = (position: string) =>
  t.request({ method: 'POST', url: `/api/services/${serviceId}/movements`, cookie: a, body: { position, note: 'Anotação interna de José' } });
const consent = (email: boolean) => t.request({ method: 'PUT', url: `/api/services/${serviceId}/tracking/consent`, cookie: a, body: { email } });

beforeAll(async () => {
  ({ t, a, b } = await trackingAgencies());
  const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration({ owner: OWNER }) });
  serviceId = saved.json().service.id;
});
afterAll(async () => t.close());

describe('tracking link', () => {
  it('opens a phone page with the service, the masked plate, the timeline and the amount due, and nothing personal', async () => {
    const res = await share();
    expect(res.statusCode).toBe(201);
    const { url, whatsappUrl } = res.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/acompanhar\/[A-Za-z0-9_-]{43}$/);
    // The owner's mobile (21) 98765-4321, prefilled with the link.
    expect(whatsappUrl).toMatch(/^https:\/\/wa\.me\/5521987654321\?text=/);
    expect(decodeURIComponent(whatsappUrl.split('text=')[1])).toContain(url);

    const page = await open(tokenOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('Agência A');
    expect(html).toContain('(21) 3333-4444');
    expect(html).toContain('Transferência');
    expect(html).toContain('ABC-1***');
    // Just opened at the agency: the customer is not told it is at DETRAN (decision 058).
    expect(html).toContain('Em preparação na agência');
    expect(html).not.toContain('Em andamento no DETRAN');
    expect(html).toContain('R$ 550,00');
    // Documents required by the catalog and not received yet.
    expect(html).toContain(trackingPageTexts.missing);
    for (const personal of [
      OWNER.nome,
      'José',
      OWNER.cpf,
      '52998224725',
      OWNER.endereco,
      OWNER.bairro,
      OWNER.email,
      '98765-4321',
      'ABC1234',
      'ABC-1234',
      '00639884962',
      '9BWZZZ377VT004251',
      'Anotação',
    ]) {
      expect(html).not.toContain(personal);
    }
  });

  it('records each view with the network only and shows the count to the dispatcher', async () => {
    const before = await status();
    const { url } = (await share()).json();
    await open(tokenOf(url), '203.0.113.77');
    const after = await status();
    expect(after.views).toBe(before.views + 1);
    expect(after.lastViewAt).not.toBeNull();
    const [view] = await t.db.select().from(trackingViews).where(eq(trackingViews.ipPrefix, '203.0.113.0'));
    expect(view).toMatchObject({ serviceId, userAgent: 'Chrome / Android' });
  });

  it('keeps only the SHA-256 of the token', async () => {
    const { url } = (await share()).json();
    const token = tokenOf(url);
    const rows = await t.db.select().from(trackingLinks).where(eq(trackingLinks.serviceId, serviceId));
    expect(rows.some((r) => r.tokenHash === hashPublicToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers any token not issued, malformed or revoked with the same 404 page', async () => {
    const { url } = (await share()).json();
    const token = tokenOf(url);
    const unknown = await open(newPublicToken().token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(trackingPageTexts.notFound);
    // One character changed, a short token, a hash sent as the token, nonsense.
    const near = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const other of [
      near,
      token.slice(0, 20),
      hashPublicToken(token),
      '..%2F..%2Fetc',
      crypto.randomBytes(32).toString('hex'),
      'A'.repeat(150),
      'A'.repeat(300),
    ]) {
      const res = await open(other);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect((await open(token)).statusCode).toBe(200);
    const revoked = await t.request({ method: 'DELETE', url: `/api/services/${serviceId}/tracking/links`, cookie: a });
    expect(revoked.json().activeLinks).toBe(0);
    const gone = await open(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(unknown.body);
  });

  it('a new link voids the ones shared before, unless the user keeps them (issue 32 item 14)', async () => {
    const first = tokenOf((await share()).json().url);
    const second = tokenOf((await share()).json().url);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
    expect((await status()).activeLinks).toBe(1);
    const keep = await t.request({ method: 'POST', url: `/api/services/${serviceId}/tracking/links`, cookie: a, body: { keepOthers: true } });
    expect(keep.statusCode).toBe(201);
    expect((await open(second)).statusCode).toBe(200);
    expect((await open(tokenOf(keep.json().url))).statusCode).toBe(200);
    expect((await status()).activeLinks).toBe(2);
    const bad = await t.request({ method: 'POST', url: `/api/services/${serviceId}/tracking/links`, cookie: a, body: { keepOthers: 'sim' } });
    expect(bad.statusCode).toBe(400);
    expect((await status()).activeLinks).toBe(2);
  });

  it("a suspended agency's page stays; a cancelled or inactive one's goes (decision 048)", async () => {
    const token = tokenOf((await share()).json().url);
    const service = (await t.db.select({ agencyId: services.agencyId }).from(services).where(eq(services.id, serviceId)))[0]!;
    const before = (await t.db.select({ status: agencies.status }).from(agencies).where(eq(agencies.id, service.agencyId)))[0]!.status;
    const notFound = (await open(newPublicToken().token)).body;
    for (const [status, code] of [
      ['suspended', 200],
      ['cancelled', 404],
      ['inactive', 404],
    ] as const) {
      await t.db.update(agencies).set({ status }).where(eq(agencies.id, service.agencyId));
      const page = await open(token);
      expect(page.statusCode, status).toBe(code);
      if (code === 404) expect(page.body).toBe(notFound);
    }
    await t.db.update(agencies).set({ status: before }).where(eq(agencies.id, service.agencyId));
    expect((await open(token)).statusCode).toBe(200);
  });

  it('expires 30 days after the service is completed', async () => {
    const { url } = (await share()).json();
    const setCompleted = (daysAgo: number) =>
      t.db
        .update(services)
        .set({ completedAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(services.id, serviceId));
    await setCompleted(29);
    expect((await open(tokenOf(url))).statusCode).toBe(200);
    expect((await status()).expiresAt).not.toBeNull();
    await setCompleted(31);
    expect((await open(tokenOf(url))).statusCode).toBe(404);
    await t.db.update(services).set({ completedAt: null }).where(eq(services.id, serviceId));
    expect((await open(tokenOf(url))).statusCode).toBe(200);
  });

  it("shows the agency's PIX copia-e-cola for the amount due and its QR code", async () => {
    const bad = await t.request({
      method: 'PUT',
      url: '/api/tracking/settings',
      cookie: a,
      body: { pixKey: 'chave errada', pixMerchantName: '', pixMerchantCity: '', notifyEmail: true },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/tracking/settings',
      cookie: a,
      body: { pixKey: 'pix@agencia-a.com.br', pixMerchantName: 'Agencia A', pixMerchantCity: 'Rio de Janeiro', notifyEmail: true },
    });
    expect(saved.statusCode).toBe(200);
    const { url } = (await share()).json();
    const html = (await open(tokenOf(url))).body;
    expect(html).toContain('br.gov.bcb.pix0120pix@agencia-a.com.br');
    expect(html).toContain('5406550.00');
    expect(html).toMatch(/<svg[^>]*viewBox/);
  });

  it('is rate-limited per address with a pt-BR page', async () => {
    const ip = '198.51.100.9';
    const token = newPublicToken().token;
    let last = await open(token, ip);
    for (let i = 0; i < 30; i++) last = await open(token, ip);
    expect(last.statusCode).toBe(429);
    expect(last.body).toContain(trackingPageTexts.tooMany);
    expect((await open(token, '198.51.100.10')).statusCode).toBe(404);
  });

  it("is another agency's service: 404 on every management route, and B's settings are B's own", async () => {
    for (const [method, url] of [
      ['GET', `/api/services/${serviceId}/tracking`],
      ['POST', `/api/services/${serviceId}/tracking/links`],
      ['DELETE', `/api/services/${serviceId}/tracking/links`],
    ] as const) {
      expect((await t.request({ method, url, cookie: b })).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'PUT', url: `/api/services/${serviceId}/tracking/consent`, cookie: b, body: { email: true } })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/tracking/settings', cookie: b })).json().pixKey).toBe('');
    expect((await t.request({ url: `/api/services/${serviceId}/tracking` })).statusCode).toBe(401);
  });
});

describe('customer e-mails', () => {
  const sent: { to: string; update: CustomerUpdate }[] = [];
  const email: CustomerMessenger = { channel: 'email', send: async (to, update) => (sent.push({ to, update }), true) };
  const drain = () => drainCustomerNotifications(t.db, { email, publicUrl: t.config.publicUrl });

  it("queues nothing without the owner's consent", async () => {
    await move('exigencia');
    expect(await queued()).toHaveLength(0);
  });

  it('with consent, a position change queues the e-mail in the same transaction and the job sends it with a working link', async () => {
    const res = await consent(true);
    expect(res.json().consent).toMatchObject({ granted: true, grantedByName: 'Ana' });
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'owner'));
    expect(trail.map((e) => e.summary)).toContain('Registrou a autorização de avisos por e-mail do proprietário (serviço nº 1)');
    await move('pronto');
    const rows = await queued();
    expect(rows).toMatchObject([{ kind: 'movement', position: 'pronto', status: 'pending' }]);
    expect(await drain()).toEqual({ sent: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(OWNER.email);
    expect(sent[0]!.update).toMatchObject({ agencyName: 'Agência A', plate: 'ABC-1***', headline: 'Pronto: documento disponível' });
    expect((await open(tokenOf(sent[0]!.update.link))).statusCode).toBe(200);
    expect((await queued())[0]!.status).toBe('sent');
    expect(await drain()).toEqual({ sent: 0 });
  });

  it('the real e-mail reaches the outbox without personal data', async () => {
    const { createMailer } = await import('../../lib/mail.ts');
    const { emailMessenger } = await import('./messenger.ts');
    await move('emissao');
    await drainCustomerNotifications(t.db, {
      email: emailMessenger(createMailer({ from: 'x@despacha.test', db: t.db, log: t.app.log })),
      publicUrl: t.config.publicUrl,
    });
    const mail = await t.latestMail(OWNER.email);
    expect(mail?.subject).toBe('Agência A: atualização do serviço nº 1');
    expect(mail?.text).toContain('/acompanhar/');
    expect(mail?.text).not.toContain('José');
    expect(mail?.link).toBeNull();
  });

  it('a vistoria scheduled queues one e-mail; saving it unchanged queues none', async () => {
    const before = (await queued()).length;
    const put = () =>
      t.request({ method: 'PUT', url: `/api/services/${serviceId}/inspection`, cookie: a, body: { data: '10/12/2026', hora: '09:30', posto: 'Posto Barra' } });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(200);
    const rows = await queued();
    expect(rows).toHaveLength(before + 1);
    sent.length = 0;
    await drain();
    expect(sent[0]!.update.headline).toBe('Vistoria agendada: 10/12/2026 às 09:30, Posto Barra.');
  });

  it('the agency turning e-mails off, or the owner revoking consent, stops the queue', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/tracking/settings',
      cookie: a,
      body: { pixKey: '', pixMerchantName: '', pixMerchantCity: '', notifyEmail: false },
    });
    const before = (await queued()).length;
    await move('exigencia');
    expect(await queued()).toHaveLength(before);
    await t.request({
      method: 'PUT',
      url: '/api/tracking/settings',
      cookie: a,
      body: { pixKey: '', pixMerchantName: '', pixMerchantCity: '', notifyEmail: true },
    });
    const revoked = (await consent(false)).json();
    expect(revoked.consent).toMatchObject({ granted: false, revokedByName: 'Ana' });
    expect(revoked.consent.grantedAt).not.toBeNull();
    await move('pronto');
    expect(await queued()).toHaveLength(before);
  });

  it('a row queued before consent was revoked is skipped, not sent', async () => {
    await consent(true);
    await move('emissao');
    await consent(false);
    sent.length = 0;
    await drain();
    expect(sent).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(customerNotifications)
      .where(and(eq(customerNotifications.serviceId, serviceId), eq(customerNotifications.position, 'detran'), eq(customerNotifications.status, 'skipped')));
    expect(row).toBeDefined();
  });
});

describe('retention', () => {
  it('deletes views and finished e-mails older than six months; pending e-mails and recent rows stay', async () => {
    const { pruneTracking, TRACKING_RETENTION_DAYS } = await import('./prune-tracking.ts');
    const now = new Date();
    const old = new Date(now.getTime() - (TRACKING_RETENTION_DAYS + 1) * 86_400_000);
    const [link] = await t.db.select().from(trackingLinks).where(eq(trackingLinks.serviceId, serviceId)).limit(1);
    const agencyId = link!.agencyId;
    const view = (viewedAt: Date) => ({ agencyId, linkId: link!.id, serviceId, viewedAt, ipPrefix: '10.0.0.0', userAgent: 'Chrome / Android' });
    const [oldView, newView] = await t.db
      .insert(trackingViews)
      .values([view(old), view(now)])
      .returning();
    const mail = (status: string, createdAt: Date) => ({ agencyId, serviceId, kind: 'movement', position: 'emissao', status, createdAt });
    const [oldSent, oldPending, newSent] = await t.db
      .insert(customerNotifications)
      .values([mail('sent', old), mail('pending', old), mail('failed', now)])
      .returning();

    const pruned = await pruneTracking(t.db, now);
    expect(pruned.views).toBeGreaterThanOrEqual(1);
    expect(pruned.notifications).toBeGreaterThanOrEqual(1);
    const viewIds = (await t.db.select({ id: trackingViews.id }).from(trackingViews)).map((r) => r.id);
    expect(viewIds).not.toContain(oldView!.id);
    expect(viewIds).toContain(newView!.id);
    const mailIds = (await t.db.select({ id: customerNotifications.id }).from(customerNotifications)).map((r) => r.id);
    expect(mailIds).not.toContain(oldSent!.id);
    expect(mailIds).toContain(oldPending!.id);
    expect(mailIds).toContain(newSent!.id);
    // The pending row is the drain's: delete it so later runs of this file see the queue as before.
    await t.db.delete(customerNotifications).where(and(eq(customerNotifications.agencyId, agencyId), eq(customerNotifications.id, oldPending!.id)));
  });
});
