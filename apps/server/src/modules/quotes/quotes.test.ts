import { generateCpf, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { activities, agencies, quotes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fillOtherAgency, scansOf, seqScansOfLarge } from '../../testing/query-plans.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';
import { todayIso } from '../../lib/dates.ts';
import { hashPublicToken } from '../../lib/public-token.ts';
import { vehicleOfPlateQuery } from './queries.ts';
import { addDaysIso } from './save-quote.ts';

// Orçamentos (issue 19 item 3, decision 041): tenant isolation, totals from the server, the
// public link (404 alike for unknown and revoked tokens, no CPF in the page), the customer's
// answer, and the conversion that links the saved service.

let t: TestApp;
let ana: string; // agency A
let bia: string; // agency B
const today = todayIso();

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(ana, { name: 'Agência A' });
  bia = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' });
});
afterAll(async () => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  customerName: 'Maria Souza',
  customerDocument: '529.982.247-25',
  customerPhone: '(21) 99123-4567',
  customerEmail: 'maria@exemplo.com.br',
  plate: 'ABC-1234',
  serviceType: 'transferencia',
  detranFee: '250,00',
  honorarios: 30000,
  extras: [
    { label: 'Vistoria móvel', amount: '80,00' },
    { label: 'Placas', amount: 12050 },
  ],
  ...over,
});
const create = (over: Record<string, unknown> = {}, cookie = ana) => t.request({ method: 'POST', url: '/api/quotes', cookie, body: body(over) });
const share = async (id: string) => (await t.request({ method: 'POST', url: `/api/quotes/${id}/share`, cookie: ana })).json().url as string;
const pathOf = (url: string) => new URL(url).pathname;
/** A signed-out visitor from an address of its own (the public pages are rate-limited per address). */
let visitor = 1;
const anonymous = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.request({
    method,
    url,
    ip: `10.77.0.${visitor++}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(method === 'POST' ? { body: '' } : {}),
  });

describe('quotes', () => {
  it('numbers quotes per agency and computes the total on the server, whatever is sent', async () => {
    const res = await create({ total: 1 });
    expect(res.statusCode).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({
      number: 1,
      detranFee: 25000,
      honorarios: 30000,
      extrasTotal: 20050,
      total: 75050,
      status: 'rascunho',
      customerDocument: '52998224725',
      plate: 'ABC1234',
    });
    expect(q.serviceLabel).toBe('Transferência de propriedade');
    expect(q.validUntil).toBe(addDaysIso(today, 15));
    expect((await create()).json().number).toBe(2);
    expect((await create({}, bia)).json().number).toBe(1);
  });

  it('refuses an unknown service type, a past validity and oversized extras lists', async () => {
    expect((await create({ serviceType: 'nao-existe' })).json().error.fields).toEqual({ serviceType: 'Tipo de serviço não encontrado no catálogo' });
    expect((await create({ validUntil: addDaysIso(today, -1) })).json().error.fields).toEqual({ validUntil: 'A validade não pode ser anterior a hoje' });
    const many = Array.from({ length: 11 }, (_, i) => ({ label: `Extra ${i}`, amount: 100 }));
    expect((await create({ extras: many })).statusCode).toBe(400);
    expect((await create({ honorarios: 1_000_000_001 })).statusCode).toBe(400);
  });

  it("keeps agency B out of A's quotes: 404 by id, absent from B's list and search", async () => {
    const a = (await create({ customerName: 'Cliente Exclusivo de A' })).json();
    for (const [method, url] of [
      ['GET', `/api/quotes/${a.id}`],
      ['PUT', `/api/quotes/${a.id}`],
      ['GET', `/api/quotes/${a.id}/pdf`],
      ['POST', `/api/quotes/${a.id}/share`],
      ['POST', `/api/quotes/${a.id}/status`],
      ['GET', `/api/quotes/${a.id}/conversion`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        cookie: bia,
        body: method === 'PUT' ? body() : method === 'POST' && url.endsWith('status') ? { status: 'aceito' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await t.request({ url: '/api/quotes?q=Exclusivo', cookie: bia })).json();
    expect(list.items).toEqual([]);
    const all = (await t.request({ url: '/api/quotes', cookie: bia })).json();
    expect(all.items.map((q: { customerName: string }) => q.customerName)).not.toContain('Cliente Exclusivo de A');
    expect((await t.request({ url: '/api/quotes?q=Exclusivo', cookie: ana })).json().items).toHaveLength(1);
    expect((await t.request({ url: '/api/quotes' })).statusCode).toBe(401);
  });

  it('filters by status, expired ones read as "expirado"', async () => {
    const q = (await create({ customerName: 'Cliente Vencido' })).json();
    await t.db
      .update(quotes)
      .set({ validUntil: addDaysIso(today, -2) })
      .where(eq(quotes.id, q.id));
    const expired = (await t.request({ url: '/api/quotes?status=expirado', cookie: ana })).json();
    expect(expired.items.map((x: { id: string }) => x.id)).toEqual([q.id]);
    expect(expired.items[0].status).toBe('expirado');
    const drafts = (await t.request({ url: '/api/quotes?status=rascunho', cookie: ana })).json();
    expect(drafts.items.map((x: { id: string }) => x.id)).not.toContain(q.id);
  });

  it('sorts the list by the column asked, refuses an unknown one, and never shows another agency', async () => {
    const low = (await create({ customerName: 'Ordem Barata', honorarios: 1, extras: [] })).json();
    const high = (await create({ customerName: 'Ordem Cara', honorarios: 900000, extras: [] })).json();
    await create({ customerName: 'Ordem de B', honorarios: 5000, extras: [] }, bia);
    const ids = async (query: string, cookie = ana) => {
      const res = await t.request({ url: `/api/quotes?q=Ordem&${query}`, cookie });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((x: { id: string }) => x.id) as string[];
    };
    expect(await ids('sort=total&dir=asc')).toEqual([low.id, high.id]);
    expect(await ids('sort=total&dir=desc')).toEqual([high.id, low.id]);
    expect(await ids('sort=customer&dir=asc')).toEqual([low.id, high.id]);
    expect(await ids('')).toEqual([high.id, low.id]); // newest number first, as before
    const bad = await t.request({ url: '/api/quotes?sort=segredo', cookie: ana });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ sort: 'Ordenação inválida' });
    expect((await t.request({ url: '/api/quotes?dir=lado', cookie: ana })).statusCode).toBe(400);
    const theirs = await ids('sort=total&dir=desc', bia);
    expect(theirs).toHaveLength(1);
    expect(theirs).not.toContain(high.id);
  });

  it('prints an A4 PDF with the lines, total and validity', async () => {
    const q = (await create()).json();
    const res = await t.request({ url: `/api/quotes/${q.id}/pdf`, cookie: ana });
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`ORÇAMENTO Nº ${q.number}`);
    expect(text).toContain('Agência A');
    expect(text).toContain('Vistoria móvel');
    expect(text).toContain('R$ 750,50');
  });
});

describe('public link', () => {
  it('shows the quote signed out without CPF, e-mail or phone; unknown and revoked tokens are the same 404', async () => {
    const q = (await create()).json();
    const url = await share(q.id);
    expect(url).toMatch(/\/orcamento\/[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.query.quotes.findFirst({ where: eq(quotes.id, q.id) });
    expect(stored!.tokenHash).toBe(hashPublicToken(url.split('/').pop()!));
    expect(stored!.status).toBe('enviado');

    const page = await anonymous('GET', pathOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Maria Souza');
    expect(page.body).toContain('R$ 750,50');
    expect(page.body).toContain('Aceitar orçamento');
    for (const secret of ['529.982.247-25', '52998224725', 'maria@exemplo.com.br', '99123', 'ABC1234', 'ABC-1234']) expect(page.body).not.toContain(secret);
    // The tracking page hides the same characters (one partialPlate for both, issue 32 item 8).
    expect(page.body).toContain('ABC-1***');

    const unknown = await anonymous('GET', `/orcamento/${'x'.repeat(43)}`);
    const malformed = await anonymous('GET', '/orcamento/abc');
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toBe(unknown.body);
    const long = await anonymous('GET', `/orcamento/${'A'.repeat(150)}`);
    expect(long.statusCode).toBe(404);
    expect(long.body).toBe(unknown.body);
    expect((await anonymous('POST', `/orcamento/${'A'.repeat(150)}/aceitar`)).statusCode).toBe(404);

    expect((await t.request({ method: 'DELETE', url: `/api/quotes/${q.id}/share`, cookie: ana })).json().shared).toBe(false);
    const revoked = await anonymous('GET', pathOf(url));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown.body);
  });

  it('a new link replaces the previous one', async () => {
    const q = (await create()).json();
    const first = await share(q.id);
    const second = await share(q.id);
    expect((await anonymous('GET', pathOf(first))).statusCode).toBe(404);
    expect((await anonymous('GET', pathOf(second))).statusCode).toBe(200);
  });

  it("a blocked agency's quote shows who to call and takes no answer (decision 048)", async () => {
    const q = (await create()).json();
    const path = pathOf(await share(q.id));
    const agencyId = (await t.request({ url: '/api/me', cookie: ana })).json().agency.id as string;
    const before = (await t.db.select({ status: agencies.status }).from(agencies).where(eq(agencies.id, agencyId)))[0]!.status;
    for (const status of ['suspended', 'cancelled'] as const) {
      await t.db.update(agencies).set({ status }).where(eq(agencies.id, agencyId));
      const page = await anonymous('GET', path);
      expect(page.statusCode, status).toBe(403);
      expect(page.body).toContain('Este orçamento não pode ser respondido por aqui no momento.');
      expect(page.body).not.toContain('R$ 750,50');
      expect(page.body).not.toContain('Aceitar orçamento');
      expect((await anonymous('POST', `${path}/aceitar`)).statusCode, status).toBe(403);
    }
    await t.db.update(agencies).set({ status: before }).where(eq(agencies.id, agencyId));
    expect((await t.request({ url: `/api/quotes/${q.id}`, cookie: ana })).json().status).toBe('enviado');
    expect((await anonymous('GET', path)).statusCode).toBe(200);
  });

  it('accepting through the link records the answer once; a cross-site post is refused', async () => {
    const q = (await create()).json();
    const path = pathOf(await share(q.id));
    const forged = await anonymous('POST', `${path}/aceitar`, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect((await t.request({ url: `/api/quotes/${q.id}`, cookie: ana })).json().status).toBe('enviado');

    const accepted = await anonymous('POST', `${path}/aceitar`);
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(path);
    const after = (await t.request({ url: `/api/quotes/${q.id}`, cookie: ana })).json();
    expect(after.status).toBe('aceito');
    expect(after.answeredAt).not.toBeNull();
    const feed = await t.db.select().from(activities).where(eq(activities.entityId, q.id));
    expect(feed.find((a) => a.summary.includes('aceitou'))).toMatchObject({
      actorId: null,
      actorName: 'Maria Souza',
      summary: `Maria Souza aceitou o orçamento nº ${q.number} pelo link`,
    });
    // A later "Recusar" changes nothing: the answer was given.
    await anonymous('POST', `${path}/recusar`);
    expect((await t.request({ url: `/api/quotes/${q.id}`, cookie: ana })).json().status).toBe('aceito');
    const page = await anonymous('GET', path);
    expect(page.body).toContain('Orçamento aceito');
    expect(page.body).not.toContain('Aceitar orçamento');
    expect((await anonymous('POST', `/orcamento/${'y'.repeat(43)}/aceitar`)).statusCode).toBe(404);
  });

  it('refusing through the link', async () => {
    const q = (await create()).json();
    const path = pathOf(await share(q.id));
    await anonymous('POST', `${path}/recusar`);
    expect((await t.request({ url: `/api/quotes/${q.id}`, cookie: ana })).json().status).toBe('recusado');
  });

  it('limits the views per client address', async () => {
    const ip = '10.88.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await t.request({ url: `/orcamento/${'z'.repeat(43)}`, ip })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});

describe('conversion', () => {
  it('only an accepted quote converts; the saved service is linked once and the quote is "convertido"', async () => {
    const q = (await create({ plate: 'RIO-2A18' })).json();
    expect((await t.request({ url: `/api/quotes/${q.id}/conversion`, cookie: ana })).statusCode).toBe(409);
    await t.request({ method: 'POST', url: `/api/quotes/${q.id}/status`, cookie: ana, body: { status: 'aceito' } });
    const conv = (await t.request({ url: `/api/quotes/${q.id}/conversion`, cookie: ana })).json();
    expect(conv).toMatchObject({
      vehicleId: null,
      placa: 'RIO2A18',
      owner: { nome: 'Maria Souza', cpf: '52998224725', cnpj: '' },
      service: { servico: 'transferencia', valor: 25000, honorarios: 30000, extras: 20050 },
    });

    const saved = await t.request({
      method: 'POST',
      url: '/api/registrations',
      cookie: ana,
      body: registration({
        owner: { nome: conv.owner.nome, cpf: conv.owner.cpf },
        vehicle: { placa: conv.placa },
        service: { servico: conv.service.servico, valor: conv.service.valor, honorarios: conv.service.honorarios, extras: conv.service.extras },
      }),
    });
    expect(saved.statusCode).toBe(200);
    const service = saved.json().service;
    expect(service.total).toBe(q.total);

    const bLink = await t.request({ method: 'POST', url: `/api/quotes/${q.id}/link`, cookie: bia, body: { serviceId: service.id } });
    expect(bLink.statusCode).toBe(404);
    const linked = await t.request({ method: 'POST', url: `/api/quotes/${q.id}/link`, cookie: ana, body: { serviceId: service.id } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ status: 'convertido', serviceId: service.id, serviceNumber: service.number, vehicleId: saved.json().vehicle.id });
    expect((await t.request({ method: 'POST', url: `/api/quotes/${q.id}/link`, cookie: ana, body: { serviceId: service.id } })).statusCode).toBe(409);
    expect((await t.request({ method: 'PUT', url: `/api/quotes/${q.id}`, cookie: ana, body: body() })).statusCode).toBe(409);

    // A second quote for the same plate finds the vehicle now registered.
    const again = (await create({ plate: 'RIO2A18' })).json();
    await t.request({ method: 'POST', url: `/api/quotes/${again.id}/status`, cookie: ana, body: { status: 'aceito' } });
    expect((await t.request({ url: `/api/quotes/${again.id}/conversion`, cookie: ana })).json().vehicleId).toBe(saved.json().vehicle.id);
    // The service of the first quote cannot be claimed by another one.
    expect((await t.request({ method: 'POST', url: `/api/quotes/${again.id}/link`, cookie: ana, body: { serviceId: service.id } })).statusCode).toBe(409);
  });
  it('Salvar Cadastro with the quote creates the service and converts the quote in one transaction', async () => {
    const q = (await create({ plate: 'RIO-3B27' })).json();
    const [cpf, renavam] = [generateCpf(), generateRenavam()];
    const save = (quoteId: string, withService = true) =>
      t.request({
        method: 'POST',
        url: '/api/registrations',
        cookie: ana,
        body: {
          ...registration({
            owner: { nome: 'Maria Souza', cpf },
            vehicle: { placa: 'RIO3B27', renavam, chassis: '' },
            service: { servico: 'transferencia', valor: 25000, honorarios: 30000 },
          }),
          ...(withService ? {} : { service: undefined }),
          quoteId,
        },
      });
    const count = async () => (await t.request({ url: '/api/registry/search?q=RIO3B27', cookie: ana })).json().length;
    // Not accepted yet: refused, and nothing of the record was written.
    const refused = await save(q.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Só um orçamento aceito pode ser convertido em serviço.');
    expect(await count()).toBe(0);
    await t.request({ method: 'POST', url: `/api/quotes/${q.id}/status`, cookie: ana, body: { status: 'aceito' } });
    expect((await save(q.id, false)).json().error.fields).toEqual({ quoteId: 'Preencha o serviço para converter o orçamento.' });
    // Bia's agency cannot convert Ana's quote through its own save.
    const cross = await t.request({
      method: 'POST',
      url: '/api/registrations',
      cookie: bia,
      body: { ...registration({ owner: { cpf: generateCpf() }, vehicle: { placa: 'BIA1C23', renavam: generateRenavam(), chassis: '' } }), quoteId: q.id },
    });
    expect(cross.statusCode).toBe(404);

    const saved = await save(q.id);
    expect(saved.statusCode).toBe(200);
    const quote = (await t.request({ url: `/api/quotes/${q.id}`, cookie: ana })).json();
    expect(quote).toMatchObject({ status: 'convertido', serviceId: saved.json().service.id });
    // Saved again with the same quote: the quote is taken, and the second service is not created.
    expect((await save(q.id)).statusCode).toBe(409);
    expect(await count()).toBe(1);
  });
});

describe('conversion at five-year volume', () => {
  it("finds the quote's vehicle among thousands by its plate in either spelling, through vehicles_placa_uq", async () => {
    const agencyA = (await t.request({ url: '/api/agency', cookie: ana })).json().id as string;
    const agencyB = (await t.request({ url: '/api/agency', cookie: bia })).json().id as string;
    await fillOtherAgency(t.db, agencyB);
    await fillOtherAgency(t.db, agencyA, { rows: 500 });
    await t.database.asOwner((owner) => owner.execute(sql`analyze vehicles, owners`));
    for (const plate of ['RIO4C55', 'RIO4255']) {
      const scans = await scansOf(t.db, vehicleOfPlateQuery(t.db, agencyA, plate));
      expect(seqScansOfLarge(scans), plate).toEqual([]);
      expect(scans, plate).toEqual(['Index Scan on vehicles (vehicles_placa_uq)']);
    }
    // Registered with the old plate, quoted with the Mercosul one (and the other way round).
    const saved = await t.request({
      method: 'POST',
      url: '/api/registrations',
      cookie: ana,
      body: registration({ owner: { cpf: generateCpf() }, vehicle: { placa: 'RIO-4255', renavam: generateRenavam(), chassis: '' } }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const plate of ['RIO4C55', 'RIO-4255']) {
      const q = (await create({ plate })).json();
      await t.request({ method: 'POST', url: `/api/quotes/${q.id}/status`, cookie: ana, body: { status: 'aceito' } });
      expect((await t.request({ url: `/api/quotes/${q.id}/conversion`, cookie: ana })).json().vehicleId, plate).toBe(saved.json().vehicle.id);
      // Agency B's conversion of a quote for the same plate knows nothing of A's vehicle.
      const other = (await create({ plate }, bia)).json();
      await t.request({ method: 'POST', url: `/api/quotes/${other.id}/status`, cookie: bia, body: { status: 'aceito' } });
      expect((await t.request({ url: `/api/quotes/${other.id}/conversion`, cookie: bia })).json().vehicleId).toBeNull();
    }
  }, 30_000);
});
