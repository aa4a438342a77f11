import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialFieldOptions } from '@despacha/domain/options/field-option-kinds';
import { carroceriaDetranOptions, tipoVeiculoOptions } from '@despacha/domain/options/registry-options';
import { migrationsBefore, migrationsFolder } from '../testing/older-migrations.ts';
import { ensureReferenceData } from './reference-data.ts';
import * as schema from './schema/index.ts';
import { openPglite } from './pglite-template.ts';

// Issue 35's option lists (docs/option-lists-sources.md) on an installation seeded before them:
// the CTB's vehicle types join the admin's list, the new Carroceria (DETRAN) field gets its first
// list, an admin's own options stand, and a fresh installation is left to the seed.

const TAG = '0039_option_lists';

const clients: PGlite[] = [];
/** The database as the release before this migration left it, migrated once and copied per test. */
let olderImage: Blob;
beforeAll(async () => {
  const client = await openPglite();
  const older = migrationsBefore(TAG);
  await migrate(drizzle(client), { migrationsFolder: older });
  fs.rmSync(older, { recursive: true });
  olderImage = await client.dumpDataDir('none');
  await client.close();
});
afterAll(() => Promise.all(clients.map((c) => c.close())));

async function seededBefore() {
  const client = await openPglite(undefined, olderImage);
  clients.push(client);
  return drizzle(client, { schema });
}

type Row = { value: string; label: string };
const optionsOf = async (db: Awaited<ReturnType<typeof seededBefore>>, field: string) =>
  (
    await db.execute<Row>(
      sql`select option_value as value, option_label as label from field_options where field_name = ${field} order by display_order, option_label`,
    )
  ).rows;

describe('option lists of issue 35', () => {
  it("adds the CTB's vehicle types after the admin's own and the national carroceria names, keeping the admin's labels", async () => {
    const db = await seededBefore();
    // The spec's three types, an admin's Motor-casa under their own name, and another field.
    await db.execute(sql`insert into field_options (field_name, option_value, option_label, display_order) values
      ('vehicle_type', 'automovel', 'Automóvel', 0), ('vehicle_type', 'motocicleta', 'Motocicleta', 1), ('vehicle_type', 'caminhao', 'Caminhão', 2),
      ('vehicle_type', 'motor-casa', 'Motorhome', 3), ('color', 'azul', 'Azul', 0)`);

    await migrate(db, { migrationsFolder });

    const types = await optionsOf(db, 'vehicle_type');
    expect(types.map((o) => o.value).sort()).toEqual(tipoVeiculoOptions.map((o) => o.value).sort());
    expect(types.slice(0, 5)).toEqual([
      { value: 'automovel', label: 'Automóvel' },
      { value: 'motocicleta', label: 'Motocicleta' },
      { value: 'caminhao', label: 'Caminhão' },
      { value: 'motor-casa', label: 'Motorhome' },
      { value: 'bicicleta', label: 'Bicicleta' },
    ]);
    // The additions come in the domain list's order.
    const added = types.slice(4).map((o) => o.value);
    expect(added).toEqual(tipoVeiculoOptions.map((o) => o.value).filter((v) => added.includes(v)));
    expect(await optionsOf(db, 'body_type')).toEqual(carroceriaDetranOptions.map(({ value, label }) => ({ value, label })));
  });

  it('leaves a Carroceria (DETRAN) list an admin already started, and a field the admin emptied', async () => {
    const db = await seededBefore();
    await db.execute(sql`insert into field_options (field_name, option_value, option_label, display_order) values
      ('body_type', 'prancha', 'Prancha', 0), ('color', 'azul', 'Azul', 0)`);

    await migrate(db, { migrationsFolder });

    expect(await optionsOf(db, 'body_type')).toEqual([{ value: 'prancha', label: 'Prancha' }]);
    expect(await optionsOf(db, 'vehicle_type')).toEqual([]);
  });

  it('writes nothing into a fresh installation, whose first start seeds the same lists', async () => {
    const db = await seededBefore();
    await migrate(db, { migrationsFolder });
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from field_options`)).rows[0]!.n).toBe(0);

    await ensureReferenceData(db);

    expect(await optionsOf(db, 'vehicle_type')).toEqual(initialFieldOptions.vehicle_type.map(({ value, label }) => ({ value, label })));
    expect(await optionsOf(db, 'body_type')).toEqual(initialFieldOptions.body_type.map(({ value, label }) => ({ value, label })));
  });
});
