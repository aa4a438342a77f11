import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../../testing/older-migrations.ts';
import { openPglite } from '../../db/pglite-template.ts';

// Migration 0010 turns each stored "valor pago" into one payment of an unknown method, dated the
// day it was last recorded in São Paulo, numbered per agency in that order: saldo keeps its figure.

const client = await openPglite();
const db = drizzle(client);
afterAll(() => client.close());

describe('0010: the valor pago of older services becomes one payment each', () => {
  it('migrates amounts, days, numbers and agencies, and nothing for an unpaid service', async () => {
    const older = migrationsBefore('0010_service_ledger');
    await migrate(db, { migrationsFolder: older });
    fs.rmSync(older, { recursive: true });
    await db.execute(sql`insert into plans (id, name, price_cents, base_users, additional_user_price_cents, trial_days) values ('p', 'P', 0, 1, 0, 0)`);
    const agency = async (name: string) =>
      (await db.execute<{ id: string }>(sql`insert into agencies (name, email, cnpj, plan_id) values (${name}, 'a@a.com', '1', 'p') returning id`)).rows[0]!.id;
    const [a, b] = [await agency('A'), await agency('B')];
    const service = async (agencyId: string, number: number, paid: number, paidAt: string | null, updatedAt: string) => {
      const owner = (await db.execute<{ id: string }>(sql`insert into owners (agency_id, nome, search_name) values (${agencyId}, 'Dono', 'dono') returning id`))
        .rows[0]!.id;
      const vehicle = (
        await db.execute<{ id: string }>(
          sql`insert into vehicles (agency_id, owner_id, placa, placa_mercosul, renavam) values (${agencyId}, ${owner}, ${`ABC${number}234`}, ${`ABC${number}234`}, ${`0063988496${number}`}) returning id`,
        )
      ).rows[0]!.id;
      await db.execute(sql`insert into services (agency_id, number, vehicle_id, owner_id, servico, valor_cents, honorarios_cents, valor_pago_cents, paid_at, updated_at)
        values (${agencyId}, ${number}, ${vehicle}, ${owner}, 'transferencia', 25000, 30000, ${paid}, ${paidAt}, ${updatedAt})`);
    };
    // 01:30 UTC on 2 March is still 1 March in São Paulo.
    await service(a, 1, 40000, '2026-03-02T01:30:00Z', '2026-03-05T12:00:00Z');
    await service(a, 2, 12345, null, '2026-01-10T15:00:00Z');
    await service(a, 3, 0, null, '2026-02-01T12:00:00Z');
    await service(b, 1, 55000, '2026-04-20T12:00:00Z', '2026-04-20T12:00:00Z');

    await migrate(db, { migrationsFolder });

    const rows = await db.execute<{
      agency_id: string;
      number: number;
      amount_cents: number;
      paid_on: string;
      method: string;
      voided_at: string | null;
      service_number: number;
      valor_pago_cents: number;
    }>(sql`
      select p.agency_id, p.number, p.amount_cents, p.paid_on::text, p.method, p.voided_at, s.number as service_number, s.valor_pago_cents
      from service_payments p join services s on s.agency_id = p.agency_id and s.id = p.service_id
      order by p.agency_id = ${a} desc, p.number`);
    expect(rows.rows.map(({ agency_id, ...r }) => ({ ...r, agency: agency_id === a ? 'A' : 'B' }))).toEqual([
      // A's older valor pago (January, by updated_at) takes receipt number 1.
      {
        agency: 'A',
        number: 1,
        amount_cents: 12345,
        paid_on: '2026-01-10',
        method: 'nao_informado',
        voided_at: null,
        service_number: 2,
        valor_pago_cents: 12345,
      },
      {
        agency: 'A',
        number: 2,
        amount_cents: 40000,
        paid_on: '2026-03-01',
        method: 'nao_informado',
        voided_at: null,
        service_number: 1,
        valor_pago_cents: 40000,
      },
      {
        agency: 'B',
        number: 1,
        amount_cents: 55000,
        paid_on: '2026-04-20',
        method: 'nao_informado',
        voided_at: null,
        service_number: 1,
        valor_pago_cents: 55000,
      },
    ]);
  });
});
