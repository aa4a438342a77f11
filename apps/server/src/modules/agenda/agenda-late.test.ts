import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  agendaLateDeadlinesResponse,
  agendaLateVistoriasResponse,
  type AgendaLateDeadlinesResponse,
  type AgendaLateVistoriasResponse,
  type AgendaResponse,
} from '@despacha/domain/agenda/contracts';
import { AGENDA_LATE_OFFSET_MAX, agendaMessages } from '@despacha/domain/agenda/messages';
import { inputMessages } from '@despacha/domain/messages';
import { inspections, services } from '../../db/schema/index.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The late lists come 25 at a time: the agenda carries the oldest 25 of each, GET /api/agenda/late
// the next ones in the same order ("Carregar mais").

let t: TestApp;
let a: string;
let b: string;
/** Agency A's late deadlines and vistorias, in the order the agenda promises (computed here, not by SQL). */
let lateDeadlines: { serviceId: string; deadline: string }[] = [];
let lateVistorias: { serviceId: string; posto: string }[] = [];
let agencyBLate: string;

const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const agencyOf = async (cookie: string) => ((await t.request({ url: '/api/me', cookie })).json() as { agency: { id: string } }).agency.id;

/** The agency's first service, registered through the API, to copy late ones from. */
async function firstService(cookie: string, agencyId: string) {
  const res = await t.request({ method: 'POST', url: '/api/registrations', cookie, body: registration() });
  expect(res.statusCode, res.body).toBe(200);
  const { service } = res.json() as { service: { id: string } };
  const [row] = await t.db
    .select()
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.id, service.id)));
  const { id: _id, ...copyable } = row!;
  return copyable;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@atrasados-a.com.br');
  b = await t.userSession('Bia', 'bia@atrasados-b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  const [agencyA, agencyB] = [await agencyOf(a), await agencyOf(b)];

  // 60 open services of A past their prazo, two a day; within a day the later number is inserted first.
  const copyA = await firstService(a, agencyA);
  const rows = Array.from({ length: 60 }, (_, i) => ({
    ...copyA,
    number: 1000 + (i % 2 === 0 ? i + 1 : i - 1),
    prazo: shift('2020-01-01', Math.floor(i / 2)),
    dataProc: null,
    status: 'pending',
  }));
  const saved = await t.db.insert(services).values(rows).returning({ id: services.id, number: services.number, deadline: services.deadline });
  lateDeadlines = [...saved]
    .sort((x, y) => x.deadline!.localeCompare(y.deadline!) || x.number - y.number)
    .map((s) => ({ serviceId: s.id, deadline: s.deadline! }));

  // 30 of them with a vistoria past its day and no conclusão, three a day: untimed, 14:00, 09:00.
  // One more, concluded, is not late.
  const vistorias = saved.slice(0, 31).map((s, i) => ({
    agencyId: agencyA,
    serviceId: s.id,
    data: shift('2021-01-01', Math.floor(i / 3)),
    hora: ['', '14:00', '09:00'][i % 3]!,
    posto: i % 3 === 1 ? 'Posto Centro' : 'Posto Barra',
    conclusao: i === 30 ? 'Aprovada' : '',
  }));
  await t.db.insert(inspections).values(vistorias);
  const numberOf = new Map(saved.map((s) => [s.id, s.number]));
  lateVistorias = vistorias
    .filter((v) => !v.conclusao)
    .sort(
      (x, y) =>
        x.data.localeCompare(y.data) ||
        Number(x.hora === '') - Number(y.hora === '') ||
        x.hora.localeCompare(y.hora) ||
        numberOf.get(x.serviceId)! - numberOf.get(y.serviceId)!,
    )
    .map((v) => ({ serviceId: v.serviceId, posto: v.posto }));

  // Agency B's one late service, older than all of A's: first in any list it leaked into.
  const copyB = await firstService(b, agencyB);
  const [late] = await t.db
    .insert(services)
    .values({ ...copyB, number: 2000, prazo: '2019-06-01', dataProc: null, status: 'pending' })
    .returning({ id: services.id });
  agencyBLate = late!.id;
  await t.db.insert(inspections).values({ agencyId: agencyB, serviceId: agencyBLate, data: '2019-06-01', hora: '08:00', posto: 'Posto Barra', conclusao: '' });
}, 60_000);
afterAll(async () => t.close());

async function get<T>(cookie: string, url: string): Promise<T> {
  const res = await t.request({ url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as T;
}
const deadlinesPage = async (cookie: string, query: string) => {
  const body = await get<AgendaLateDeadlinesResponse>(cookie, `/api/agenda/late?kind=deadlines&${query}`);
  // The database writes this answer: every field of the contract, typed, and no other.
  expect(agendaLateDeadlinesResponse.parse(body)).toEqual(body);
  return body;
};
const vistoriasPage = async (cookie: string, query: string) => {
  const body = await get<AgendaLateVistoriasResponse>(cookie, `/api/agenda/late?kind=vistorias&${query}`);
  expect(agendaLateVistoriasResponse.parse(body)).toEqual(body);
  return body;
};
const ids = (items: { serviceId: string }[]) => items.map((i) => i.serviceId);
const centro = encodeURIComponent('Posto Centro');

describe('the late lists, 25 at a time', () => {
  it('the agenda carries the 25 oldest of each late list and their totals', async () => {
    const agenda = await get<AgendaResponse>(a, '/api/agenda?from=2030-03-04&to=2030-03-10');
    expect(ids(agenda.lateDeadlines)).toEqual(ids(lateDeadlines.slice(0, 25)));
    expect(agenda.lateDeadlinesTotal).toBe(60);
    expect(ids(agenda.lateVistorias)).toEqual(ids(lateVistorias.slice(0, 25)));
    expect(agenda.lateVistoriasTotal).toBe(30);
  });

  it('pages the late deadlines on from the agenda in the same order, with no overlap or gap, the last page short', async () => {
    const second = await deadlinesPage(a, 'offset=25');
    const third = await deadlinesPage(a, 'offset=50');
    expect(second.total).toBe(60);
    expect(second.items).toHaveLength(25);
    expect(third).toMatchObject({ total: 60 });
    expect(third.items).toHaveLength(10);
    const agenda = await get<AgendaResponse>(a, '/api/agenda');
    expect([...ids(agenda.lateDeadlines), ...ids(second.items), ...ids(third.items)]).toEqual(ids(lateDeadlines));
    expect(second.items[0]).toMatchObject({ deadline: lateDeadlines[25]!.deadline, source: 'prazo', late: true, placa: 'ABC1234' });
    expect((await deadlinesPage(a, 'offset=60')).items).toEqual([]);
  });

  it('pages the late vistorias, of one posto when asked', async () => {
    const rest = await vistoriasPage(a, 'offset=25');
    expect(rest.total).toBe(30);
    expect(ids(rest.items)).toEqual(ids(lateVistorias.slice(25)));
    expect(rest.items.every((v) => v.late && v.conclusao === '')).toBe(true);

    const ofCentro = lateVistorias.filter((v) => v.posto === 'Posto Centro');
    expect(ofCentro).toHaveLength(10);
    expect((await get<AgendaResponse>(a, `/api/agenda?posto=${centro}`)).lateVistoriasTotal).toBe(10);
    const page = await vistoriasPage(a, `posto=${centro}&offset=4`);
    expect(page.total).toBe(10);
    expect(ids(page.items)).toEqual(ids(ofCentro.slice(4)));
    // Deadlines have no posto: the filter leaves them whole.
    expect((await deadlinesPage(a, `posto=${centro}&offset=50`)).items).toHaveLength(10);
  });

  it("never shows another agency's late items", async () => {
    const seenByA = [
      ...ids((await deadlinesPage(a, 'offset=0')).items),
      ...ids((await deadlinesPage(a, 'offset=25')).items),
      ...ids((await deadlinesPage(a, 'offset=50')).items),
      ...ids((await vistoriasPage(a, 'offset=0')).items),
      ...ids((await vistoriasPage(a, 'offset=25')).items),
    ];
    expect(seenByA).not.toContain(agencyBLate);
    expect(await deadlinesPage(b, 'offset=0')).toMatchObject({ total: 1, items: [{ serviceId: agencyBLate }] });
    expect(await vistoriasPage(b, 'offset=0')).toMatchObject({ total: 1, items: [{ serviceId: agencyBLate }] });
    expect(await deadlinesPage(b, 'offset=25')).toEqual({ items: [], total: 1 });
  });

  it('refuses another list, an offset out of range and a NUL byte, in pt-BR', async () => {
    const refused = async (query: string, message: string) => {
      const res = await t.request({ url: `/api/agenda/late${query}`, cookie: a });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    };
    await refused('?offset=25', agendaMessages.lateKindInvalid);
    await refused('?kind=services&offset=25', agendaMessages.lateKindInvalid);
    await refused('?kind=deadlines&offset=-1', agendaMessages.lateOffsetInvalid);
    await refused('?kind=deadlines&offset=2.5', agendaMessages.lateOffsetInvalid);
    await refused(`?kind=deadlines&offset=${AGENDA_LATE_OFFSET_MAX + 1}`, agendaMessages.lateOffsetInvalid);
    await refused('?kind=vistorias&posto=Posto%00Centro', inputMessages.nulCharacter);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request({ url: '/api/agenda/late?kind=deadlines&offset=25' })).statusCode).toBe(401);
  });
});
