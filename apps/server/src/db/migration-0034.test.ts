import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/older-migrations.ts';
import { openPglite } from './pglite-template.ts';

// Migration 0034 (issue 34 item 5): a service in position exigência without an open exigência gets
// one, from its last movement there; an open exigência on a service moved elsewhere is closed.

const client = await openPglite();
const db = drizzle(client);
afterAll(() => client.close());

type Row = { number: number; demand: string; raised_on: string; deadline: string | null; status: string; returned_on: string | null };

describe('0034: one source for "in exigência"', () => {
  it('opens the missing exigências and closes the stale ones, agency by agency', async () => {
    const older = migrationsBefore('0034_exigencia_single_source');
    await migrate(db, { migrationsFolder: older });
    fs.rmSync(older, { recursive: true });
    await db.execute(sql`insert into plans (id, name, price_cents, base_users, additional_user_price_cents, trial_days) values ('p', 'P', 0, 1, 0, 0)`);
    const agencyOf = async (cnpj: string) =>
      (await db.execute<{ id: string }>(sql`insert into agencies (name, email, cnpj, plan_id) values (${cnpj}, 'a@a.com', ${cnpj}, 'p') returning id`)).rows[0]!
        .id;
    const a = await agencyOf('1');
    const b = await agencyOf('2');
    const service = async (agencyId: string, number: number, posicao: string) => {
      const owner = (await db.execute<{ id: string }>(sql`insert into owners (agency_id, nome, search_name) values (${agencyId}, 'Dono', 'dono') returning id`))
        .rows[0]!.id;
      const vehicle = (
        await db.execute<{ id: string }>(
          sql`insert into vehicles (agency_id, owner_id, placa, placa_mercosul, renavam) values (${agencyId}, ${owner}, ${`ABC${number}`}, ${`ABC${number}`}, ${String(number).padStart(11, '0')}) returning id`,
        )
      ).rows[0]!.id;
      const id = (
        await db.execute<{ id: string }>(sql`insert into services (agency_id, number, vehicle_id, owner_id, servico, posicao, updated_at)
          values (${agencyId}, ${number}, ${vehicle}, ${owner}, 'transferencia', ${posicao}, '2026-02-01T15:00:00Z') returning id`)
      ).rows[0]!.id;
      return id;
    };
    const movement = (agencyId: string, serviceId: string, position: string, movedOn: string, note = '') =>
      db.execute(
        sql`insert into service_movements (agency_id, service_id, position, moved_on, note) values (${agencyId}, ${serviceId}, ${position}, ${movedOn}, ${note})`,
      );

    // A: moved to exigência twice (the last one counts), one without any movement, one already
    // with its open exigência, one moved on with its exigência left open.
    const moved = await service(a, 1, 'exigencia');
    await movement(a, moved, 'exigencia', '2026-03-01', 'Primeira');
    await movement(a, moved, 'exigencia', '2026-03-10', '  Falta procuração  ');
    await service(a, 2, 'exigencia');
    const registered = await service(a, 3, 'exigencia');
    await db.execute(sql`insert into exigencias (agency_id, service_id, demand, raised_on) values (${a}, ${registered}, 'Registrada', '2026-03-05')`);
    const movedOn = await service(a, 4, 'pronto');
    await db.execute(sql`insert into exigencias (agency_id, service_id, demand, raised_on) values (${a}, ${movedOn}, 'Esquecida', '2026-03-05')`);
    await movement(a, movedOn, 'pronto', '2026-03-20');
    // B: one service moved to exigência without a note.
    const theirs = await service(b, 1, 'exigencia');
    await movement(b, theirs, 'exigencia', '2026-04-01');

    await migrate(db, { migrationsFolder });

    const of = async (agencyId: string) =>
      (
        await db.execute<Row>(sql`select s.number, e.demand, e.raised_on::text, e.deadline::text, e.status, e.returned_on::text
          from exigencias e join services s on s.agency_id = e.agency_id and s.id = e.service_id where e.agency_id = ${agencyId} order by s.number`)
      ).rows;
    expect(await of(a)).toEqual([
      { number: 1, demand: 'Falta procuração', raised_on: '2026-03-10', deadline: '2026-04-09', status: 'open', returned_on: null },
      {
        number: 2,
        demand: 'Exigência registrada pela movimentação do serviço',
        raised_on: '2026-02-01',
        deadline: '2026-03-03',
        status: 'open',
        returned_on: null,
      },
      { number: 3, demand: 'Registrada', raised_on: '2026-03-05', deadline: null, status: 'open', returned_on: null },
      { number: 4, demand: 'Esquecida', raised_on: '2026-03-05', deadline: null, status: 'returned', returned_on: '2026-03-20' },
    ]);
    expect(await of(b)).toEqual([
      {
        number: 1,
        demand: 'Exigência registrada pela movimentação do serviço',
        raised_on: '2026-04-01',
        deadline: '2026-05-01',
        status: 'open',
        returned_on: null,
      },
    ]);
    // Now every service in exigência has exactly one open exigência, and no other service has one.
    const disagree = await db.execute(sql`select s.id from services s where (s.posicao = 'exigencia') <>
      exists (select 1 from exigencias e where e.agency_id = s.agency_id and e.service_id = s.id and e.status = 'open')`);
    expect(disagree.rows).toEqual([]);
  });
});
