import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf, generateRenavam } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import { licensingMessages as m } from '@despacha/domain/licensing/messages';
import { PLATE_FINALS } from '@despacha/domain/licensing/calendar';
import { formatBrDate } from '@despacha/domain/validators/date';
import { auditEvents, licensingDone, licensingDoneFinals, services, vehiclePlateFinals, vehicles } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

// Licenciamentos marked done by hand, and the IPVA column (decision 067).

let t: TestApp;
let a: string;
let b: string;
let admin: string;
let vehicleA: string;
let licensedA: string;
let vehicleB: string;
let agencyB: string;

const today = todayIso();
const year = Number(today.slice(0, 4));
const doneUrl = (vehicleId: string, y: number | string = year) => `/api/licensing/vehicles/${vehicleId}/done/${y}`;
const mark = (cookie: string, vehicleId: string, doneOn: string, y: number | string = year) =>
  t.request({ method: 'PUT', url: doneUrl(vehicleId, y), cookie, body: { doneOn } });
const unmark = (cookie: string, vehicleId: string, y: number | string = year) => t.request({ method: 'DELETE', url: doneUrl(vehicleId, y), cookie });
const rowOf = async (cookie: string, placa: string) =>
  ((await t.request({ url: `/api/licensing?year=${year}`, cookie })).json().items as { placa: string }[]).find((r) => r.placa === placa);

async function vehicle(cookie: string, placa: string, licensed = false) {
  const res = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie,
    body: registration({
      owner: { nome: `Dono ${placa}`, cpf: generateCpf(), email: '', cel: '' },
      vehicle: { placa, renavam: generateRenavam(), chassis: '' },
      service: { servico: licensed ? 'licenciamento' : 'transferencia', status: licensed ? 'completed' : 'pending', originId: '' },
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().vehicle.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  a = await t.userSession('Ana Marques', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  agencyB = (await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' })).json().id as string;
  vehicleA = await vehicle(a, 'ABC1234');
  licensedA = await vehicle(a, 'ABC1235', true);
  vehicleB = await vehicle(b, 'BBB1234');
});
afterAll(async () => t.close());

describe('PUT and DELETE /api/licensing/vehicles/:vehicleId/done/:year', () => {
  it('marks the year done with the day typed, shows who marked it, and audits it', async () => {
    const doneOn = `${year}-01-02`;
    const res = await mark(a, vehicleA, formatBrDate(doneOn));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ vehicleId: vehicleA, year, doneOn, doneBy: 'Ana Marques' });
    expect(await rowOf(a, 'ABC1234')).toMatchObject({ situation: 'feito', doneOn, doneBy: 'Ana Marques' });
    expect((await t.request({ url: `/api/licensing?year=${year}&situation=feito`, cookie: a })).json().total).toBe(2);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'vehicle'), eq(auditEvents.entityId, vehicleA)));
    expect(events.map((e) => e.summary)).toContain(`Marcou o licenciamento de ${year} do veículo ABC-1234 como feito em ${formatBrDate(doneOn)}`);
  });

  it('re-dates a mark, and undoing it brings back what the services say', async () => {
    expect((await mark(a, vehicleA, today)).statusCode).toBe(200);
    expect(await rowOf(a, 'ABC1234')).toMatchObject({ situation: 'feito', doneOn: today });
    const undone = await unmark(a, vehicleA);
    expect(undone.statusCode, undone.body).toBe(204);
    expect(await rowOf(a, 'ABC1234')).toMatchObject({ situation: expect.not.stringMatching(/^feito$/), doneOn: null, doneBy: null });
    expect(await t.db.select().from(licensingDone).where(eq(licensingDone.vehicleId, vehicleA))).toEqual([]);
    const again = await unmark(a, vehicleA);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(m.notMarked);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, vehicleA));
    expect(events.some((e) => e.summary.startsWith(`Desfez a marcação do licenciamento de ${year} do veículo ABC-1234`))).toBe(true);
  });

  it('refuses a date missing, invalid, in the future or outside the year', async () => {
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const [doneOn, y, message] of [
      ['', year, m.doneOnRequired],
      ['31/02/2026', year, m.doneOnInvalid],
      [formatBrDate(tomorrow), Number(tomorrow.slice(0, 4)), m.doneOnInFuture],
      [`10/05/${year - 1}`, year, m.doneOnOutsideYear(year)],
      [formatBrDate(today), 1999, m.yearInvalid],
    ] as const) {
      const res = await mark(a, vehicleA, doneOn, y);
      expect(res.statusCode, doneOn).toBe(400);
      expect(JSON.stringify(res.json()), doneOn).toContain(message);
    }
    expect(await t.db.select().from(licensingDone).where(eq(licensingDone.vehicleId, vehicleA))).toEqual([]);
  });

  it('refuses a year a completed licensing service already covers', async () => {
    const res = await mark(a, licensedA, formatBrDate(today));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.alreadyDoneByService);
  });

  it("keeps agencies apart: another agency's vehicle is not found, to mark or to undo", async () => {
    await t.db.insert(licensingDone).values({ agencyId: agencyB, vehicleId: vehicleB, year, plateFinal: 4, doneOn: today, markedByName: 'Bia' });
    for (const res of [await mark(a, vehicleB, formatBrDate(today)), await unmark(a, vehicleB), await mark(a, 'nao-e-uuid', formatBrDate(today))]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.vehicleNotFound);
    }
    expect(await rowOf(b, 'BBB1234')).toMatchObject({ situation: 'feito', doneBy: 'Bia' });
    expect(await rowOf(a, 'BBB1234')).toBeUndefined();
    expect((await mark(admin, vehicleA, formatBrDate(today))).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: doneUrl(vehicleA), body: { doneOn: formatBrDate(today) } })).statusCode).toBe(401);
  });
});

describe('IPVA due dates', () => {
  it('are "a confirmar" (null) until the admin types them; then the list shows them by final', async () => {
    expect((await rowOf(a, 'ABC1234'))!).toMatchObject({ final: 4, ipvaDueDate: null });
    const calendar = (await t.request({ url: '/api/admin/licensing-calendar', cookie: admin })).json().rows as { year: number; ipvaDueDate: string | null }[];
    expect(calendar.every((r) => r.ipvaDueDate === null)).toBe(true);

    const current = calendar.filter((r) => r.year === year) as unknown as { final: number; dueDate: string | null }[];
    const dueDates = PLATE_FINALS.map((final) => ({
      final,
      dueDate: current.find((r) => r.final === final)?.dueDate ?? null,
      ipvaDueDate: final === 4 ? `${year}-02-10` : null,
    }));
    const saved = await t.request({ method: 'PUT', url: `/api/admin/licensing-calendar/${year}`, cookie: admin, body: { dueDates, source: 'teste' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowOf(a, 'ABC1234')).toMatchObject({ ipvaDueDate: `${year}-02-10`, dueDate: current.find((r) => r.final === 4)?.dueDate ?? null });
    expect(await rowOf(a, 'ABC1235')).toMatchObject({ ipvaDueDate: null });

    // A save that leaves the IPVA out keeps it.
    const withoutIpva = dueDates.map(({ final, dueDate }) => ({ final, dueDate }));
    expect((await t.request({ method: 'PUT', url: `/api/admin/licensing-calendar/${year}`, cookie: admin, body: { dueDates: withoutIpva } })).statusCode).toBe(
      200,
    );
    expect(await rowOf(a, 'ABC1234')).toMatchObject({ ipvaDueDate: `${year}-02-10` });

    const outside = dueDates.map((d) => (d.final === 4 ? { ...d, ipvaDueDate: `10/02/${year + 1}` } : d));
    const refused = await t.request({ method: 'PUT', url: `/api/admin/licensing-calendar/${year}`, cookie: admin, body: { dueDates: outside } });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(m.dueDateOutsideYear);
  });
});

describe('vehicle_plate_finals (kept by triggers, migration 0045)', () => {
  it('follows inserts, plate edits and deletes, and moves a hand mark with its plate', async () => {
    const perFinal = (rows: { final: number; n: number }[]) => {
      const out: Record<number, number> = {};
      for (const r of rows) out[r.final] = (out[r.final] ?? 0) + r.n;
      return out;
    };
    const kept = async () =>
      perFinal(
        (await t.db.select().from(vehiclePlateFinals).where(eq(vehiclePlateFinals.agencyId, agencyB))).map((r) => ({ final: r.plateFinal, n: r.vehicles })),
      );
    const counted = async () =>
      perFinal(
        (await t.db.select({ placa: vehicles.placaMercosul }).from(vehicles).where(eq(vehicles.agencyId, agencyB))).map((v) => ({
          final: Number(v.placa.slice(-1)),
          n: 1,
        })),
      );
    const nonZero = (c: Record<number, number>) => Object.fromEntries(Object.entries(c).filter(([, n]) => n !== 0));
    const added = await vehicle(b, 'BBB4567');
    expect(nonZero(await kept())).toEqual(await counted());
    await t.db.insert(licensingDone).values({ agencyId: agencyB, vehicleId: added, year, plateFinal: 7, doneOn: today, markedByName: 'Bia' });
    await t.db
      .update(vehicles)
      .set({ placaMercosul: 'BBB4E68', placa: 'BBB4568' })
      .where(and(eq(vehicles.agencyId, agencyB), eq(vehicles.id, added)));
    expect(nonZero(await kept())).toEqual(await counted());
    const [mark] = await t.db.select().from(licensingDone).where(eq(licensingDone.vehicleId, added));
    expect(mark!.plateFinal).toBe(8);
    // The marks per final follow (licensing_done_finals): B's own mark on final 4, this one moved to 8.
    const marksPerFinal = async () =>
      (
        await t.db
          .select()
          .from(licensingDoneFinals)
          .where(and(eq(licensingDoneFinals.agencyId, agencyB), eq(licensingDoneFinals.year, year)))
      )
        .filter((r) => r.vehicles !== 0)
        .map((r) => [r.plateFinal, r.vehicles]);
    expect(await marksPerFinal()).toEqual(
      expect.arrayContaining([
        [4, 1],
        [8, 1],
      ]),
    );
    expect(await marksPerFinal()).toHaveLength(2);
    await t.db.delete(services).where(and(eq(services.agencyId, agencyB), eq(services.vehicleId, added)));
    await t.db.delete(vehicles).where(and(eq(vehicles.agencyId, agencyB), eq(vehicles.id, added)));
    expect(nonZero(await kept())).toEqual(await counted());
    expect(await marksPerFinal()).toEqual([[4, 1]]);
  });
});
