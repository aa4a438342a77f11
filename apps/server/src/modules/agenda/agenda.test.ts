import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { weekOf } from '@despacha/domain/agency-calendar';
import { agendaResponse, type AgendaResponse, type AgendaSummaryResponse } from '@despacha/domain/agenda/contracts';
import { agendaMessages } from '@despacha/domain/agenda/messages';
import { services } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: string;
let b: string;
let agencyA: string;
let first: { vehicleId: string; serviceId: string };
const ids: Record<string, string> = {};

const br = (iso: string) => iso.split('-').reverse().join('/');
const agenda = async (cookie: string, query = '') => {
  const res = await t.request({ url: `/api/agenda${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  // The database writes this answer (decision 046): every field of the contract, typed, and no other.
  const body = res.json() as AgendaResponse;
  expect(agendaResponse.parse(body)).toEqual(body);
  return body;
};
const summary = async (cookie: string) => {
  const res = await t.request({ url: '/api/agenda/summary', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AgendaSummaryResponse;
};
const schedule = async (serviceId: string, data: string, hora: string, posto: string, conclusao = '') => {
  const res = await t.request({ method: 'PUT', url: `/api/services/${serviceId}/inspection`, cookie: a, body: { data: br(data), hora, posto, conclusao } });
  expect(res.statusCode, res.body).toBe(200);
};

/** Another service of agency A's first vehicle, written as the registry stores it. */
async function service(name: string, values: Partial<typeof services.$inferInsert>) {
  const [row] = await t.db
    .select()
    .from(services)
    .where(and(eq(services.agencyId, agencyA), eq(services.id, first.serviceId)));
  const { id: _id, ...copyable } = row!;
  const number = 100 + Object.keys(ids).length;
  const [copy] = await t.db
    .insert(services)
    .values({ ...copyable, number, prazo: null, dataProc: null, status: 'pending', ...values })
    .returning();
  ids[name] = copy!.id;
  return copy!;
}

const WEEK = { from: '2030-03-04', to: '2030-03-10' };
const weekQuery = `?from=${WEEK.from}&to=${WEEK.to}`;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@agenda-a.com.br');
  b = await t.userSession('Bia', 'bia@agenda-b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  agencyA = ((await t.request({ url: '/api/me', cookie: a })).json() as { agency: { id: string } }).agency.id;
  const res = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration({ owner: { nome: 'Maria Agenda' } }) });
  expect(res.statusCode, res.body).toBe(200);
  const saved = res.json() as { vehicle: { id: string }; service: { id: string } };
  first = { vehicleId: saved.vehicle.id, serviceId: saved.service.id };
});
afterAll(async () => t.close());

describe('GET /api/agenda', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request({ url: '/api/agenda' })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/agenda/summary' })).statusCode).toBe(401);
  });

  it('covers the current week by default and refuses a range out of order, too long or not a day', async () => {
    const week = weekOf(todayIso());
    expect(await agenda(a)).toMatchObject({ from: week.from, to: week.to, today: todayIso(), vistorias: [], deadlines: [] });
    const refused = async (query: string, message: string) => {
      const res = await t.request({ url: `/api/agenda${query}`, cookie: a });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused('?from=2030-03-10&to=2030-03-04', agendaMessages.rangeOrder);
    await refused('?from=2030-03-01&to=2030-04-12', agendaMessages.rangeTooLong);
    await refused('?from=2030-02-30', agendaMessages.rangeInvalid);
    expect((await agenda(a, '?from=2030-03-01&to=2030-04-11')).to).toBe('2030-04-11');
  });

  it('lists the range’s vistorias by day and time, counts them per posto and filters by posto', async () => {
    await service('barraLate', {});
    await service('centroNoTime', {});
    await service('outside', {});
    await schedule(first.serviceId, '2030-03-05', '14:00', 'Posto Barra');
    await schedule(ids.barraLate!, '2030-03-05', '09:30', 'Posto Barra');
    await schedule(ids.centroNoTime!, '2030-03-05', '', 'Posto Centro');
    await schedule(ids.outside!, '2030-03-11', '08:00', 'Posto Barra');

    const week = await agenda(a, weekQuery);
    expect(week.vistorias.map((v) => [v.data, v.hora, v.posto])).toEqual([
      ['2030-03-05', '09:30', 'Posto Barra'],
      ['2030-03-05', '14:00', 'Posto Barra'],
      ['2030-03-05', '', 'Posto Centro'],
    ]);
    expect(week.vistoriasTotal).toBe(3);
    expect(week.vistorias[1]).toMatchObject({
      serviceId: first.serviceId,
      vehicleId: first.vehicleId,
      placa: 'ABC1234',
      servico: 'Transferência de propriedade',
      ownerName: 'Maria Agenda',
      late: false,
    });
    expect(week.postos).toEqual([
      { posto: 'Posto Barra', total: 2 },
      { posto: 'Posto Centro', total: 1 },
    ]);

    const centro = await agenda(a, `${weekQuery}&posto=${encodeURIComponent('Posto Centro')}`);
    expect(centro.vistorias.map((v) => v.serviceId)).toEqual([ids.centroNoTime]);
    expect(centro.postos).toHaveLength(2);
    // The range's ends are both included.
    expect((await agenda(a, '?from=2030-03-11&to=2030-03-11')).vistorias.map((v) => v.serviceId)).toEqual([ids.outside]);
  });

  it('puts a past vistoria without conclusão of an open service among the late ones', async () => {
    await service('lateOpen', {});
    await service('lateConcluded', {});
    await service('lateCompleted', { status: 'completed', completedAt: new Date() });
    await schedule(ids.lateOpen!, '2020-01-10', '10:00', 'Posto Centro');
    await schedule(ids.lateConcluded!, '2020-01-09', '10:00', 'Posto Centro', 'Aprovada');
    await schedule(ids.lateCompleted!, '2020-01-08', '10:00', 'Posto Centro');

    const view = await agenda(a, weekQuery);
    expect(view.lateVistorias.map((v) => v.serviceId)).toEqual([ids.lateOpen]);
    expect(view.lateVistorias[0]).toMatchObject({ data: '2020-01-10', late: true });
    expect(view.lateVistoriasTotal).toBe(1);
    expect((await agenda(a, `${weekQuery}&posto=${encodeURIComponent('Posto Barra')}`)).lateVistoriasTotal).toBe(0);
    const past = await agenda(a, '?from=2020-01-06&to=2020-01-12');
    expect(past.vistorias.map((v) => [v.serviceId, v.late, v.conclusao])).toEqual([
      [ids.lateCompleted, false, ''],
      [ids.lateConcluded, false, 'Aprovada'],
      [ids.lateOpen, true, ''],
    ]);
  });

  it('lists open services’ deadlines: their prazo, else the catalog’s legal deadline from the data do processo or the opening day', async () => {
    await service('prazo', { prazo: '2030-03-05' });
    await service('fromDataProc', { dataProc: '2030-02-10' }); // transferência: 30 days → 2030-03-12
    await service('fromDataProcInWeek', { dataProc: '2030-02-06' }); // → 2030-03-08
    await service('fromOpening', { createdAt: new Date('2030-02-05T02:00:00Z') }); // still 04/02 in Rio → 2030-03-06
    await service('noCatalogDeadline', { servico: 'licenciamento', dataProc: '2030-02-06' });
    await service('completed', { prazo: '2030-03-06', status: 'completed', completedAt: new Date() });

    const view = await agenda(a, weekQuery);
    expect(view.deadlines.map((d) => [d.serviceId, d.deadline, d.source, d.referenceDate])).toEqual([
      [ids.prazo, '2030-03-05', 'prazo', null],
      [ids.fromOpening, '2030-03-06', 'catalog', '2030-02-04'],
      [ids.fromDataProcInWeek, '2030-03-08', 'catalog', '2030-02-06'],
    ]);
    expect(view.deadlinesTotal).toBe(3);
    expect(view.deadlines[1]!.basis).toContain('Lei 14.071/2020');
    expect(view.deadlines[0]).toMatchObject({ basis: '', late: false, posicao: 'emissao', ownerName: 'Maria Agenda' });
    expect((await agenda(a, '?from=2030-03-12&to=2030-03-12')).deadlines.map((d) => d.serviceId)).toEqual([ids.fromDataProc]);
  });

  it('counts every late deadline of an open service', async () => {
    await service('latePrazo', { prazo: '2020-02-01' });
    await service('lateCatalog', { dataProc: '2020-01-01' }); // → 2020-01-31
    await service('lateButCompleted', { prazo: '2020-01-15', status: 'completed', completedAt: new Date() });
    const view = await agenda(a, weekQuery);
    expect(view.lateDeadlines.map((d) => [d.serviceId, d.deadline, d.late])).toEqual([
      [ids.lateCatalog, '2020-01-31', true],
      [ids.latePrazo, '2020-02-01', true],
    ]);
    expect(view.lateDeadlinesTotal).toBe(2);
  });

  it('summarises today, the current week and what is late for the dashboard', async () => {
    const today = todayIso();
    await service('today', { prazo: today });
    await schedule(ids.today!, today, '11:00', 'Posto Centro');
    expect(await summary(a)).toEqual({
      today,
      weekFrom: weekOf(today).from,
      weekTo: weekOf(today).to,
      vistoriasToday: 1,
      vistoriasWeek: 1,
      deadlinesWeek: 1,
      lateVistorias: 1,
      lateDeadlines: 2,
    });
  });

  it('shows another agency none of it', async () => {
    expect(await agenda(b, weekQuery)).toMatchObject({
      vistorias: [],
      deadlines: [],
      postos: [],
      lateVistorias: [],
      lateDeadlines: [],
      lateVistoriasTotal: 0,
      lateDeadlinesTotal: 0,
    });
    expect(await summary(b)).toMatchObject({ vistoriasToday: 0, vistoriasWeek: 0, deadlinesWeek: 0, lateVistorias: 0, lateDeadlines: 0 });
  });
});
