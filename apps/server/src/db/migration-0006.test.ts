import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/older-migrations.ts';
import { formerFirstLicenceLabel } from '@despacha/domain/service-catalog/service-types';
import { openPglite } from './pglite-template.ts';

// Migration 0006 brings the new DETRAN-RJ service types to an installation seeded before them,
// relabels an untouched "primeiro emplacamento", and leaves a fresh (empty) table to the seed.

const clients: PGlite[] = [];
afterAll(() => Promise.all(clients.map((c) => c.close())));

async function databaseBefore0006() {
  const client = await openPglite();
  clients.push(client);
  const db = drizzle(client);
  const older = migrationsBefore('0006_service_catalog');
  await migrate(db, { migrationsFolder: older });
  fs.rmSync(older, { recursive: true });
  return db;
}

const serviceTypes = async (db: Awaited<ReturnType<typeof databaseBefore0006>>) =>
  (
    await db.execute<{ value: string; label: string }>(
      sql`select option_value as value, option_label as label from field_options where field_name = 'service_type' order by display_order`,
    )
  ).rows;

describe('0006: service types and catalog', () => {
  it("adds the new types after an installation's own, relabels primeira licença, keeps admin edits", async () => {
    const db = await databaseBefore0006();
    await db.execute(sql`insert into field_options (field_name, option_value, option_label, display_order) values
      ('service_type', 'transferencia', 'Transferência (nome da agência)', 0),
      ('service_type', 'primeiro-emplacamento', ${formerFirstLicenceLabel}, 1),
      ('service_type', 'troca-placa', 'Placa nova', 2),
      ('color', 'azul', 'Azul', 0)`);

    await migrate(db, { migrationsFolder });

    expect(await serviceTypes(db)).toEqual([
      { value: 'transferencia', label: 'Transferência (nome da agência)' },
      { value: 'primeiro-emplacamento', label: 'Primeira licença (0 km)' },
      { value: 'troca-placa', label: 'Placa nova' },
      { value: 'transferencia-jurisdicao', label: 'Transferência de jurisdição (outra UF)' },
      { value: 'mudanca-municipio', label: 'Mudança de município' },
      { value: 'inclusao-gravame', label: 'Inclusão de gravame' },
      { value: 'baixa-gravame', label: 'Baixa de gravame' },
      // Migration 0038 (issue 35): vistoria móvel became a type of its own.
      { value: 'vistoria-movel', label: 'Vistoria móvel (no local do veículo)' },
    ]);
    const codes = await db.execute<{ code: string }>(sql`select code from service_catalog_duda_codes where service_type = 'transferencia'`);
    expect(codes.rows).toEqual([]);
  });

  it('writes no field option into a fresh installation, so the first start still seeds them all', async () => {
    const db = await databaseBefore0006();
    await migrate(db, { migrationsFolder });
    expect(await serviceTypes(db)).toEqual([]);
    // 0006 seeded 3 fees; 0038 added 5 more from public sources and left the rest "a confirmar".
    const fees = await db.execute<{ n: number }>(sql`select count(*)::int as n from service_catalog_fees where confirmed`);
    expect(fees.rows[0]!.n).toBe(8);
  });
});
