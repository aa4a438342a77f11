import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CommissionStatement, OriginSettingsResponse } from '@despacha/domain/commissions/contracts';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { COMMISSION_PERIOD_MAX_DAYS, COMMISSION_ROWS_MAX } from '@despacha/domain/commissions/options';
import { monthOf, agencyToday } from '@despacha/domain/agency-calendar';
import { ledgerMessages } from '@despacha/domain/ledger/messages';
import { fieldOptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertBulkServices } from '../reports/public.ts';
import { agencyWithVehicle, createOrigin, insertService, standardSettings, type Agency } from './commission-fixture.ts';

let t: TestApp;
let a: Agency;
let b: Agency;
let originId: string;
let otherOrigin: string;
const s: Record<string, { id: string; number: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await agencyWithVehicle(t, 'Ana Comissão', 'ana@comissao-a.com.br', { name: 'Agência A' });
  b = await agencyWithVehicle(t, 'Bia Comissão', 'bia@comissao-b.com.br', { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  originId = await createOrigin(t, a, 'Auto Center Barra');
  otherOrigin = await createOrigin(t, a, 'Loja Sem Comissão');
  // October 2026: by data do processo, or the opening day in São Paulo when there is none.
  s.transfer = await insertService(t, a, { originId, servico: 'transferencia', honorariosCents: 30_000, dataProc: '2026-10-05' });
  s.licence = await insertService(t, a, { originId, servico: 'licenciamento', honorariosCents: 20_000, dataProc: '2026-10-03' });
  s.opened = await insertService(t, a, { originId, servico: 'transferencia', honorariosCents: 12_345, createdAt: '2026-10-10T12:00:00Z' });
  // Opened at 23:00 of 30 September in São Paulo (already October in UTC): not October's.
  s.lateNight = await insertService(t, a, { originId, servico: 'transferencia', honorariosCents: 10_000, createdAt: '2026-10-01T02:00:00Z' });
  s.december = await insertService(t, a, { originId, servico: 'transferencia', honorariosCents: 10_000, dataProc: '2026-12-01' });
  s.free = await insertService(t, a, { originId, servico: 'transferencia', honorariosCents: 0, dataProc: '2026-09-15' });
  s.elsewhere = await insertService(t, a, { originId: otherOrigin, servico: 'transferencia', honorariosCents: 10_000, dataProc: '2026-10-05' });
  s.noOrigin = await insertService(t, a, { originId: null, servico: 'transferencia', honorariosCents: 10_000, dataProc: '2026-10-05' });
});
afterAll(async () => t.close());

const put = (cookie: string, id: string, body: unknown) => t.request({ method: 'PUT', url: `/api/origins/${id}/settings`, cookie, body });
const statement = async (query: string, cookie = a.cookie) => {
  const res = await t.request({ url: `/api/commissions?originId=${originId}${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CommissionStatement;
};
const settle = (serviceIds: string[], extra: Record<string, unknown> = {}, cookie = a.cookie) =>
  t.request({
    method: 'POST',
    url: '/api/commissions/settle',
    cookie,
    body: { originId, serviceIds, paidOn: '20/10/2026', method: 'pix', note: 'Outubro', ...extra },
  });
const october = '&from=2026-10-01&to=31/10/2026';

describe('origin settings', () => {
  it('start empty and round-trip contact, direction and rules (percent typed "12,5" is 1250 basis points)', async () => {
    const empty = await t.request({ url: `/api/origins/${originId}/settings`, cookie: a.cookie });
    expect(empty.json()).toEqual({ originId, contatoNome: '', contatoTelefone: '', contatoEmail: '', direction: 'none', rules: [] });
    const res = await put(a.cookie, originId, { ...standardSettings, rules: [{ servico: '', mode: 'percent', percent: '12,5' }, standardSettings.rules[1]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      originId,
      contatoNome: 'Carla Parceira',
      contatoTelefone: '21987654321',
      contatoEmail: 'carla@autocenter.com.br',
      direction: 'pay',
      rules: [
        { servico: '', mode: 'percent', percentBp: 1250, amountCents: 0 },
        { servico: 'licenciamento', mode: 'fixed', percentBp: 0, amountCents: 5000 },
      ],
    } satisfies OriginSettingsResponse);
    expect((await t.request({ url: `/api/origins/${originId}/settings`, cookie: a.cookie })).json()).toEqual(res.json());
  });

  it('keep the rules while the origin is set to "Sem comissão", and show them again when a commission is chosen', async () => {
    expect((await put(a.cookie, originId, standardSettings)).statusCode).toBe(200);
    const off = await put(a.cookie, originId, { ...standardSettings, direction: 'none', rules: [] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ direction: 'none', rules: [{ servico: '' }, { servico: 'licenciamento' }] });
    // No commission is owed meanwhile, whatever the stored rules say.
    expect((await statement(october)).totals.openCents).toBe(0);
    const on = await put(a.cookie, originId, { ...standardSettings, rules: [] });
    expect(on.json()).toMatchObject({ direction: 'pay', rules: [] });
    expect((await put(a.cookie, originId, standardSettings)).statusCode).toBe(200);
  });

  it('refuse a repeated type, a bad percentage, an unknown type and unbounded text with pt-BR messages', async () => {
    const twice = await put(a.cookie, originId, {
      ...standardSettings,
      rules: [...standardSettings.rules, { servico: 'licenciamento', mode: 'percent', percent: '5' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ 'rules.2.servico': m.duplicateType });
    const percent = await put(a.cookie, originId, { ...standardSettings, rules: [{ servico: '', mode: 'percent', percent: '150' }] });
    expect(percent.json().error.fields).toEqual({ 'rules.0.percent': m.percentInvalid });
    const unknown = await put(a.cookie, originId, { ...standardSettings, rules: [{ servico: 'nao-existe', mode: 'fixed', amount: '1,00' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'rules.0.servico': m.serviceTypeRequired });
    expect((await put(a.cookie, originId, { ...standardSettings, contatoNome: 'Carla\u0000' })).statusCode).toBe(400);
    expect((await put(a.cookie, originId, { ...standardSettings, contatoNome: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await put(a.cookie, originId, { ...standardSettings, rules: Array.from({ length: 41 }, () => standardSettings.rules[0]) })).statusCode).toBe(400);
  });

  it("are another agency's 404, and an unknown origin's", async () => {
    expect((await t.request({ url: `/api/origins/${originId}/settings`, cookie: b.cookie })).statusCode).toBe(404);
    expect((await put(b.cookie, originId, standardSettings)).statusCode).toBe(404);
    expect((await t.request({ url: '/api/origins/nao-e-id/settings', cookie: a.cookie })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/commissions?originId=${originId}`, cookie: b.cookie })).statusCode).toBe(404);
  });
});

describe('GET /api/commissions', () => {
  it("lists the origin's services of the period by date then number, with each rule's commission", async () => {
    expect((await put(a.cookie, originId, standardSettings)).statusCode).toBe(200);
    const st = await statement(october);
    const [label] = await t.db.select({ label: fieldOptions.optionLabel }).from(fieldOptions).where(eq(fieldOptions.optionValue, 'licenciamento'));
    expect(st).toMatchObject({ origin: { id: originId, nomeEmpresa: 'Auto Center Barra' }, direction: 'pay', from: '2026-10-01', to: '2026-10-31' });
    expect(st.rows.map((r) => [r.number, r.date, r.honorariosCents, r.ruleText, r.commissionCents, r.entryId])).toEqual([
      [s.licence!.number, '2026-10-03', 20_000, 'R$ 50,00', 5_000, null],
      [s.transfer!.number, '2026-10-05', 30_000, '10% dos honorários', 3_000, null],
      // 10% of 123,45 rounds half up to 12,35.
      [s.opened!.number, '2026-10-10', 12_345, '10% dos honorários', 1_235, null],
    ]);
    expect(st.rows[0]).toMatchObject({
      placa: 'ABC1234',
      servico: 'licenciamento',
      servicoLabel: label?.label ?? 'licenciamento',
      ownerName: 'José da Conceição',
    });
    expect(st.totals).toEqual({ honorariosCents: 62_345, commissionCents: 9_235, settledCents: 0, openCents: 9_235 });
  });

  it('covers the current month by default and refuses a reversed or too long period', async () => {
    expect(await statement('')).toMatchObject(monthOf(agencyToday()));
    const reversed = await t.request({ url: `/api/commissions?originId=${originId}&from=2026-10-31&to=2026-10-01`, cookie: a.cookie });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe(m.periodReversed);
    const long = await t.request({ url: `/api/commissions?originId=${originId}&from=2025-01-01&to=2026-10-01`, cookie: a.cookie });
    expect(long.json().error.message).toBe(m.periodTooLong(COMMISSION_PERIOD_MAX_DAYS));
    expect((await t.request({ url: `/api/commissions?originId=${originId}&from=31/02/2026`, cookie: a.cookie })).statusCode).toBe(400);
  });

  it('refuses a period of more services than a statement holds with 422, as every screen refuses an export too large', async () => {
    const busy = await createOrigin(t, a, 'Revenda Movimentada');
    const june = { from: '2026-06-01', to: '2026-06-30' };
    // Half of the bulk services get the origin, the others none.
    await insertBulkServices(t.db, {
      agencyId: a.agencyId,
      count: 2 * (COMMISSION_ROWS_MAX + 1),
      firstNumber: 90_001,
      ...june,
      createdBy: a.userId,
      originIds: [busy],
    });
    const res = await t.request({ url: `/api/commissions?originId=${busy}&from=${june.from}&to=${june.to}`, cookie: a.cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'TOO_MANY_ROWS', message: m.tooManyRows(COMMISSION_ROWS_MAX) });
  });
});

describe('POST /api/commissions/settle and void', () => {
  it("records each service's commission once; settled rows keep their recorded amount", async () => {
    const res = await settle([s.licence!.id, s.transfer!.id]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ count: 2, totalCents: 8_000, message: m.settled(2) });
    // The rule changes afterwards: what was settled stays, the open service follows the new rule.
    await put(a.cookie, originId, { ...standardSettings, rules: [{ servico: '', mode: 'percent', percent: '20' }] });
    const st = await statement(october);
    expect(st.rows.map((r) => [r.commissionCents, r.settledOn])).toEqual([
      [5_000, '2026-10-20'],
      [3_000, '2026-10-20'],
      [2_469, null],
    ]);
    expect(st.totals).toMatchObject({ commissionCents: 10_469, settledCents: 8_000, openCents: 2_469 });
    const twice = await settle([s.transfer!.id]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.settleAlready(s.transfer!.number));
  });

  it('refuses services of another origin, without commission, unknown, a future day or an origin without commission', async () => {
    const other = await settle([s.opened!.id, s.elsewhere!.id]);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(m.settleNotOrigin(s.elsewhere!.number));
    expect((await settle([s.noOrigin!.id])).json().error.message).toBe(m.settleNotOrigin(s.noOrigin!.number));
    expect((await settle([s.free!.id])).json().error.message).toBe(m.settleZero(s.free!.number));
    expect((await settle(['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
    expect((await settle([s.opened!.id], {}, b.cookie)).statusCode).toBe(404);
    const future = await settle([s.opened!.id], { paidOn: '01/01/2099' });
    expect(future.json().error.fields).toEqual({ paidOn: ledgerMessages.dateInFuture });
    expect((await settle([])).json().error.fields).toEqual({ serviceIds: m.settleNone });
    const none = await t.request({
      method: 'POST',
      url: '/api/commissions/settle',
      cookie: a.cookie,
      body: { originId: otherOrigin, serviceIds: [s.elsewhere!.id], paidOn: '20/10/2026', method: 'pix' },
    });
    expect(none.json().error.message).toBe(m.noCommission);
    // Nothing of the refused settlements was recorded.
    expect((await statement(october)).rows[2]!.entryId).toBeNull();
  });

  it('voids an entry with a reason (never deleted), after which the service settles again at the current rule', async () => {
    const entryId = (await statement(october)).rows[1]!.entryId!;
    expect((await t.request({ method: 'POST', url: `/api/commissions/${entryId}/void`, cookie: b.cookie, body: { reason: 'Erro' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/commissions/${entryId}/void`, cookie: a.cookie, body: { reason: '' } })).statusCode).toBe(400);
    const voided = await t.request({ method: 'POST', url: `/api/commissions/${entryId}/void`, cookie: a.cookie, body: { reason: 'Valor combinado errado' } });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ entryId, serviceId: s.transfer!.id, message: m.voided });
    const again = await t.request({ method: 'POST', url: `/api/commissions/${entryId}/void`, cookie: a.cookie, body: { reason: 'De novo' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyVoided);
    expect((await statement(october)).rows[1]).toMatchObject({ entryId: null, commissionCents: 6_000 });
    expect((await settle([s.transfer!.id])).statusCode).toBe(201);
    const rows = (await t.db.execute(
      sql`select amount_cents, voided_at is not null as voided, void_reason from commission_entries where service_id = ${s.transfer!.id} order by created_at`,
    )) as {
      rows: { amount_cents: number; voided: boolean; void_reason: string }[];
    };
    expect(rows.rows).toEqual([
      { amount_cents: 3_000, voided: true, void_reason: 'Valor combinado errado' },
      { amount_cents: 6_000, voided: false, void_reason: '' },
    ]);
  });
});
