import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { licensingMessages as m } from '@despacha/domain/licensing/messages';
import { PLATE_FINALS } from '@despacha/domain/licensing/calendar';
import { auditEvents, licensingCalendar } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { routeWithPlans } from '../../testing/query-plans.ts';

let t: TestApp;
let a: string;
let b: string;
let staff: string;
let admin: string;
let originId: string;

const today = todayIso();
const post = (cookie: string, url: string, body: unknown) => t.request({ method: 'POST', url, cookie, body });
const list = (cookie: string, query = '') => t.request({ url: `/api/licensing${query}`, cookie });
const plates = async (cookie: string, query = '') => ((await list(cookie, query)).json().items as { placa: string }[]).map((r) => r.placa);

/** A vehicle of the agency with its owner and one service (a completed licensing when asked). */
async function vehicle(
  cookie: string,
  placa: string,
  o: { nome?: string; email?: string; cel?: string; servico?: string; completed?: boolean; originId?: string } = {},
) {
  const res = await post(
    cookie,
    '/api/registrations',
    registration({
      owner: { nome: o.nome ?? `Dono ${placa}`, cpf: generateCpf(), email: o.email ?? '', cel: o.cel ?? '' },
      vehicle: { placa, renavam: generateRenavam(), chassis: '' },
      service: { servico: o.servico ?? 'transferencia', status: o.completed ? 'completed' : 'pending', originId: o.originId ?? '' },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { service: { id: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  const agencyA = (await t.onboard(a, { name: 'Agência A' })).json().id as string;
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  // A staff member of A, created by the admin with a temporary password.
  const created = await post(admin, '/api/admin/users', {
    name: 'Equipe A',
    email: 'equipe@a.com.br',
    role: 'user',
    clientId: agencyA,
    temporaryPassword: 'Abc23xyz',
  });
  expect(created.statusCode, created.body).toBe(201);
  const temporary = await t.login('equipe@a.com.br', 'Abc23xyz');
  await post(temporary, '/api/me/password', { currentPassword: 'Abc23xyz', newPassword: 'segredo123' });
  staff = await t.login('equipe@a.com.br');
  originId = (await post(a, '/api/origins', { nomeEmpresa: 'Oficina Parceira', cnpj: '11.222.333/0001-81' })).json().id;

  // Finals 0 and 1 are due 31/05/2026, 5 on 30/06, 6 on 31/07 (DOMAIN.md, GRT 2026).
  await vehicle(a, 'ABC1230', { nome: 'Carla Licenciada', servico: 'licenciamento', completed: true });
  const reachable = await vehicle(a, 'RIO2A11', { nome: 'Bruno Contato', email: 'bruno@cliente.com.br', cel: '(21) 99876-5432' });
  await t.request({ method: 'PUT', url: `/api/services/${reachable.service.id}/tracking/consent`, cookie: a, body: { email: true } });
  await vehicle(a, 'ABC1D25', { nome: 'Alice Origem', originId });
  await vehicle(a, 'KXY3456', { nome: 'Zé Julho', email: 'ze@cliente.com.br' });
  await vehicle(b, 'BBB1231', { nome: 'Dono de B' });
});
afterAll(async () => t.close());

describe('GET /api/licensing', () => {
  it('lists the month of the plate finals due, undone past their date first, with situation and contact', async () => {
    const res = await list(a, '?month=2026-05');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, year: 2026, from: '2026-05-01', to: '2026-05-31', finalsToConfirm: [] });
    const overdue = today > '2026-05-31';
    expect(body.items).toEqual(
      (overdue ? [1, 0] : [0, 1])
        .map(
          (i) =>
            [
              {
                placa: 'ABC1230',
                ownerName: 'Carla Licenciada',
                final: 0,
                dueDate: '2026-05-31',
                situation: 'feito',
                doneOn: today,
                emailReachable: false,
                mobileReachable: false,
              },
              {
                placa: 'RIO2A11',
                ownerName: 'Bruno Contato',
                final: 1,
                dueDate: '2026-05-31',
                situation: overdue ? 'vencido' : 'a-fazer',
                doneOn: null,
                emailReachable: true,
                mobileReachable: true,
              },
            ][i],
        )
        .map((row) => expect.objectContaining(row)),
    );
  });

  it('places each month by the plate final, old and Mercosul plates alike', async () => {
    expect(await plates(a, '?month=2026-06')).toEqual(['ABC1D25']);
    expect(await plates(a, '?month=2026-07')).toEqual(['KXY3456']);
    expect(await plates(a, '?month=2026-08')).toEqual([]);
  });

  it('filters by situation and by origin', async () => {
    expect(await plates(a, '?month=2026-05&situation=feito')).toEqual(['ABC1230']);
    expect(await plates(a, `?month=2026-05&situation=${today > '2026-05-31' ? 'vencido' : 'a-fazer'}`)).toEqual(['RIO2A11']);
    expect(await plates(a, `?year=2026&origin=${originId}`)).toEqual(['ABC1D25']);
    // By owner, an origin's vehicles are counted with the page (the count of a page past the end apart).
    const byOwner = (page: number) => t.request({ url: `/api/licensing?year=2026&origin=${originId}&sort=owner&page=${page}`, cookie: a });
    expect((await byOwner(1)).json()).toMatchObject({ total: 1, items: [expect.objectContaining({ placa: 'ABC1D25' })] });
    expect((await byOwner(2)).json()).toMatchObject({ total: 1, items: [] });
  });

  it('sorts on the server and pages', async () => {
    expect(await plates(a, '?year=2026&sort=plate&dir=asc')).toEqual(['ABC1230', 'ABC1D25', 'KXY3456', 'RIO2A11']);
    expect(await plates(a, '?year=2026&sort=plate&dir=desc')).toEqual(['RIO2A11', 'KXY3456', 'ABC1D25', 'ABC1230']);
    expect(await plates(a, '?year=2026&sort=owner')).toEqual(['ABC1D25', 'RIO2A11', 'ABC1230', 'KXY3456']);
    expect(await plates(a, '?year=2026&sort=due&dir=desc')).toEqual(['KXY3456', 'ABC1D25', 'ABC1230', 'RIO2A11']);
    if (today.startsWith('2026-') && today > '2026-07-31') {
      // Every 2026 date has passed: the undone are vencido, before the licensed one; desc reverses both.
      expect(await plates(a, '?year=2026')).toEqual(['RIO2A11', 'ABC1D25', 'KXY3456', 'ABC1230']);
      expect(await plates(a, '?year=2026&sort=situation&dir=desc')).toEqual(['ABC1230', 'KXY3456', 'ABC1D25', 'RIO2A11']);
    }
    const second = (await list(a, '?year=2026&page=2')).json();
    expect(second).toMatchObject({ total: 4, page: 2, items: [] });
  });

  it('says "a confirmar" for a year whose calendar is not confirmed', async () => {
    const month = (await list(a, '?month=2027-05')).json();
    expect(month).toMatchObject({ total: 0, items: [], finalsToConfirm: [...PLATE_FINALS] });
    const year = (await list(a, '?year=2027')).json();
    expect(year.total).toBe(4);
    for (const row of year.items) expect(row).toMatchObject({ dueDate: null, situation: 'a-fazer' });
  });

  it('by default lists this month and the next plus the year’s undone overdue ones', async () => {
    const body = (await list(a)).json();
    expect(body.from).toBe(`${today.slice(0, 7)}-01`);
    if (today.startsWith('2026-') && today > '2026-07-31') {
      // Every 2026 date has passed: the undone ones, the licensed one left out.
      expect(body.items.map((r: { placa: string }) => r.placa)).toEqual(['RIO2A11', 'ABC1D25', 'KXY3456']);
      for (const row of body.items) expect(row.situation).toBe('vencido');
    }
  });

  it('shows an agency its own vehicles only, to its staff too, and no agency to the admin', async () => {
    expect(await plates(b, '?year=2026')).toEqual(['BBB1231']);
    expect(await plates(a, '?year=2026')).not.toContain('BBB1231');
    expect((await list(staff, '?year=2026')).json().total).toBe(4);
    expect((await list(admin, '?year=2026')).statusCode).toBe(403);
    expect((await t.request({ url: '/api/licensing' })).statusCode).toBe(401);
  });

  it('reads no large table from end to end, whatever the filter and order (EXPLAIN, sequential scans priced out)', async () => {
    for (const query of [
      '',
      '?month=2026-05',
      '?month=2026-07&situation=vencido',
      `?year=2026&origin=${originId}`,
      '?year=2027&sort=owner&dir=desc',
      '?month=2026-06&sort=due&page=2',
    ]) {
      const { response, largeSeqScans } = await routeWithPlans(t, `/api/licensing${query}`, a);
      expect(response.statusCode, query).toBe(200);
      expect(largeSeqScans, query).toEqual([]);
    }
  });

  it('refuses bad filters with pt-BR messages', async () => {
    for (const [query, message] of [
      ['?month=2026-13', m.monthInvalid],
      ['?month=2026-05&year=2026', m.monthOrYear],
      ['?situation=talvez', m.situationInvalid],
      ['?year=1899', m.yearInvalid],
      ['?origin=nao-e-uuid', m.originInvalid],
      ['?sort=renavam', 'Ordenação inválida'],
    ] as const) {
      const res = await list(a, query);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
  });
});

describe('/api/admin/licensing-calendar', () => {
  const dueDates = (date: (final: number) => string | null) => PLATE_FINALS.map((final) => ({ final, dueDate: date(final) }));

  it('lists the seeded calendar: 2026 from DOMAIN.md, 2027 a confirmar', async () => {
    const res = await t.request({ url: '/api/admin/licensing-calendar', cookie: admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { year: number; final: number; dueDate: string | null; source: string }[];
    expect(rows.filter((r) => r.year === 2026).map((r) => r.dueDate)).toEqual([
      '2026-05-31',
      '2026-05-31',
      '2026-05-31',
      '2026-06-30',
      '2026-06-30',
      '2026-06-30',
      '2026-07-31',
      '2026-07-31',
      '2026-07-31',
      '2026-07-31',
    ]);
    expect(rows.find((r) => r.year === 2026)!.source).toContain('DOMAIN.md (DETRAN-RJ, GRT 2026)');
    expect(rows.filter((r) => r.year === 2027).map((r) => r.dueDate)).toEqual(PLATE_FINALS.map(() => null));
  });

  it('is the admins’ only', async () => {
    for (const cookie of [a, staff]) {
      expect((await t.request({ url: '/api/admin/licensing-calendar', cookie })).statusCode).toBe(403);
      expect((await t.request({ method: 'PUT', url: '/api/admin/licensing-calendar/2027', cookie, body: { dueDates: dueDates(() => null) } })).statusCode).toBe(
        403,
      );
    }
    expect((await t.request({ url: '/api/admin/licensing-calendar' })).statusCode).toBe(401);
  });

  it('saves a year, and the agency list follows it', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/licensing-calendar/2027',
      cookie: admin,
      body: { dueDates: dueDates((f) => (f === 1 ? '31/05/2027' : null)), source: 'DETRAN-RJ, calendário 2027', checkedOn: '2026-11-29' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows[1]).toMatchObject({ year: 2027, final: 1, dueDate: '2027-05-31', source: 'DETRAN-RJ, calendário 2027', checkedOn: '2026-11-29' });
    const [stored] = await t.db
      .select()
      .from(licensingCalendar)
      .where(eq(licensingCalendar.year, 2027))
      .orderBy(licensingCalendar.plateFinal)
      .offset(1)
      .limit(1);
    expect(stored!.dueDate).toBe('2027-05-31');
    expect((await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'licensing_calendar'))).length).toBeGreaterThan(0);

    const may = (await list(a, '?month=2027-05')).json();
    expect(may.items.map((r: { placa: string }) => r.placa)).toEqual(['RIO2A11']);
    expect(may.finalsToConfirm).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses invalid input with pt-BR messages', async () => {
    const put = (year: string, body: unknown) => t.request({ method: 'PUT', url: `/api/admin/licensing-calendar/${year}`, cookie: admin, body });
    for (const [year, body, message] of [
      ['2027', { dueDates: dueDates(() => null).slice(1) }, m.finalsIncomplete],
      ['2027', { dueDates: dueDates((f) => (f === 0 ? '32/05/2027' : null)) }, m.dueDateInvalid],
      ['2027', { dueDates: dueDates((f) => (f === 0 ? '2026-05-31' : null)) }, m.dueDateOutsideYear],
      ['2027', { dueDates: dueDates(() => null), source: 'x'.repeat(1001) }, 'Máximo de 1.000 caracteres'],
      ['3000', { dueDates: dueDates(() => null) }, m.yearInvalid],
    ] as const) {
      const res = await put(year, body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
  });
});
