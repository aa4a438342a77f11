import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/older-migrations.ts';
import { MIGRATION_0008_KINDS, normaliseRequestValues } from '@despacha/domain/contracts/requests/stored-values';
import { openPglite } from './pglite-template.ts';

// Migration 0008 normalises the plates, chassis and UFs of the requests stored before the
// contracts did: the same result as normaliseRequestValues, everything else untouched.

const client = await openPglite();
const db = drizzle(client);
afterAll(() => client.close());

const typed = [
  { placa: 'abc-1234', renavam: '006.398.849-62', uf: ' rj', compradorUf: 'sp ', nome: 'Maria rj' },
  { placaVeiculo: 'abc 1d23', chassi: '9bw zzz377-vt.004251', cor: 'prata' },
  { placa: 'ABC1D23', ufComprador: 'mg', vistoriaMovel: true, documentosAnexos: ['Cópia do RG das partes'] },
  { nomeRazaoSocial: 'sem placa', uf: null },
];

describe('0008: normalised plates, chassis and UFs of stored requests', () => {
  it('rewrites what the contracts now normalise and leaves the rest as typed', async () => {
    const older = migrationsBefore('0008_request_normalised_fields');
    await migrate(db, { migrationsFolder: older });
    fs.rmSync(older, { recursive: true });
    await db.execute(sql`insert into plans (id, name, price_cents, base_users, additional_user_price_cents, trial_days) values ('p', 'P', 0, 1, 0, 0)`);
    const agency = await db.execute<{ id: string }>(sql`insert into agencies (name, email, cnpj, plan_id) values ('A', 'a@a.com', '1', 'p') returning id`);
    const agencyId = agency.rows[0]!.id;
    for (const [i, data] of typed.entries()) {
      await db.execute(
        sql`insert into requests (agency_id, type, data, created_at) values (${agencyId}, 'vistoria-transito', ${JSON.stringify(data)}::jsonb, ${`2026-01-0${i + 1}`})`,
      );
    }

    await migrate(db, { migrationsFolder });

    const rows = await db.execute<{ data: Record<string, unknown> }>(sql`select data from requests order by created_at`);
    const stored = rows.rows.map((r) => r.data);
    expect(stored).toEqual(typed.map((d) => normaliseRequestValues(d, MIGRATION_0008_KINDS)));
    expect(stored[0]).toEqual({ placa: 'ABC1234', renavam: '006.398.849-62', uf: 'RJ', compradorUf: 'SP', nome: 'Maria rj' });
    expect(stored[1]).toMatchObject({ placaVeiculo: 'ABC1D23', chassi: '9BWZZZ377VT004251', cor: 'prata' });
  });
});
