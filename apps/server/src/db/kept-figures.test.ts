import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { registration } from '../testing/registry-factory.ts';

// Migration 0024 (decision 044) keeps agency_counters and services.deadline up to date with
// triggers. Whatever writes a row, the kept figures must equal a recount from scratch.

let t: TestApp;
let agencyA: string;
let agencyB: string;

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as { rows: Row[] }).rows;

/** agency_counters beside the same figures counted from the tables, for every agency. */
async function keptAndCounted() {
  const kept = await rows(sql`
    select a.id as agency_id, coalesce(c.owners, 0)::int as owners, coalesce(c.services_pending, 0)::int as pending,
      coalesce(c.services_in_progress, 0)::int as in_progress, coalesce(c.services_completed, 0)::int as completed,
      coalesce(c.services_in_exigencia, 0)::int as in_exigencia, coalesce(c.services_ready, 0)::int as ready,
      coalesce(c.receivable_cents, 0)::bigint::text as receivable
    from agencies a left join agency_counters c on c.agency_id = a.id order by a.id`);
  const counted = await rows(sql`
    select a.id as agency_id,
      (select count(*) from owners o where o.agency_id = a.id)::int as owners,
      (select count(*) from services s where s.agency_id = a.id and s.status = 'pending')::int as pending,
      (select count(*) from services s where s.agency_id = a.id and s.status = 'in_progress')::int as in_progress,
      (select count(*) from services s where s.agency_id = a.id and s.status = 'completed')::int as completed,
      (select count(*) from services s where s.agency_id = a.id and s.status <> 'completed' and s.posicao = 'exigencia')::int as in_exigencia,
      (select count(*) from services s where s.agency_id = a.id and s.status <> 'completed' and s.posicao = 'pronto')::int as ready,
      (select coalesce(sum(greatest(0, coalesce(valor_cents, 0) + duvidas_cents + honorarios_cents + extras_cents - valor_pago_cents)), 0)
         from services s where s.agency_id = a.id)::bigint::text as receivable
    from agencies a order by a.id`);
  return { kept, counted };
}

/** ledger_days beside each day's live payments minus expenses (and commissions, migration 0035; refunds, 0037), for every agency. */
async function keptAndSummedDays() {
  const kept = await rows(sql`
    select agency_id, day::text as day, (in_cents - out_cents)::text as net from ledger_days
    where in_cents <> 0 or out_cents <> 0 order by agency_id, day`);
  const summed = await rows(sql`
    select agency_id, day::text as day, sum(amount)::text as net from (
      select agency_id, paid_on as day, amount_cents as amount from service_payments where voided_at is null
      union all select agency_id, paid_on, -amount_cents from service_expenses where voided_at is null
      union all select agency_id, paid_on, case when direction = 'receive' then amount_cents else -amount_cents end from commission_entries where voided_at is null
      union all select agency_id, paid_on, -amount_cents from service_refunds where voided_at is null
    ) m group by agency_id, day order by agency_id, day`);
  return { kept, summed };
}

/** services.deadline beside the rule it stands for (decision 038), for every open service. */
async function storedAndComputedDeadlines() {
  return rows(sql`
    select s.id, s.deadline::text as stored,
      coalesce(s.prazo, coalesce(s.data_proc, (s.created_at at time zone 'America/Sao_Paulo')::date) + c.deadline_days)::text as computed
    from services s left join service_catalog c on c.service_type = s.servico
    where s.status <> 'completed'`);
}

async function register(cookie: string, placa: string, renavam: string, cpf: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie,
    body: registration({ owner: { cpf }, vehicle: { placa, renavam, chassis: '' } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { service: { id: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.userSession('Ana', 'ana@kept-a.com.br');
  const b = await t.userSession('Bia', 'bia@kept-b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  const me = async (cookie: string) => ((await t.request({ url: '/api/me', cookie })).json() as { agency: { id: string } }).agency.id;
  agencyA = await me(a);
  agencyB = await me(b);
  await register(a, 'ABC-1234', '00639884962', '529.982.247-25');
  await register(a, 'DEF-5678', '12345678900', '111.444.777-35');
  await register(b, 'GHI-9012', '00639884962', '529.982.247-25');
});
afterAll(async () => t.close());

/** Each vehicle's kept owner name (migration 0056) beside its owner's, for every agency. */
async function keptAndOwnersNames() {
  return rows(sql`
    select v.id, v.owner_nome as kept, coalesce(o.nome, '') as owners from vehicles v
    left join owners o on o.agency_id = v.agency_id and o.id = v.owner_id order by v.id`);
}

describe('figures kept by triggers (migration 0024)', () => {
  it('equal a recount after the API registers services', async () => {
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept.find((r) => r.agency_id === agencyA)).toMatchObject({ owners: 2, pending: 2 });
  });

  it('equal a recount after bulk inserts, updates across agencies and deletes', async () => {
    // One statement touching both agencies' rows, as a bulk fix or the world generator would.
    await t.db.execute(
      sql`update services set status = 'in_progress', valor_pago_cents = valor_pago_cents + 10000 where agency_id in (${agencyA}, ${agencyB})`,
    );
    await t.db.execute(sql`
      insert into services (agency_id, number, vehicle_id, owner_id, servico, status, valor_cents, honorarios_cents)
      select agency_id, number * 10 + 1000 + g, vehicle_id, owner_id, servico, 'completed', case when g = 2 then null else 5000 end, 2500
      from services cross join generate_series(1, 3) g where agency_id = ${agencyA}`);
    await t.db.execute(sql`update services set status = 'pending' where agency_id = ${agencyA} and number > 1000 and number % 2 = 0`);
    await t.db.execute(sql`delete from services where agency_id = ${agencyA} and number > 1000 and status = 'completed'`);
    await t.db.execute(sql`update services set valor_pago_cents = 999999 where agency_id = ${agencyB}`); // a credit owes nothing
    await t.db.execute(sql`insert into owners (agency_id, nome, search_name) select ${agencyB}, 'Dono ' || g, 'dono ' || g from generate_series(1, 5) g`);
    await t.db.execute(sql`delete from owners where agency_id = ${agencyB} and nome like 'Dono %' and nome <> 'Dono 1'`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept.find((r) => r.agency_id === agencyB)).toMatchObject({ owners: 2, receivable: '0' });
  });

  it('keep each open service’s deadline as its prazo, else the catalog’s from the data do processo or the opening day', async () => {
    await t.db.execute(
      sql`update services set prazo = '2031-01-10' where agency_id = ${agencyA} and number = (select min(number) from services where agency_id = ${agencyA})`,
    );
    await t.db.execute(sql`update services set data_proc = '2031-02-01', prazo = null where agency_id = ${agencyB}`);
    const computed = async () => {
      const all = await storedAndComputedDeadlines();
      expect(all.length).toBeGreaterThan(2);
      for (const r of all) expect(r.stored, `service ${String(r.id)}`).toBe(r.computed);
      return all;
    };
    await computed();
    expect((await rows(sql`select deadline::text as d from services where agency_id = ${agencyB}`))[0]?.d).toBe('2031-03-03'); // transferência: 30 days
    // The admin changes the legal deadline: open services without a prazo move with it.
    await t.db.execute(sql`update service_catalog set deadline_days = 45 where service_type = 'transferencia'`);
    await computed();
    expect((await rows(sql`select deadline::text as d from services where agency_id = ${agencyB}`))[0]?.d).toBe('2031-03-18');
    // A service completed before the change and reopened after it takes the current rule.
    await t.db.execute(sql`update services set status = 'completed' where agency_id = ${agencyB}`);
    await t.db.execute(sql`update service_catalog set deadline_days = 30 where service_type = 'transferencia'`);
    await t.db.execute(sql`update services set status = 'pending' where agency_id = ${agencyB}`);
    await computed();
    expect((await rows(sql`select deadline::text as d from services where agency_id = ${agencyB}`))[0]?.d).toBe('2031-03-03');
  });

  it('keep each day’s live ledger money, whatever voids, moves or deletes an entry', async () => {
    const [service] = await rows(sql`select id from services where agency_id = ${agencyA} order by number limit 1`);
    const serviceId = String(service!.id);
    const pay = async (paidOn: string, cents: number, number: number) =>
      t.db.execute(
        sql`insert into service_payments (agency_id, service_id, paid_on, method, amount_cents, number) values (${agencyA}, ${serviceId}, ${paidOn}, 'pix', ${cents}, ${number})`,
      );
    await pay('2030-01-02', 10000, 9001);
    await pay('2030-01-02', 2500, 9002);
    await pay('2030-01-03', 7000, 9003);
    await t.db.execute(sql`insert into service_expenses (agency_id, service_id, paid_on, method, amount_cents, kind)
      select ${agencyA}, ${serviceId}, '2030-01-02', 'pix', 3000 * g, 'taxa_detran' from generate_series(1, 2) g`);
    await t.db.execute(sql`update service_payments set voided_at = now(), void_reason = 'erro' where agency_id = ${agencyA} and number = 9002`);
    await t.db.execute(sql`update service_payments set paid_on = '2030-01-05', amount_cents = 6000 where agency_id = ${agencyA} and number = 9003`);
    await t.db.execute(sql`delete from service_expenses where agency_id = ${agencyA} and amount_cents = 6000`);
    // Refunds of a customer's credit are money out (decision 059); a credit transfer moves none.
    await t.db.execute(sql`insert into service_refunds (agency_id, service_id, paid_on, method, amount_cents, number)
      select ${agencyA}, ${serviceId}, '2030-01-05', 'pix', 500 * g, 9000 + g from generate_series(1, 3) g`);
    await t.db.execute(sql`update service_refunds set voided_at = now(), void_reason = 'erro' where agency_id = ${agencyA} and number = 9001`);
    await t.db.execute(sql`update service_refunds set paid_on = '2030-01-03' where agency_id = ${agencyA} and number = 9002`);
    await t.db.execute(sql`delete from service_refunds where agency_id = ${agencyA} and number = 9003`);
    const { kept, summed } = await keptAndSummedDays();
    expect(kept).toEqual(summed);
    expect(kept.filter((r) => r.agency_id === agencyA).map((r) => [r.day, r.net])).toEqual([
      ['2030-01-02', '7000'],
      ['2030-01-03', '-1000'],
      ['2030-01-05', '6000'],
    ]);
  });
  it('keep each vehicle’s copy of its owner’s name, whatever renames, moves or writes it (migration 0056)', async () => {
    const same = async () => {
      const all = await keptAndOwnersNames();
      expect(all.length).toBeGreaterThan(2);
      for (const r of all) expect(r.kept, `vehicle ${String(r.id)}`).toBe(r.owners);
      return all;
    };
    expect((await same()).map((r) => r.kept)).not.toContain('');
    // One statement renaming owners of both agencies, as an import's batch would.
    await t.db.execute(sql`update owners set nome = nome || ' Renomeado' where agency_id in (${agencyA}, ${agencyB})`);
    expect((await same()).every((r) => String(r.kept).endsWith(' Renomeado'))).toBe(true);
    // A vehicle moved to another owner of its agency, one left without an owner, one written by hand.
    const [first, second] = await rows(sql`select id, owner_id from vehicles where agency_id = ${agencyA} order by placa`);
    await t.db.execute(sql`update vehicles set owner_id = ${String(second!.owner_id)} where agency_id = ${agencyA} and id = ${String(first!.id)}`);
    await same();
    await t.db.execute(sql`update vehicles set owner_id = null where agency_id = ${agencyA} and id = ${String(second!.id)}`);
    await t.db.execute(sql`update vehicles set owner_nome = 'Outro Nome' where agency_id = ${agencyB}`);
    expect((await same()).filter((r) => r.kept === '')).toHaveLength(1);
  });
});
