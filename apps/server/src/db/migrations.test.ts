import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../testing/older-migrations.ts';
import { openPglite } from './pglite-template.ts';

const client = await openPglite();
const db = drizzle(client);
afterAll(() => client.close());

describe('0004: one option per value and field', () => {
  it('keeps the oldest of the duplicates an older database holds, then refuses new ones', async () => {
    const older = migrationsBefore('0004_field_options_value_unique');
    await migrate(db, { migrationsFolder: older });
    fs.rmSync(older, { recursive: true });
    await db.execute(sql`insert into field_options (field_name, option_value, option_label, created_at) values
      ('color', 'rosa', 'Rosa', '2026-01-01'), ('color', 'rosa', 'Rosa (de novo)', '2026-02-01'), ('color', 'rosa', 'Rosa 3', '2026-03-01'),
      ('fuel_type', 'rosa', 'Outro campo', '2026-02-01'), ('color', 'azul', 'Azul', '2026-02-01')`);

    // Up to 0004 only: 0005 adds the real options to the fields an installation already has.
    const through = migrationsBefore('0005_real_option_lists');
    await migrate(db, { migrationsFolder: through });
    fs.rmSync(through, { recursive: true });

    const rows = await db.execute<{ field_name: string; option_label: string }>(
      sql`select field_name, option_label from field_options order by field_name, option_label`,
    );
    expect(rows.rows).toEqual([
      { field_name: 'color', option_label: 'Azul' },
      { field_name: 'color', option_label: 'Rosa' },
      { field_name: 'fuel_type', option_label: 'Outro campo' },
    ]);
    await expect(db.execute(sql`insert into field_options (field_name, option_value, option_label) values ('color', 'azul', 'Azul 2')`)).rejects.toThrow();
  });
});
