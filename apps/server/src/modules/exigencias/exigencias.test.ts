import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import { exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { shiftDay } from '@despacha/domain/agency-calendar';
import { auditEvents, exigencias, profiles, serviceDocuments, serviceMovements, services } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { MULTIPART_HEADERS, multipartPdf } from '../../testing/route-matrix-world.ts';
import { openExigencia } from './open-exigencia.ts';

let t: TestApp;

let a: string;
let b: string;
let serviceA: string;
let serviceA2: string;
let serviceB: string;
let anaId: string;
let biaId: string;
let agencyA: string;

const today = todayIso();
const post = (cookie: string, url: string, body: unknown) => t.request({ method: 'POST', url, cookie, body });
const register = (cookie: string, body: Record<string, unknown>) => post(cookie, '/api/exigencias', body);
const queue = async (cookie: string, query = '') => (await t.request({ url: `/api/exigencias${query}`, cookie })).json();
const summary = async (cookie: string) => (await t.request({ url: '/api/exigencias/summary', cookie })).json();
const serviceRow = async (id: string) => (await t.db.select().from(services).where(eq(services.id, id)))[0]!;
const movements = (id: string) => t.db.select().from(serviceMovements).where(eq(serviceMovements.serviceId, id)).orderBy(serviceMovements.createdAt);
const profileId = async (email: string) => (await t.db.select().from(profiles).where(eq(profiles.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  agencyA = (await t.onboard(a, { name: 'Agência A' })).json().id;
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  serviceA = (await post(a, '/api/registrations', registration())).json().service.id;
  serviceA2 = (
    await post(
      a,
      '/api/registrations',
      registration({ owner: { nome: 'Maria Souza', cpf: '111.444.777-35' }, vehicle: { placa: 'RIO2A18', renavam: '12345678900', chassis: '' } }),
    )
  ).json().service.id;
  serviceB = (await post(b, '/api/registrations', registration())).json().service.id;
  anaId = await profileId('ana@a.com.br');
  biaId = await profileId('bia@b.com.br');
});
afterAll(async () => t.close());

describe('Retorno de Exigência', () => {
  let exigenciaId: string;

  it('registers an exigência: position, movement, checklist items and the queue', async () => {
    // The procuração had arrived before: DETRAN asks for it again, so it is pending once more.
    await t.request({ method: 'PUT', url: `/api/services/${serviceA}/checklist/procuracao`, cookie: a, body: { received: true } });
    const res = await register(a, {
      serviceId: serviceA,
      demand: 'Apresentar procuração com firma reconhecida\nE o comprovante de residência atualizado',
      items: ['procuracao', 'comprovante-residencia'],
      deadline: shiftDay(today, 30),
      responsibleId: anaId,
    });
    expect(res.statusCode).toBe(201);
    exigenciaId = res.json().id;

    expect((await serviceRow(serviceA)).posicao).toBe('exigencia');
    const last = (await movements(serviceA)).at(-1)!;
    expect(last).toMatchObject({ position: 'exigencia', note: 'Apresentar procuração com firma reconhecida', movedOn: today });
    const docs = await t.db.select().from(serviceDocuments).where(eq(serviceDocuments.serviceId, serviceA));
    for (const item of ['procuracao', 'comprovante-residencia']) expect(docs.find((d) => d.item === item)).toMatchObject({ required: true, received: false });

    const list = await queue(a);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: exigenciaId,
      number: 1,
      placa: 'ABC1234',
      ownerName: 'José da Conceição',
      raisedOn: today,
      daysOpen: 0,
      late: false,
      status: 'open',
      responsibleName: 'Ana',
      createdByName: 'Ana',
      items: [
        { item: 'procuracao', label: 'Procuração', received: false },
        { item: 'comprovante-residencia', label: 'Comprovante de residência', received: false },
      ],
    });
    expect(await summary(a)).toEqual({ open: 1, late: 0 });
  });

  it('refuses a second open exigência on the same service', async () => {
    const res = await register(a, { serviceId: serviceA, demand: 'Outra' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.alreadyOpen);
  });

  it('answers with pt-BR messages under the fields', async () => {
    const empty = await register(a, { serviceId: serviceA2, demand: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.demand).toBe(m.demandRequired);
    const before = await register(a, { serviceId: serviceA2, demand: 'x', raisedOn: today, deadline: shiftDay(today, -1) });
    expect(before.json().error.fields.deadline).toBe(m.deadlineBeforeRaised);
    const future = await register(a, { serviceId: serviceA2, demand: 'x', raisedOn: shiftDay(today, 1) });
    expect(future.json().error.fields.raisedOn).toBe(m.raisedOnFuture);
    const item = await register(a, { serviceId: serviceA2, demand: 'x', items: ['passaporte'] });
    expect(item.statusCode).toBe(400);
    expect(JSON.stringify(item.json().error.fields)).toContain(m.itemInvalid);
    const tooLong = await register(a, { serviceId: serviceA2, demand: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await serviceRow(serviceA2)).posicao).toBe('emissao');
  });

  it('counts an uploaded document as received', async () => {
    const up = await t.request({
      method: 'POST',
      url: `/api/services/${serviceA}/files`,
      cookie: a,
      body: multipartPdf('procuracao'),
      headers: MULTIPART_HEADERS,
    });
    expect(up.statusCode).toBe(201);
    const [row] = (await queue(a)).items;
    expect(row.items.map((i: { received: boolean }) => i.received)).toEqual([true, false]);
  });

  it('finds services and exigências by number, plate and owner', async () => {
    const found = (await t.request({ url: '/api/exigencias/services?q=rio2a18', cookie: a })).json();
    expect(found.map((s: { id: string }) => s.id)).toEqual([serviceA2]);
    expect((await t.request({ url: '/api/exigencias/services?q=1', cookie: a })).json()[0]).toMatchObject({ id: serviceA, openExigencia: true });
    expect((await queue(a, '?q=abc-1234')).total).toBe(1);
    expect((await queue(a, '?q=conceicao')).total).toBe(1);
    expect((await queue(a, '?q=maria')).total).toBe(0);
    expect((await queue(a, `?responsible=${anaId}`)).total).toBe(1);
    expect((await queue(a, `?responsible=${biaId}`)).total).toBe(0);
    // A page past the end still says how many there are (the count read on its own then).
    expect(await queue(a, '?q=abc-1234&page=9')).toMatchObject({ total: 1, items: [] });
  });

  it('flags late ones and filters them', async () => {
    const res = await register(a, { serviceId: serviceA2, demand: 'Vistoria lacrada', raisedOn: shiftDay(today, -40), deadline: shiftDay(today, -10) });
    expect(res.statusCode).toBe(201);
    expect(await summary(a)).toEqual({ open: 2, late: 1 });
    const late = await queue(a, '?status=late');
    expect(late.items).toHaveLength(1);
    expect(late.items[0]).toMatchObject({ serviceId: serviceA2, late: true, daysOpen: 40 });
    // Late ones lead the open queue (earliest deadline first).
    expect((await queue(a)).items.map((i: { serviceId: string }) => i.serviceId)).toEqual([serviceA2, serviceA]);
  });

  it('returns an exigência to DETRAN once', async () => {
    const res = await post(a, `/api/exigencias/${exigenciaId}/return`, { returnedOn: today, note: 'Procuração entregue no posto' });
    expect(res.statusCode).toBe(204);
    expect((await serviceRow(serviceA)).posicao).toBe('emissao');
    expect((await movements(serviceA)).at(-1)).toMatchObject({ position: 'emissao', note: 'Retorno de exigência: Procuração entregue no posto' });
    const [row] = (await queue(a, '?status=returned')).items;
    expect(row).toMatchObject({ id: exigenciaId, status: 'returned', returnedOn: today, returnNote: 'Procuração entregue no posto', returnedByName: 'Ana' });

    const again = await post(a, `/api/exigencias/${exigenciaId}/return`, { note: 'de novo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyReturned);
    expect((await movements(serviceA)).filter((mv) => mv.position === 'emissao' && mv.note.startsWith('Retorno'))).toHaveLength(1);
    expect(await summary(a)).toEqual({ open: 1, late: 1 });
    // The audit trail has the registration and the return (the failed second return left nothing).
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'exigencia'), eq(auditEvents.entityId, exigenciaId)));
    expect(trail.map((e) => e.action).sort()).toEqual(['created', 'updated']);
  });

  it('refuses a return dated before the demand or in the future', async () => {
    const late = (await queue(a, '?status=late')).items[0];
    const early = await post(a, `/api/exigencias/${late.id}/return`, { returnedOn: shiftDay(today, -41) });
    expect(early.json().error.fields.returnedOn).toBe(m.returnedBeforeRaised);
    const future = await post(a, `/api/exigencias/${late.id}/return`, { returnedOn: shiftDay(today, 1) });
    expect(future.json().error.fields.returnedOn).toBe(m.returnedOnFuture);
  });

  it("changes an open exigência's deadline and responsible; a returned one stays as it was", async () => {
    const late = (await queue(a, '?status=late')).items[0];
    const patch = (cookie: string, id: string, body: Record<string, unknown>) => t.request({ method: 'PATCH', url: `/api/exigencias/${id}`, cookie, body });
    expect((await patch(a, late.id, { deadline: shiftDay(today, 5), responsibleId: anaId })).statusCode).toBe(204);
    expect((await queue(a, '?status=late')).items).toHaveLength(0);
    expect((await queue(a)).items.find((i: { id: string }) => i.id === late.id)).toMatchObject({
      deadline: shiftDay(today, 5),
      late: false,
      responsibleName: 'Ana',
    });

    expect((await patch(a, late.id, { deadline: shiftDay(today, -41) })).json().error.fields).toEqual({ deadline: m.deadlineBeforeRaised });
    expect((await patch(a, late.id, { responsibleId: biaId })).json().error.fields).toEqual({ responsibleId: m.responsibleNotFound });
    expect((await patch(b, late.id, { deadline: '' })).statusCode).toBe(404);
    const returned = await patch(a, exigenciaId, { deadline: shiftDay(today, 5) });
    expect(returned.statusCode).toBe(409);
    expect(returned.json().error.message).toBe(m.alreadyReturned);

    // Empty clears both; the trail keeps each change with its before and after.
    expect((await patch(a, late.id, { deadline: '', responsibleId: '' })).statusCode).toBe(204);
    expect((await queue(a)).items.find((i: { id: string }) => i.id === late.id)).toMatchObject({ deadline: null, responsibleName: '' });
    const edits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'exigencia'), eq(auditEvents.entityId, late.id), eq(auditEvents.action, 'updated')));
    expect(edits).toHaveLength(2);
    expect(edits.map((e) => e.changes)).toContainEqual({
      deadline: { before: shiftDay(today, 5), after: null },
      responsibleId: { before: anaId, after: null },
    });
  });

  it('keeps a service history of several exigências', async () => {
    expect((await register(a, { serviceId: serviceA, demand: 'Segunda exigência' })).statusCode).toBe(201);
    const history = (await t.request({ url: `/api/exigencias/services/${serviceA}`, cookie: a })).json();
    expect(history.service).toMatchObject({ id: serviceA, number: 1, posicao: 'exigencia', openExigencia: true });
    expect(history.exigencias.map((e: { status: string }) => e.status)).toEqual(['open', 'returned']);
  });
});

describe('at the same time', () => {
  it('of two registrations on one service one wins, and of two returns one moves the service', async () => {
    const serviceId = (
      await post(
        a,
        '/api/registrations',
        registration({ owner: { nome: 'Rui Paralelo', cpf: generateCpf() }, vehicle: { placa: 'PAR1A23', renavam: generateRenavam(), chassis: '' } }),
      )
    ).json().service.id;
    const registered = await Promise.all([register(a, { serviceId, demand: 'Primeira' }), register(a, { serviceId, demand: 'Segunda' })]);
    expect(registered.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const id = registered.find((r) => r.statusCode === 201)!.json().id;
    const returned = await Promise.all([post(a, `/api/exigencias/${id}/return`, { note: 'um' }), post(a, `/api/exigencias/${id}/return`, { note: 'dois' })]);
    expect(returned.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    const moves = await movements(serviceId);
    expect(moves.filter((mv) => mv.position === 'exigencia')).toHaveLength(1);
    expect(moves.filter((mv) => mv.note.startsWith('Retorno de exigência'))).toHaveLength(1);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another agency's service or exigência", async () => {
    const [exigencia] = await t.db.select().from(exigencias).where(eq(exigencias.serviceId, serviceA2));
    expect((await register(b, { serviceId: serviceA2, demand: 'x' })).statusCode).toBe(404);
    expect((await post(b, `/api/exigencias/${exigencia!.id}/return`, {})).statusCode).toBe(404);
    expect((await t.request({ url: `/api/exigencias/services/${serviceA2}`, cookie: b })).statusCode).toBe(404);
    expect((await queue(b, '?status=all')).total).toBe(0);
    expect(await summary(b)).toEqual({ open: 0, late: 0 });
    expect((await t.request({ url: '/api/exigencias/services?q=1', cookie: b })).json().map((s: { id: string }) => s.id)).toEqual([serviceB]);
    expect((await t.request({ url: '/api/exigencias/responsibles', cookie: b })).json()).toEqual([{ id: biaId, name: 'Bia' }]);
    // A's exigência is untouched.
    expect((await t.db.select().from(exigencias).where(eq(exigencias.id, exigencia!.id)))[0]!.status).toBe('open');
  });

  it("refuses another agency's user as responsible", async () => {
    const res = await register(b, { serviceId: serviceB, demand: 'x', responsibleId: anaId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.responsibleId).toBe(m.responsibleNotFound);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request({ url: '/api/exigencias/summary' })).statusCode).toBe(401);
  });
});

describe('a movement to Exigência (issue 34: one source for "in exigência")', () => {
  type QueueItem = { id: string; serviceId: string; demand: string; raisedOn: string; deadline: string | null; status: string; returnNote: string };
  const move = (cookie: string, serviceId: string, position: string, note = '') => post(cookie, `/api/services/${serviceId}/movements`, { position, note });
  const dashboard = async (cookie: string) =>
    (await t.request({ url: '/api/dashboard/requirements', cookie })).json() as { total: number; items: { serviceId: string }[] };
  const openOf = async (cookie: string, serviceId: string) =>
    ((await queue(cookie)).items as QueueItem[]).filter((i) => i.serviceId === serviceId && i.status === 'open');
  /** The dashboard counts what Retorno de Exigência lists open, and its card too. */
  const agree = async (cookie: string) => {
    const [board, list, card] = await Promise.all([dashboard(cookie), queue(cookie), summary(cookie)]);
    expect(board.total).toBe(list.total);
    expect(card.open).toBe(list.total);
    return board;
  };
  const newService = async (cookie: string, placa: string) =>
    (
      await post(
        cookie,
        '/api/registrations',
        registration({ owner: { nome: `Dono ${placa}`, cpf: generateCpf() }, vehicle: { placa, renavam: generateRenavam(), chassis: '' } }),
      )
    ).json().service.id as string;

  it('opens an exigência the queue lists and DETRAN can get back; only the agency sees it', async () => {
    const mine = await newService(a, 'MOV1A23');
    const theirs = await newService(b, 'MOV9Z87');
    await agree(a);
    expect((await move(a, mine, 'exigencia', 'Falta laudo de vistoria\nDo posto de Niterói')).statusCode).toBe(201);
    expect((await move(b, theirs, 'exigencia')).statusCode).toBe(201);

    const [opened] = await openOf(a, mine);
    expect(opened).toMatchObject({ demand: 'Falta laudo de vistoria\nDo posto de Niterói', raisedOn: today, deadline: shiftDay(today, 30), status: 'open' });
    expect((await agree(a)).items.map((i) => i.serviceId)).toContain(mine);
    // Moving it there again opens no second one.
    expect((await move(a, mine, 'exigencia')).statusCode).toBe(201);
    expect(await openOf(a, mine)).toHaveLength(1);
    // Another agency sees neither the exigência nor the service; its own moved service is its own.
    expect(await openOf(b, mine)).toEqual([]);
    expect((await dashboard(b)).items.map((i) => i.serviceId)).toEqual([theirs]);
    expect((await queue(b)).items.map((i: QueueItem) => i.serviceId)).toEqual([theirs]);
    expect((await agree(b)).total).toBe(1);
    expect((await post(b, `/api/exigencias/${opened!.id}/return`, {})).statusCode).toBe(404);

    expect((await post(a, `/api/exigencias/${opened!.id}/return`, { note: 'Laudo entregue' })).statusCode).toBe(204);
    expect((await serviceRow(mine)).posicao).toBe('emissao');
    expect((await agree(a)).items.map((i) => i.serviceId)).not.toContain(mine);
    expect(await openOf(a, mine)).toEqual([]);
  });

  it('is closed by a movement out of Exigência, and opened by a registration saved there', async () => {
    const serviceId = await newService(a, 'MOV2B34');
    expect((await move(a, serviceId, 'exigencia')).statusCode).toBe(201);
    const [opened] = await openOf(a, serviceId);
    expect(opened!.demand).toBe(m.movementDemand);
    expect((await move(a, serviceId, 'pronto', 'Resolvido no balcão')).statusCode).toBe(201);
    expect(await openOf(a, serviceId)).toEqual([]);
    const closed = ((await queue(a, '?status=returned')).items as QueueItem[]).find((i) => i.id === opened!.id);
    expect(closed).toMatchObject({ status: 'returned', returnNote: 'Resolvido no balcão' });
    expect((await agree(a)).items.map((i) => i.serviceId)).not.toContain(serviceId);

    const saved = (
      await post(
        a,
        '/api/registrations',
        registration({
          owner: { nome: 'Dono Cadastro', cpf: generateCpf() },
          vehicle: { placa: 'MOV3C45', renavam: generateRenavam(), chassis: '' },
          service: { posicao: 'exigencia' },
        }),
      )
    ).json();
    expect(await openOf(a, saved.service.id)).toHaveLength(1);
    expect((await agree(a)).items.map((i) => i.serviceId)).toContain(saved.service.id);
  });
});

describe('openExigencia (for a guia coming back "em exigência")', () => {
  const actor = () => ({ userId: anaId, agencyId: agencyA, name: 'Ana' }) as TenantActor;

  it("writes in the caller's transaction: rolled back with it", async () => {
    const before = (await t.db.select().from(exigencias).where(eq(exigencias.serviceId, serviceA))).length;
    const moves = (await movements(serviceA)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await openExigencia(tx, actor(), serviceA, { demand: 'Guia voltou', items: ['crv'], deadline: null, responsibleId: null });
        throw new Error('guia failed');
      }),
    ).rejects.toThrow('guia failed');
    expect(await t.db.select().from(exigencias).where(eq(exigencias.serviceId, serviceA))).toHaveLength(before);
    expect(await movements(serviceA)).toHaveLength(moves);
  });

  it("does not refuse a second open exigência (DETRAN's word on a guia)", async () => {
    const result = await t.db.transaction((tx) =>
      openExigencia(tx, actor(), serviceA, { demand: 'Guia voltou em exigência', items: ['crv'], deadline: null, responsibleId: null }),
    );
    const rows = await t.db
      .select()
      .from(exigencias)
      .where(and(eq(exigencias.serviceId, serviceA), eq(exigencias.status, 'open')));
    expect(rows.map((r) => r.id)).toContain(result.id);
    expect(rows).toHaveLength(2);
    const [crv] = await t.db
      .select()
      .from(serviceDocuments)
      .where(and(eq(serviceDocuments.serviceId, serviceA), eq(serviceDocuments.item, 'crv')));
    expect(crv).toMatchObject({ required: true, received: false });
  });

  it("treats another agency's service as not found", async () => {
    await expect(
      t.db.transaction((tx) => openExigencia(tx, actor(), serviceB, { demand: 'x', items: [], deadline: null, responsibleId: null })),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
