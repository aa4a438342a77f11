import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caixaMessages as m } from '@despacha/domain/caixa/messages';
import { CODE, PAGE_MAX } from '@despacha/domain/limits';
import { formatMessages } from '@despacha/domain/messages';
import type { CaixaResponse } from '@despacha/domain/contracts/caixa';
import { todayIso } from '../../lib/dates.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildCaixa } from './build-caixa.ts';
import { memberWithService, seedBusyDay, seedCaixa, serviceNumberOf, type Member } from './caixa-fixture.ts';

let t: TestApp;
let a: Member;
let b: Member;
let numberA: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await memberWithService(t, 'Ana Caixa', 'ana@caixa-a.com.br', { name: 'Agência A' }, 'Maria do Caixa');
  b = await memberWithService(t, 'Bia Caixa', 'bia@caixa-b.com.br', { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' }, 'Pedro Outro');
  await seedCaixa(t, a, b);
  numberA = await serviceNumberOf(t, a);
});
afterAll(async () => t.close());

const caixa = async (cookie: string, query: string) => {
  const res = await t.request({ url: `/api/caixa${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CaixaResponse;
};
const november = '?from=2026-11-01&to=2026-11-30';

describe('GET /api/caixa', () => {
  it('opens with the balance of every live entry before the period and closes with its movement', async () => {
    const c = await caixa(a.cookie, november);
    expect(c).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      openingCents: 7_500,
      inCents: 46_000,
      outCents: 20_000,
      netCents: 26_000,
      closingCents: 33_500,
    });
    expect(c).toMatchObject({ entryCount: 4, page: 1, pageSize: 100 });
  });

  it("groups entries by their day, with the running balance and each day's subtotal", async () => {
    const c = await caixa(a.cookie, november);
    expect(c.days.map((d) => [d.date, d.inCents, d.outCents, d.closingCents])).toEqual([
      ['2026-11-02', 30_000, 20_000, 17_500],
      ['2026-11-03', 15_000, 0, 32_500],
      ['2026-11-05', 1_000, 0, 33_500],
    ]);
    const [first, second] = c.days[0]!.entries;
    expect(first).toMatchObject({
      kind: 'payment',
      time: '09:05',
      serviceNumber: numberA,
      ownerName: 'Maria do Caixa',
      methodLabel: 'Dinheiro',
      inCents: 30_000,
      outCents: 0,
      balanceCents: 37_500,
      who: 'Ana Caixa',
    });
    expect(first!.description).toMatch(/^Recibo nº \d+ · Entrada$/);
    expect(second).toMatchObject({
      kind: 'expense',
      time: '10:00',
      description: 'Taxas DETRAN / DUDA · DUDA 123',
      methodLabel: 'PIX',
      inCents: 0,
      outCents: 20_000,
      balanceCents: 17_500,
    });
  });

  it('places an entry on its São Paulo day and clock, not the UTC one', async () => {
    const c = await caixa(a.cookie, november);
    const day3 = c.days.find((d) => d.date === '2026-11-03')!;
    expect(day3.entries.map((e) => [e.time, e.methodLabel, e.inCents])).toEqual([['22:30', 'Cartão', 15_000]]);
    expect(c.days.some((d) => d.date === '2026-11-04')).toBe(false);
  });

  it('totals each method (in, out, net); the migrated "não informado" appears only when it moved', async () => {
    const c = await caixa(a.cookie, november);
    expect(c.byMethod.map((x) => [x.label, x.inCents, x.outCents, x.netCents])).toEqual([
      ['PIX', 0, 20_000, -20_000],
      ['Dinheiro', 30_000, 0, 30_000],
      ['Cartão', 15_000, 0, 15_000],
      ['Boleto', 0, 0, 0],
      ['Transferência', 0, 0, 0],
      ['Não informado', 1_000, 0, 1_000],
    ]);
    const october = await caixa(a.cookie, '?from=2026-10-01&to=2026-10-31');
    expect(october.byMethod.map((x) => x.method)).toEqual(['pix', 'dinheiro', 'cartao', 'boleto', 'transferencia']);
    expect(october).toMatchObject({ openingCents: 0, inCents: 10_000, outCents: 2_500, closingCents: 7_500 });
  });

  it('lists voided entries apart and never counts them', async () => {
    const c = await caixa(a.cookie, november);
    expect(c.voided.map((v) => [v.date, v.methodLabel, v.inCents, v.balanceCents, v.voidReason])).toEqual([
      ['2026-11-03', 'Boleto', 50_000, null, 'Lançado em duplicidade'],
    ]);
    expect(c.days.flatMap((d) => d.entries).some((e) => e.inCents === 50_000)).toBe(false);
  });

  it('covers one day when one date is given, and today (São Paulo) when none', async () => {
    const day = await caixa(a.cookie, '?from=2026-11-03');
    expect(day).toMatchObject({ from: '2026-11-03', to: '2026-11-03', openingCents: 17_500, inCents: 15_000, closingCents: 32_500 });
    const today = await caixa(a.cookie, '');
    expect([today.from, today.to]).toEqual([todayIso(), todayIso()]);
  });

  it("lists only the days of the page, each with its whole subtotal, and every balance from the period's start", async () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    const dayRows = (c: CaixaResponse) => c.days.map((d) => [d.date, d.inCents, d.outCents, d.closingCents, d.entries.map((e) => e.balanceCents)]);
    // The day's second entry alone: its balance counts the first, its day closes on both.
    expect(dayRows(await buildCaixa(t.db, a.agencyId, period, { page: 2, pageSize: 1 }))).toEqual([['2026-11-02', 30_000, 20_000, 17_500, [17_500]]]);
    expect(dayRows(await buildCaixa(t.db, a.agencyId, period, { page: 2, pageSize: 3 }))).toEqual([['2026-11-05', 1_000, 0, 33_500, [33_500]]]);
    const first = await buildCaixa(t.db, a.agencyId, period, { page: 1, pageSize: 3 });
    expect(dayRows(first)).toEqual([
      ['2026-11-02', 30_000, 20_000, 17_500, [37_500, 17_500]],
      ['2026-11-03', 15_000, 0, 32_500, [32_500]],
    ]);
    expect(first).toMatchObject({ entryCount: 4, closingCents: 33_500 });
  });

  it('refuses a wrong period with its message', async () => {
    const cases: [string, string][] = [
      ['?from=2026-01-01&to=2027-01-02', m.periodTooLong],
      ['?from=2026-11-30&to=2026-11-01', m.periodOrder],
      ['?from=2026-02-30', m.periodInvalid],
      ['?from=30/11/2026', m.periodInvalid],
      [`?to=${'2'.repeat(5000)}`, formatMessages.tooLong(CODE.date)],
    ];
    for (const [query, message] of cases) {
      const res = await t.request({ url: `/api/caixa${query}`, cookie: a.cookie });
      expect(res.statusCode, query).toBe(400);
      expect(Object.values(res.json().error.fields ?? {}), query).toEqual([message]);
    }
    expect((await t.request({ url: '/api/caixa?from=2028-01-01&to=2028-12-31', cookie: a.cookie })).statusCode).toBe(200);
  });

  it('shows each agency its own ledger only; no agency, 403; no session, 401', async () => {
    const other = await caixa(b.cookie, november);
    expect(other).toMatchObject({ openingCents: 0, inCents: 123_456, outCents: 0, closingCents: 123_456, voided: [] });
    expect(other.days.flatMap((d) => d.entries).map((e) => e.ownerName)).toEqual(['Pedro Outro']);
    expect(JSON.stringify(other)).not.toContain('Maria do Caixa');
    const mine = await caixa(a.cookie, november);
    expect(JSON.stringify(mine)).not.toContain('Pedro Outro');
    expect((await t.request({ url: `/api/caixa${november}` })).statusCode).toBe(401);
    const loner = await t.userSession('Sem Agência', 'sem@caixa.com.br');
    expect((await t.request({ url: `/api/caixa${november}`, cookie: loner })).statusCode).toBe(403);
  });
});

describe('GET /api/caixa, one page of entries at a time', () => {
  const busyDay = '?from=2027-01-15&to=2027-01-15';
  let sums: { inCents: number; outCents: number };
  beforeAll(async () => {
    sums = await seedBusyDay(t, a, '2027-01-15');
  });

  it("pages 230 entries of a day by 100, with the whole period's totals and a running balance that carries over", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => caixa(a.cookie, `${busyDay}&page=${p}`)));
    expect(pages.map((c) => [c.page, c.pageSize, c.entryCount, c.days.map((d) => d.entries.length)])).toEqual([
      [1, 100, 230, [100]],
      [2, 100, 230, [100]],
      [3, 100, 230, [30]],
    ]);
    // Opening: agency A's 335,00 of November and 77,77 of December.
    const totals = { openingCents: 41_277, inCents: sums.inCents, outCents: sums.outCents, closingCents: 41_277 + sums.inCents - sums.outCents };
    for (const c of pages) {
      expect(c).toMatchObject(totals);
      expect(c.byMethod).toEqual(pages[0]!.byMethod);
      expect(c.days.map(({ entries: _, ...day }) => day)).toEqual([
        { date: '2027-01-15', inCents: sums.inCents, outCents: sums.outCents, closingCents: totals.closingCents },
      ]);
      expect(c.voided).toHaveLength(15);
    }
    expect(pages[0]!.byMethod.filter((x) => x.inCents).map((x) => x.method)).toEqual(['pix', 'dinheiro', 'cartao']);

    const entries = pages.flatMap((c) => c.days[0]!.entries);
    expect(new Set(entries.map((e) => e.id)).size).toBe(230);
    expect(entries.map((e) => e.time)).toEqual(entries.map((e) => e.time).sort());
    // Each balance, the first of a page too, is the one before it plus its own movement.
    let balance = totals.openingCents;
    for (const e of entries) {
      expect(e.balanceCents, e.id).toBe(balance + e.inCents - e.outCents);
      balance = e.balanceCents!;
    }
    expect(balance).toBe(totals.closingCents);
  });

  it('answers a page past the end empty, with the same totals', async () => {
    const last = await caixa(a.cookie, `${busyDay}&page=3`);
    const past = await caixa(a.cookie, `${busyDay}&page=99`);
    expect(past).toMatchObject({ page: 99, pageSize: 100, entryCount: 230, days: [] });
    const { days: _past, page: _p, ...pastTotals } = past;
    const { days: _last, page: _l, ...lastTotals } = last;
    expect(pastTotals).toEqual(lastTotals);
  });

  it('refuses a page that is not a whole number from 1 to the maximum', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '', String(PAGE_MAX + 1), '9'.repeat(40)]) {
      const res = await t.request({ url: `/api/caixa${busyDay}&page=${page}`, cookie: a.cookie });
      expect(res.statusCode, page).toBe(400);
      expect(res.json().error.fields, page).toEqual({ page: formatMessages.pageInvalid });
    }
    expect((await caixa(a.cookie, `${busyDay}&page=${PAGE_MAX}`)).days).toEqual([]);
  });

  it("pages each agency's own entries only", async () => {
    expect(await caixa(b.cookie, `${busyDay}&page=1`)).toMatchObject({ entryCount: 0, inCents: 0, days: [], voided: [] });
    const other = await caixa(b.cookie, `${november}&page=2`);
    expect(other).toMatchObject({ entryCount: 1, inCents: 123_456, days: [] });
    expect((await t.request({ url: `/api/caixa${busyDay}&page=2` })).statusCode).toBe(401);
  });
});
