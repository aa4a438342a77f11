import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { datasetA, insertDataset } from './report-dataset.test-support.ts';

// Issue 15 items 1, 2 and 4 (decision 026): each definition and each filter against a known
// dataset, the totals and the chart, the history, tenant isolation and the input bounds.

let t: TestApp;
let ana: string; // dispatcher of A
let beto: string; // plain user of A
let bia: string; // dispatcher of B
let ids: { ana: string; beto: string };
let origin: { alfa: string; beta: string };
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp(process.env.R1_DEBUG ? { logger: { level: 'error' } } : {});
  ana = await t.userSession('Ana', 'ana@a.com.br');
  const agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id;
  beto = await t.userSession('Beto', 'beto@a.com.br');
  const betoId = (await t.request({ url: '/api/me', cookie: beto })).json().user.id;
  await t.db.update(profiles).set({ agencyId: agencyA, role: 'user' }).where(eq(profiles.id, betoId));
  t.app.forgetActor(betoId);
  bia = await t.userSession('Bia', 'bia@b.com.br');
  const agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: '11.444.777/0001-61' })).json().id;
  const anaId = (await t.request({ url: '/api/me', cookie: ana })).json().user.id;
  const biaId = (await t.request({ url: '/api/me', cookie: bia })).json().user.id;
  ids = { ana: anaId, beto: betoId };
  origin = await insertDataset(t.db, agencyA, ids, datasetA);
  await insertDataset(t.db, agencyB, { ana: biaId, beto: biaId }, [{ ...datasetA[0]!, number: 1 }]);
});
afterAll(async () => t.close());

const generate = (kind: string, filters: Record<string, unknown> = MARCH, cookie = ana) =>
  t.request({ method: 'POST', url: `/api/reports/${kind}/generate`, cookie, body: { filters } });
const numbers = async (kind: string, filters: Record<string, unknown> = MARCH) => {
  const res = await generate(kind, filters);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows.map((r: { number: number }) => r.number);
};

describe('definitions', () => {
  it('GERAL lists every service opened in the period on the agency calendar, by number', async () => {
    // #5 was opened on 28/02 at 23:00 in Rio (01/03 in UTC), #3 on 31/03 at 23:59 (01/04 in UTC).
    expect(await numbers('geral')).toEqual([1, 2, 3, 6, 7]);
  });

  it('GERAL shows owner, vehicle, labels, dates and money; totals and row count over every row', async () => {
    const body = (await generate('geral')).json();
    expect(body.columns.map((c: { key: string }) => c.key)).toEqual([
      'number',
      'owner',
      'document',
      'plate',
      'renavam',
      'service',
      'stage',
      'status',
      'openedOn',
      'prazo',
      'completedOn',
      'detranFee',
      'total',
      'paid',
      'balance',
    ]);
    expect(body.rows[0]).toEqual({
      number: 1,
      owner: 'Proprietário 1',
      document: '529.982.247-25',
      plate: 'ABC-1001',
      renavam: '00639884961',
      service: 'Transferência de propriedade',
      stage: 'Na agência',
      status: 'Pendente',
      openedOn: '2026-03-02',
      prazo: '2099-01-01',
      completedOn: null,
      detranFee: 'R$ 250,00',
      feesToConfirm: 0,
      total: 55000,
      paid: 10000,
      balance: 45000,
    });
    // #2 is past its prazo and not completed: Atrasado; paid beyond its total, it owes nothing.
    expect(body.rows[1]).toMatchObject({ number: 2, status: 'Atrasado', stage: 'Em exigência', openedOn: '2026-03-15', total: 15000, paid: 20000, balance: 0 });
    expect(body.rows[2]).toMatchObject({
      number: 3,
      status: 'Concluído',
      openedOn: '2026-03-31',
      completedOn: '2026-04-02',
      service: 'Primeira licença (0 km)',
    });
    expect(body.rows[3]).toMatchObject({ number: 6, document: '11.222.333/0001-81' });
    expect(body.totals).toEqual({ feesToConfirm: 0, total: 146000, paid: 90000, balance: 61000 });
    expect(body.rowCount).toBe(5);
    expect(body.truncated).toBe(false);
  });

  it('DAP is the services whose process cover is DAP', async () => {
    expect(await numbers('dap')).toEqual([2, 6]);
  });

  it('0KM is the primeira licença services, by type or by cover', async () => {
    expect(await numbers('0km')).toEqual([3, 7]);
    expect(await numbers('0km', { from: '2026-04-01', to: '2026-04-30' })).toEqual([4]);
  });

  it('POR ORIGEM groups by origin, services without one last, with what each sent and owes', async () => {
    const body = (await generate('por-origem')).json();
    expect(body.rows).toEqual([
      { origin: 'Loja Alfa', cnpj: '11.444.777/0001-61', services: 2, feesToConfirm: 0, total: 70000, paid: 10000, balance: 60000 },
      { origin: 'Revenda Beta', cnpj: '', services: 1, feesToConfirm: 0, total: 15000, paid: 20000, balance: 0 },
      { origin: 'Sem origem', cnpj: '', services: 2, feesToConfirm: 0, total: 61000, paid: 60000, balance: 1000 },
    ]);
    expect(body.totals).toEqual({ services: 5, feesToConfirm: 0, total: 146000, paid: 90000, balance: 61000 });
    expect(body.chart).toMatchObject({ unit: 'money', series: [{ label: 'Total' }, { label: 'Pago' }] });
    expect(body.chart.series[0].values.map((v: { label: string; value: number }) => [v.label, v.value])).toEqual([
      ['Loja Alfa', 70000],
      ['Revenda Beta', 15000],
      ['Sem origem', 61000],
    ]);
  });

  it('charts services per week (Monday) by status, weeks without services at zero', async () => {
    const { chart } = (await generate('geral')).json();
    expect(chart.unit).toBe('count');
    expect(chart.series.map((s: { label: string }) => s.label)).toEqual(['Pendente', 'Em andamento', 'Concluído', 'Atrasado']);
    const weeks = chart.series[0].values.map((v: { key: string }) => v.key);
    expect(weeks).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    const of = (label: string) => chart.series.find((s: { label: string }) => s.label === label).values.map((v: { value: number }) => v.value);
    expect(of('Pendente')).toEqual([0, 2, 0, 1, 0, 0]);
    expect(of('Atrasado')).toEqual([0, 0, 1, 0, 0, 0]);
    expect(of('Concluído')).toEqual([0, 0, 0, 0, 0, 1]);
    expect(of('Em andamento')).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('filters', () => {
  it('period: the local day decides, both ends included', async () => {
    expect(await numbers('geral', { from: '2026-03-16', to: '2026-03-31' })).toEqual([3, 6]);
    expect(await numbers('geral', { from: '2026-02-28', to: '2026-02-28' })).toEqual([5]);
  });

  it('origin, service type, stage, position, status and staff user, alone and together', async () => {
    expect(await numbers('geral', { ...MARCH, originId: origin.alfa })).toEqual([1, 6]);
    expect(await numbers('geral', { ...MARCH, servico: 'transferencia' })).toEqual([1, 6]);
    expect(await numbers('geral', { ...MARCH, posicao: 'exigencia' })).toEqual([2]);
    // The stage (decision 058): pendente in emissão is at the agency; a concluded one is concluded whatever its position.
    expect(await numbers('geral', { ...MARCH, etapa: 'exigencia' })).toEqual([2]);
    expect(await numbers('geral', { ...MARCH, etapa: 'agencia' })).toEqual([1, 6, 7]);
    expect(await numbers('geral', { ...MARCH, etapa: 'concluido' })).toEqual([3]);
    expect(await numbers('geral', { ...MARCH, etapa: 'pronto' })).toEqual([]);
    expect(await numbers('geral', { ...MARCH, status: 'late' })).toEqual([2]);
    expect(await numbers('geral', { ...MARCH, status: 'pending' })).toEqual([1, 6, 7]);
    expect(await numbers('geral', { ...MARCH, status: 'completed' })).toEqual([3]);
    expect(await numbers('geral', { ...MARCH, status: 'in_progress' })).toEqual([]);
    expect(await numbers('geral', { ...MARCH, userId: ids.beto })).toEqual([2, 6]);
    expect(await numbers('geral', { ...MARCH, originId: origin.alfa, userId: ids.beto })).toEqual([6]);
    expect(await numbers('dap', { ...MARCH, status: 'pending' })).toEqual([6]);
    const byOrigin = (await generate('por-origem', { ...MARCH, originId: origin.beta })).json();
    expect(byOrigin.rows.map((r: { origin: string }) => r.origin)).toEqual(['Revenda Beta']);
  });

  it('defaults to the current month; one end stands for its month', async () => {
    const res = (await generate('geral', {})).json();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7);
    expect(res.run.filters.from).toBe(`${month}-01`);
    expect(res.run.filters.to.slice(0, 7)).toBe(month);
    expect(res.rows).toEqual([]);
    expect((await generate('geral', { from: '2026-03-01' })).json().run.filters).toMatchObject(MARCH);
  });

  it('refuses periods over 366 days, reversed or impossible dates, unknown fields, NUL and oversized text', async () => {
    const status = async (filters: Record<string, unknown>) => (await generate('geral', filters)).statusCode;
    expect(await status({ from: '2025-01-01', to: '2026-01-02' })).toBe(400);
    expect(await status({ from: '2025-01-01', to: '2026-01-01' })).toBe(200);
    expect(await status({ from: '2026-03-31', to: '2026-03-01' })).toBe(400);
    expect(await status({ from: '2026-02-30', to: '2026-03-01' })).toBe(400);
    expect(await status({ ...MARCH, servico: 'a\u0000b' })).toBe(400);
    expect(await status({ ...MARCH, servico: 'x'.repeat(121) })).toBe(400);
    expect(await status({ ...MARCH, originId: 'not-a-uuid' })).toBe(400);
    expect(await status({ ...MARCH, status: 'perdido' })).toBe(400);
    expect(await status({ ...MARCH, sql: '1=1' })).toBe(400);
    const res = await generate('geral', { from: '2026-03-31', to: '2026-03-01' });
    expect(res.json().message ?? res.body).toBeTruthy();
    expect(res.body).toContain('A data final deve ser igual ou posterior à inicial.');
    expect((await t.request({ method: 'POST', url: '/api/reports/mensal/generate', cookie: ana, body: {} })).statusCode).toBe(400);
  });
});

describe('access and history', () => {
  it('a plain user generates too; the administrator (no agency) and anonymous callers do not', async () => {
    expect((await generate('geral', MARCH, beto)).statusCode).toBe(200);
    const admin = await t.userSession('Dono', OWNER_EMAIL);
    expect((await generate('geral', MARCH, admin)).statusCode).toBe(403);
    expect((await t.request({ url: '/api/report-runs', cookie: admin })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/reports/geral/generate', body: { filters: MARCH } })).statusCode).toBe(401);
  });

  it("another agency's services, origins and runs stay out of sight", async () => {
    const b = (await generate('geral', MARCH, bia)).json();
    expect(b.rows.map((r: { number: number }) => r.number)).toEqual([1]);
    expect(b.totals).toEqual({ feesToConfirm: 0, total: 55000, paid: 10000, balance: 45000 });
    // A's origin id as B's filter finds nothing of A's.
    expect((await generate('geral', { ...MARCH, originId: origin.alfa }, bia)).json().rows).toEqual([]);
    expect((await t.request({ url: `/api/report-runs/${b.run.id}`, cookie: ana })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/report-runs/${b.run.id}/download`, cookie: ana })).statusCode).toBe(404);
    const aRuns = (await t.request({ url: '/api/report-runs', cookie: ana })).json();
    expect(aRuns.items.some((r: { id: string }) => r.id === b.run.id)).toBe(false);
  });

  it('records every generation: who, when, filters in pt-BR, rows; newest first, paged', async () => {
    const before = (await t.request({ url: '/api/report-runs', cookie: ana })).json().total;
    const made = (await generate('dap', { ...MARCH, originId: origin.alfa, status: 'pending', userId: ids.beto })).json();
    const list = (await t.request({ url: '/api/report-runs?page=1', cookie: ana })).json();
    expect(list.total).toBe(before + 1);
    expect(list.pageSize).toBe(20);
    expect(list.items[0]).toMatchObject({
      id: made.run.id,
      kind: 'dap',
      kindLabel: 'DAP',
      format: 'screen',
      status: 'done',
      rowCount: 1,
      rowsDone: 1,
      createdByName: 'Ana',
      fileName: null,
      filtersLabel: '01/03/2026 a 31/03/2026 · Origem: Loja Alfa · Status: Pendente · Usuário: Beto',
    });
    expect(Date.now() - Date.parse(list.items[0].createdAt)).toBeLessThan(60_000);
    // The history is the agency's: Beto sees Ana's run.
    expect((await t.request({ url: `/api/report-runs/${made.run.id}`, cookie: beto })).json().id).toBe(made.run.id);
    // A screen run has no file.
    const download = await t.request({ url: `/api/report-runs/${made.run.id}/download`, cookie: ana });
    expect(download.statusCode).toBe(404);
    expect((await t.request({ url: '/api/report-runs?page=0', cookie: ana })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/report-runs/not-a-uuid', cookie: ana })).statusCode).toBe(404);
  });
});
