import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activities, customerNotifications, exigencias, ownerConsents, quotes, serviceMovements, trackingLinks } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';

// Decision 036, "Quotes, exigências and tracking": a person's quotes, the exigências of their
// services, their consent to customer e-mails and the e-mails queued for them are in the export
// and erased (or revoked) by the anonymisation; another customer's quote is left alone.

const CPF = '529.982.247-25';
const OTHER_CPF = '111.444.777-35';
const QUOTE_ONLY_CPF = '390.533.447-05';

let t: TestApp;
let ana: string;
let serviceId: string;
let quoteId: string;
let otherQuoteId: string;
let quotePath: string;
let trackingToken: string;

const post = (url: string, body: unknown, cookie = ana) => t.request({ method: 'POST', url, cookie, body });
const quote = (over: Record<string, unknown>) =>
  post('/api/quotes', {
    customerName: 'José da Conceição',
    customerDocument: CPF,
    customerPhone: '(21) 99123-4567',
    customerEmail: 'jose@orcamento.com.br',
    plate: 'ABC-1234',
    serviceType: 'transferencia',
    detranFee: '250,00',
    honorarios: 30000,
    extras: [],
    note: 'Cliente José pediu desconto',
    ...over,
  });
const visitor = (method: 'GET' | 'POST', url: string) =>
  t.request({ method, url, ip: t.nextIp(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, ...(method === 'POST' ? { body: '' } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(ana, { name: 'Agência A' });
  const saved = await post('/api/registrations', registration({ owner: { email: 'jose@exemplo.com.br' } }));
  serviceId = saved.json().service.id;
  // Consent, a shared tracking link, and a movement that queues the customer's e-mail.
  expect((await t.request({ method: 'PUT', url: `/api/services/${serviceId}/tracking/consent`, cookie: ana, body: { email: true } })).statusCode).toBe(200);
  trackingToken = (await post(`/api/services/${serviceId}/tracking/links`, {})).json().url.split('/acompanhar/')[1];
  expect((await post(`/api/services/${serviceId}/movements`, { position: 'pronto', note: '' })).statusCode).toBeLessThan(300);
  // An exigência naming the person, returned with a note.
  const ex = await post('/api/exigencias', { serviceId, demand: 'CNH de José da Conceição vencida', items: [], deadline: '', responsibleId: '' });
  expect(ex.statusCode).toBe(201);
  expect((await post(`/api/exigencias/${ex.json().id}/return`, { returnedOn: todayIso(), note: 'José trouxe a CNH nova' })).statusCode).toBe(204);
  // Their quote, shared and accepted by them through the link; Maria's quote is hers.
  quoteId = (await quote({})).json().id;
  quotePath = new URL((await post(`/api/quotes/${quoteId}/share`, {})).json().url).pathname;
  expect((await visitor('POST', `${quotePath}/aceitar`)).statusCode).toBeLessThan(400);
  otherQuoteId = (await quote({ customerName: 'Maria Souza', customerDocument: OTHER_CPF, customerEmail: 'maria@exemplo.com.br' })).json().id;
  expect((await quote({ customerName: 'Carlos Lima', customerDocument: QUOTE_ONLY_CPF })).statusCode).toBe(201);
});
afterAll(async () => t.close());

describe('quotes, exigências and tracking in a person’s data', () => {
  it('counts the quotes made for the CPF/CNPJ', async () => {
    const res = await post('/api/lgpd/person', { document: CPF });
    expect(res.json().counts).toMatchObject({ owners: 1, services: 1, quotes: 1 });
  });

  it('exports the quotes, exigências, consent and queued e-mails (JSON and PDF)', async () => {
    const data = (await post('/api/lgpd/person/export', { document: CPF, format: 'json' })).json();
    expect(data.quotes).toHaveLength(1);
    expect(data.quotes[0]).toMatchObject({
      customerName: 'José da Conceição',
      customerDocument: '52998224725',
      customerEmail: 'jose@orcamento.com.br',
      plate: 'ABC1234',
      totalCents: 55000,
      status: 'aceito',
    });
    expect(JSON.stringify(data.quotes)).not.toContain('tokenHash');
    expect(data.exigencias).toEqual([
      expect.objectContaining({ serviceId, demand: 'CNH de José da Conceição vencida', returnNote: 'José trouxe a CNH nova', status: 'returned' }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ channel: 'email', grantedByName: 'Ana', revokedAt: null })]);
    // The movement above and those of the exigência (raised, returned) each queued an e-mail.
    expect(data.notifications.map((n: { position: string; status: string }) => `${n.position}:${n.status}`)).toEqual([
      'pronto:pending',
      'exigencia:pending',
      'detran:pending',
    ]);

    // What the agency paid on the customer's behalf, under the ledger's own heading (issue 34).
    expect((await post(`/api/services/${serviceId}/expenses`, { paidOn: todayIso(), kind: 'taxa_detran', method: 'pix', amount: '10,00' })).statusCode).toBe(
      201,
    );
    const text = pdfText((await post('/api/lgpd/person/export', { document: CPF, format: 'pdf' })).rawPayload);
    expect(text).toContain('Despesas pagas pela agência em nome do cliente');
    for (const s of [
      'ORÇAMENTOS (1)',
      'jose@orcamento.com.br',
      'EXIGÊNCIAS (1)',
      'CNH de José da Conceição vencida',
      'José trouxe a CNH nova',
      'AUTORIZAÇÕES DE AVISOS (1)',
      'AVISOS AO CLIENTE (3)',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('finds a person known only by a quote', async () => {
    const res = await post('/api/lgpd/person', { document: QUOTE_ONLY_CPF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Carlos Lima', counts: { owners: 0, services: 0, quotes: 1 } });
  });
});

describe('anonymisation of the linked records', () => {
  it('erases the quote’s contact and revokes its link, keeping money and status', async () => {
    expect((await visitor('GET', quotePath)).statusCode).toBe(200);
    const res = await post('/api/lgpd/person/anonymise', { document: CPF, confirmation: 'ANONIMIZAR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ owners: 1, services: 1, quotes: 1 });

    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q).toMatchObject({
      customerName: 'Titular anonimizado',
      customerDocument: '',
      customerPhone: '',
      customerEmail: '',
      plate: '',
      note: '',
      tokenHash: null,
      totalCents: 55000,
      status: 'aceito',
    });
    expect((await visitor('GET', quotePath)).statusCode).toBe(404);
    // The customer's answer on the link no longer carries their name, as actor or in the text.
    const lines = await t.db.select().from(activities).where(eq(activities.entityId, quoteId));
    expect(lines.length).toBeGreaterThan(1);
    expect(JSON.stringify(lines.map((l) => [l.actorName, l.summary]))).not.toContain('José');
    // Maria's quote is untouched.
    const [other] = await t.db.select().from(quotes).where(eq(quotes.id, otherQuoteId));
    expect(other).toMatchObject({ customerName: 'Maria Souza', customerDocument: '11144477735', customerEmail: 'maria@exemplo.com.br' });
  });

  it('erases the exigência texts and their copies in the movements, keeping dates and status', async () => {
    const [e] = await t.db.select().from(exigencias).where(eq(exigencias.serviceId, serviceId));
    expect(e).toMatchObject({ demand: 'Texto removido (LGPD)', returnNote: '', status: 'returned', returnedOn: todayIso() });
    const notes = (await t.db.select().from(serviceMovements).where(eq(serviceMovements.serviceId, serviceId)).orderBy(serviceMovements.createdAt)).map(
      (mv) => `${mv.position}:${mv.note}`,
    );
    expect(notes).toEqual(['emissao:Abertura do serviço', 'pronto:', 'exigencia:Texto removido (LGPD)', 'emissao:Retorno de exigência']);
  });

  it('revokes consent and tracking links and drops the e-mails not yet sent', async () => {
    const [consent] = await t.db.select().from(ownerConsents).where(eq(ownerConsents.channel, 'email'));
    expect(consent!.grantedAt).toBeInstanceOf(Date);
    expect(consent!.revokedAt).toBeInstanceOf(Date);
    expect(consent!.revokedByName).toBe('Ana');
    const live = (await t.db.select().from(trackingLinks).where(eq(trackingLinks.serviceId, serviceId))).filter((l) => !l.revokedAt);
    expect(live).toEqual([]);
    expect((await t.request({ url: `/acompanhar/${trackingToken}`, ip: t.nextIp() })).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(customerNotifications)
        .where(and(eq(customerNotifications.serviceId, serviceId), eq(customerNotifications.status, 'pending'))),
    ).toEqual([]);
    // Nothing is found by the old CPF any more, quotes included.
    expect((await post('/api/lgpd/person', { document: CPF })).statusCode).toBe(404);
  });

  it('anonymises a person known only by a quote', async () => {
    const res = await post('/api/lgpd/person/anonymise', { document: QUOTE_ONLY_CPF, confirmation: QUOTE_ONLY_CPF });
    expect(res.json()).toEqual({ owners: 0, services: 0, requests: 0, quotes: 1, filesDeleted: 0 });
    expect(await t.db.select().from(quotes).where(eq(quotes.customerName, 'Carlos Lima'))).toEqual([]);
    expect((await post('/api/lgpd/person', { document: QUOTE_ONLY_CPF })).statusCode).toBe(404);
  });
});
