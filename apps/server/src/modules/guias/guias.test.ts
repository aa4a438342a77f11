import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { defaultDeadline } from '@despacha/domain/exigencias/rules';
import { todayIso } from '../../lib/dates.ts';
import { activities, auditEvents, guiaItems, serviceCatalogDudaCodes, serviceMovements, services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cpfFor, plateFor, renavamFor } from '../../testing/numbered-documents.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';

let t: TestApp;
let a: string;
let b: string;
let i = 0;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
}, 60_000);
afterAll(async () => t.close());

/** A new service of the agency; `service` overrides its fields (type, cover, position). */
async function newService(cookie: string, service: Record<string, unknown> = {}) {
  const n = ++i;
  const body = registration({ owner: { nome: `Cliente ${n}`, cpf: cpfFor(n) }, vehicle: { placa: plateFor(n), renavam: renavamFor(n), chassis: '' }, service });
  const res = await t.request({ method: 'POST', url: '/api/registrations', cookie, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().service as { id: string; number: number };
}

const create = (cookie: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/guias', cookie, body: { destination: 'Posto Barra', ...body } });
const movementsOf = (serviceId: string) =>
  t.db
    .select({ position: serviceMovements.position, note: serviceMovements.note })
    .from(serviceMovements)
    .where(eq(serviceMovements.serviceId, serviceId))
    .orderBy(asc(serviceMovements.createdAt));
const positionOf = async (serviceId: string) => (await t.db.query.services.findFirst({ where: eq(services.id, serviceId) }))!.posicao;

describe('Guia Geral: draft -> delivered -> returned', () => {
  let s1: { id: string; number: number };
  let s2: { id: string; number: number };
  let s3: { id: string; number: number };
  let guiaId: string;

  beforeAll(async () => {
    s1 = await newService(a);
    s2 = await newService(a, { servico: 'licenciamento' });
    s3 = await newService(a);
  });

  it('lists the ready services of the kind only: not primeira licença, not completed, not in exigência', async () => {
    const pl = await newService(a, { servico: 'primeiro-emplacamento' });
    const cover = await newService(a, { capaProcesso: '1a_licenca' });
    const done = await newService(a, { status: 'completed' });
    const demanded = await newService(a, { posicao: 'exigencia' });
    const cand = await t.request({ url: '/api/guias/candidates?kind=geral', cookie: a });
    const geral = cand.json().rows.map((r: { id: string }) => r.id);
    expect(geral).toEqual(expect.arrayContaining([s1.id, s2.id, s3.id]));
    expect(geral).not.toEqual(expect.arrayContaining([pl.id]));
    for (const other of [pl.id, cover.id, done.id, demanded.id]) expect(geral).not.toContain(other);
    const plRows = (await t.request({ url: '/api/guias/candidates?kind=pl', cookie: a })).json().rows.map((r: { id: string }) => r.id);
    expect(plRows).toEqual([pl.id, cover.id]);
    const searched = (await t.request({ url: `/api/guias/candidates?kind=geral&q=${s2.number}`, cookie: a })).json().rows;
    expect(searched.map((r: { id: string }) => r.id)).toEqual([s2.id]);
  });

  it('creates a draft numbered 1 with its three processes in the order chosen', async () => {
    const res = await create(a, { kind: 'geral', serviceIds: [s2.id, s1.id, s3.id] });
    expect(res.statusCode, res.body).toBe(201);
    const guia = res.json();
    guiaId = guia.id;
    expect(guia).toMatchObject({ kind: 'geral', number: 1, status: 'draft', destination: 'Posto Barra', issuedOn: todayIso(), itemCount: 3 });
    expect(guia.items.map((p: { serviceNumber: number }) => p.serviceNumber)).toEqual([s2.number, s1.number, s3.number]);
    // s1 was the first registration of the file: its plate is plateFor(1).
    expect(guia.items[1]).toMatchObject({ serviceId: s1.id, placa: plateFor(1), renavam: renavamFor(1), ownerName: 'Cliente 1', outcome: null });
  });

  it('refuses a service already in an open guia, and one of the other kind', async () => {
    const again = await create(a, { kind: 'geral', serviceIds: [s1.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.serviceIds).toBe(m.inOpenGuia(s1.number));
    const pl = await newService(a, { servico: 'primeiro-emplacamento' });
    const wrong = await create(a, { kind: 'geral', serviceIds: [pl.id] });
    expect(wrong.json().error.fields.serviceIds).toBe(m.wrongKind(pl.number, 'Guia Geral'));
    const geral = await newService(a);
    const wrongPl = await create(a, { kind: 'pl', serviceIds: [geral.id] });
    expect(wrongPl.json().error.fields.serviceIds).toBe(m.wrongKind(geral.number, 'Guia PL'));
  });

  it('numbers each kind on its own: the first Guia PL is nº 1 too', async () => {
    const pl = await newService(a, { servico: 'primeiro-emplacamento' });
    const res = await create(a, { kind: 'pl', serviceIds: [pl.id] });
    expect(res.json()).toMatchObject({ kind: 'pl', number: 1 });
    const next = await create(a, { kind: 'geral', serviceIds: [(await newService(a)).id] });
    expect(next.json()).toMatchObject({ kind: 'geral', number: 2 });
  });

  it('prints an A4 PDF with the number, the processes and the signature lines', async () => {
    // An unverified code of the transfer is printed, but never as fact.
    await t.db.insert(serviceCatalogDudaCodes).values({ serviceType: 'transferencia', code: '002-7', verified: false });
    const res = await t.request({ url: `/api/guias/${guiaId}/pdf`, cookie: a });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('GUIA GERAL Nº 1');
    expect(text).toContain('Posto Barra');
    expect(text).toContain(m.deliveredBy);
    expect(text).toContain(m.receivedBy);
    expect(text).toContain('Cliente 1');
    expect(text).toContain(renavamFor(1));
    expect(text).toContain('002-7 (a confirmar)');
    expect(text).toContain('3 processos');
  });

  it('marks delivered once: every service gets a movement naming the guia', async () => {
    const early = await t.request({ method: 'POST', url: `/api/guias/${guiaId}/deliver`, cookie: a, body: { deliveredOn: '2020-01-01' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.deliveredOn).toBe(m.deliveryBeforeIssue);
    const future = await t.request({ method: 'POST', url: `/api/guias/${guiaId}/deliver`, cookie: a, body: { deliveredOn: '2099-01-01' } });
    expect(future.json().error.fields.deliveredOn).toBe(m.dateInFuture);
    expect((await movementsOf(s1.id)).map((mv) => mv.note)).not.toContain('Entregue na DETRAN — Guia Geral nº 1');
    const res = await t.request({ method: 'POST', url: `/api/guias/${guiaId}/deliver`, cookie: a, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'delivered', deliveredOn: todayIso(), deliveredByName: 'Ana' });
    for (const s of [s1, s2, s3]) expect((await movementsOf(s.id)).at(-1)).toEqual({ position: 'emissao', note: 'Entregue na DETRAN — Guia Geral nº 1' });
    // Delivered is at DETRAN (decision 058): no longer "Emissão — Pendente".
    const delivered = (await t.request({ url: `/api/services/${s1.id}`, cookie: a })).json();
    expect(delivered.service.status).toBe('in_progress');
    expect(delivered.movements.at(-1).stage).toBe('detran');
    const twice = await t.request({ method: 'POST', url: `/api/guias/${guiaId}/deliver`, cookie: a, body: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.notDraft);
  });

  it('a delivered guia still holds its services: no new guia takes them', async () => {
    const res = await create(a, { kind: 'geral', serviceIds: [s3.id] });
    expect(res.json().error.fields.serviceIds).toBe(m.inOpenGuia(s3.number));
  });

  it('refuses a return that leaves a process out or has an exigência without its demand', async () => {
    const partial = await t.request({
      method: 'POST',
      url: `/api/guias/${guiaId}/return`,
      cookie: a,
      body: { items: [{ serviceId: s1.id, outcome: 'pronto' }] },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fields.items).toBe(m.outcomesIncomplete);
    const noDemand = await t.request({
      method: 'POST',
      url: `/api/guias/${guiaId}/return`,
      cookie: a,
      body: { items: [{ serviceId: s1.id, outcome: 'exigencia' }] },
    });
    expect(noDemand.statusCode).toBe(400);
    expect((await t.request({ url: `/api/guias/${guiaId}`, cookie: a })).json().status).toBe('delivered');
  });

  it('registers the return once: pronto and em exigência, movements and positions accordingly', async () => {
    const items = [
      { serviceId: s1.id, outcome: 'pronto' },
      { serviceId: s2.id, outcome: 'exigencia', demand: 'Falta procuração com firma reconhecida' },
      { serviceId: s3.id, outcome: 'pronto' },
    ];
    const early = await t.request({ method: 'POST', url: `/api/guias/${guiaId}/return`, cookie: a, body: { items, returnedOn: '2020-01-01' } });
    expect(early.json().error.fields.returnedOn).toBe(m.returnBeforeDelivery);
    const res = await t.request({ method: 'POST', url: `/api/guias/${guiaId}/return`, cookie: a, body: { items } });
    expect(res.statusCode, res.body).toBe(200);
    const guia = res.json();
    expect(guia).toMatchObject({ status: 'returned', returnedOn: todayIso(), returnedByName: 'Ana' });
    expect(guia.items.map((p: { outcome: string }) => p.outcome)).toEqual(['exigencia', 'pronto', 'pronto']);
    expect(await positionOf(s1.id)).toBe('pronto');
    expect(await positionOf(s2.id)).toBe('exigencia');
    expect((await movementsOf(s1.id)).at(-1)).toEqual({ position: 'pronto', note: 'Retorno da Guia Geral nº 1' });
    expect((await movementsOf(s2.id)).at(-1)).toEqual({ position: 'exigencia', note: 'Retorno da Guia Geral nº 1: Falta procuração com firma reconhecida' });
    // The exigência takes the form's suggested deadline, so it can become late in the queue.
    const [opened] = (await t.request({ url: `/api/exigencias/services/${s2.id}`, cookie: a })).json().exigencias;
    expect(opened).toMatchObject({ raisedOn: todayIso(), deadline: defaultDeadline(todayIso()), status: 'open' });
    const twice = await t.request({ method: 'POST', url: `/api/guias/${guiaId}/return`, cookie: a, body: { items } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.notDelivered);
  });

  it('a returned guia frees its services, but only a process at the agency goes on a new guia (decision 058)', async () => {
    // Back from exigência to emissão is back at DETRAN: em andamento, not "na agência".
    await t.request({ method: 'POST', url: `/api/services/${s2.id}/movements`, cookie: a, body: { position: 'emissao', note: 'Retorno de exigência' } });
    const detail = (await t.request({ url: `/api/services/${s2.id}`, cookie: a })).json();
    expect(detail.service).toMatchObject({ posicao: 'emissao', status: 'in_progress' });
    expect(detail.movements.at(-1)).toMatchObject({ position: 'emissao', stage: 'detran' });
    const fresh = await newService(a);
    const rows = (await t.request({ url: '/api/guias/candidates?kind=geral', cookie: a })).json().rows.map((r: { id: string }) => r.id);
    expect(rows).toContain(fresh.id);
    expect(rows).not.toContain(s2.id);
    expect(rows).not.toContain(s1.id);
    expect((await create(a, { kind: 'geral', serviceIds: [s2.id] })).json().error.fields.serviceIds).toBe(m.notReady(s2.number));
  });

  it('lists and searches guias by number, date, status and a service number or plate inside', async () => {
    const list = async (q: string) => (await t.request({ url: `/api/guias?kind=geral&${q}`, cookie: a })).json();
    expect((await list('')).rows.map((g: { number: number }) => g.number)).toEqual([2, 1]);
    expect((await list('status=returned')).rows.map((g: { number: number }) => g.number)).toEqual([1]);
    expect((await list(`q=${s3.number}`)).rows.map((g: { number: number }) => g.number)).toContain(1);
    expect((await list(`q=${encodeURIComponent(plateFor(2))}`)).rows.map((g: { number: number }) => g.number)).toEqual([1]);
    const [y, mo, d] = todayIso().split('-');
    expect((await list(`q=${d}/${mo}/${y}`)).total).toBe(2);
    expect((await list('q=ZZZ9Z99')).rows).toEqual([]);
  });
});

describe('Alterar rascunho', () => {
  it("changes a draft's destination, date and services; a delivered guia is not changed (409)", async () => {
    const [x, y, z] = [await newService(a), await newService(a), await newService(a)];
    const draft = (await create(a, { kind: 'geral', serviceIds: [x.id, y.id] })).json();
    const edit = (body: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/guias/${draft.id}`, cookie: a, body: { destination: 'Posto Centro', ...body } });
    const res = await edit({ serviceIds: [z.id, x.id], note: 'Urgente' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ number: draft.number, destination: 'Posto Centro', note: 'Urgente', itemCount: 2 });
    expect(res.json().items.map((p: { serviceId: string }) => p.serviceId)).toEqual([z.id, x.id]);
    // y left the draft: a new guia may take it; x is still the draft's.
    const other = await create(a, { kind: 'geral', serviceIds: [y.id] });
    expect(other.statusCode).toBe(201);
    expect((await create(a, { kind: 'geral', serviceIds: [x.id] })).json().error.fields.serviceIds).toBe(m.inOpenGuia(x.number));
    expect((await edit({ serviceIds: [y.id] })).json().error.fields.serviceIds).toBe(m.inOpenGuia(y.number));
    await t.request({ method: 'POST', url: `/api/guias/${draft.id}/deliver`, cookie: a, body: {} });
    const late = await edit({ serviceIds: [x.id] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(m.onlyDraftEdited);
    expect(
      (await t.request({ method: 'PUT', url: `/api/guias/${other.json().id}`, cookie: b, body: { destination: 'X', serviceIds: [y.id] } })).statusCode,
    ).toBe(404);
  });
});

describe('Excluir rascunho', () => {
  it('removes a draft and frees its services; a delivered guia stays (409)', async () => {
    const s = await newService(a);
    const draft = (await create(a, { kind: 'geral', serviceIds: [s.id] })).json();
    const gone = await t.request({ method: 'DELETE', url: `/api/guias/${draft.id}`, cookie: a });
    expect(gone.statusCode).toBe(204);
    expect((await t.request({ url: `/api/guias/${draft.id}`, cookie: a })).statusCode).toBe(404);
    const again = (await create(a, { kind: 'geral', serviceIds: [s.id] })).json();
    expect(again.items.map((p: { serviceId: string }) => p.serviceId)).toEqual([s.id]);
    await t.request({ method: 'POST', url: `/api/guias/${again.id}/deliver`, cookie: a, body: {} });
    const refused = await t.request({ method: 'DELETE', url: `/api/guias/${again.id}`, cookie: a });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.onlyDraftDiscarded);
  });

  it("writes each step to the audit trail and the agency's recent activities", async () => {
    const rows = await t.db
      .select({ action: auditEvents.action, summary: auditEvents.summary, ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'guia'));
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['created', 'updated', 'deleted']));
    // One event per step: the activity line's own audit, not a second one.
    expect(rows.filter((r) => r.summary === 'Entregou na DETRAN a Guia Geral nº 1')).toHaveLength(1);
    expect(rows.map((r) => r.summary)).toEqual(expect.arrayContaining(['Entregou na DETRAN a Guia Geral nº 1', 'Imprimiu a Guia Geral nº 1']));
    expect(rows.find((r) => r.summary === 'Imprimiu a Guia Geral nº 1')?.action).toBe('exported');
    const feed = await t.db.select({ summary: activities.summary }).from(activities).where(eq(activities.entity, 'guia'));
    expect(feed.map((r) => r.summary)).toContain('Registrou o retorno da Guia Geral nº 1');
  });
});

it('fields a caller may not set (agency, number, status, stamps) change nothing', async () => {
  const s = await newService(a);
  const agencyB = (await t.request({ url: '/api/agency', cookie: b })).json().id;
  const res = await create(a, {
    kind: 'geral',
    serviceIds: [s.id],
    agencyId: agencyB,
    number: 999,
    status: 'returned',
    deliveredOn: '2026-01-01',
    createdBy: null,
  });
  expect(res.statusCode).toBe(201);
  const guia = res.json();
  expect(guia.number).not.toBe(999);
  expect(guia).toMatchObject({ status: 'draft', deliveredOn: null });
  expect((await t.request({ url: `/api/guias/${guia.id}`, cookie: a })).statusCode).toBe(200);
  await t.request({ method: 'DELETE', url: `/api/guias/${guia.id}`, cookie: a });
});

describe('tenant isolation', () => {
  it("agency B sees none of A's guias and cannot act on them (404)", async () => {
    const s = await newService(a);
    const guia = (await create(a, { kind: 'geral', serviceIds: [s.id] })).json();
    expect((await t.request({ url: '/api/guias?kind=geral', cookie: b })).json().rows).toEqual([]);
    expect((await t.request({ url: `/api/guias/${guia.id}`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/guias/${guia.id}/pdf`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/guias/${guia.id}/deliver`, cookie: b, body: {} })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: `/api/guias/${guia.id}/return`, cookie: b, body: { items: [{ serviceId: s.id, outcome: 'pronto' }] } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ url: '/api/guias/candidates?kind=geral', cookie: b })).json().rows).toEqual([]);
    // A's service on B's guia is "not found", and A's guia is untouched.
    const onB = await create(b, { kind: 'geral', serviceIds: [s.id] });
    expect(onB.statusCode).toBe(404);
    expect(onB.json().error.message).toBe(m.serviceNotFound);
    expect((await t.request({ url: `/api/guias/${guia.id}`, cookie: a })).json().status).toBe('draft');
    expect((await t.request({ method: 'DELETE', url: `/api/guias/${guia.id}`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/guias/${guia.id}`, cookie: a })).json().status).toBe('draft');
    expect((await t.request({ url: '/api/guias?kind=geral' })).statusCode).toBe(401);
  });
});

describe('sorting', () => {
  it('sorts the list by the column asked, refuses an unknown one, and never shows another agency', async () => {
    const [x, y, z] = [await newService(a), await newService(a), await newService(a)];
    const one = (await create(a, { kind: 'geral', destination: 'Ordenar Zeta', serviceIds: [x.id] })).json();
    const two = (await create(a, { kind: 'geral', destination: 'Ordenar Alfa', serviceIds: [y.id, z.id] })).json();
    const theirs = (await create(b, { kind: 'geral', destination: 'Ordenar Alfa B', serviceIds: [(await newService(b)).id] })).json();
    const ids = async (query: string, cookie = a) => {
      const res = await t.request({ url: `/api/guias?kind=geral&q=Ordenar&${query}`, cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().rows.map((r: { id: string }) => r.id) as string[];
    };
    expect(await ids('sort=destination&dir=asc')).toEqual([two.id, one.id]);
    expect(await ids('sort=destination&dir=desc')).toEqual([one.id, two.id]);
    expect(await ids('sort=count&dir=asc')).toEqual([one.id, two.id]);
    expect(await ids('sort=count&dir=desc')).toEqual([two.id, one.id]);
    expect(await ids('')).toEqual([two.id, one.id]); // newest number first, as before
    expect(await ids('sort=destination&dir=asc', b)).toEqual([theirs.id]);
    const bad = await t.request({ url: '/api/guias?kind=geral&sort=segredo', cookie: a });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ sort: 'Ordenação inválida' });
    for (const [cookie, id] of [
      [a, one.id],
      [a, two.id],
      [b, theirs.id],
    ])
      await t.request({ method: 'DELETE', url: `/api/guias/${id}`, cookie });
  });
});

it('two guias at once never share a service: one is refused', async () => {
  const s = await newService(a);
  const [x, y] = await Promise.all([create(a, { kind: 'geral', serviceIds: [s.id] }), create(a, { kind: 'geral', serviceIds: [s.id] })]);
  expect([x.statusCode, y.statusCode].sort()).toEqual([201, 400]);
  const open = await t.db
    .select()
    .from(guiaItems)
    .where(and(eq(guiaItems.serviceId, s.id), eq(guiaItems.open, true)));
  expect(open).toHaveLength(1);
});
