import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/older-migrations.ts';
import { initialFieldOptions } from '@despacha/domain/options/field-option-kinds';
import { labelOf, type Option } from '@despacha/domain/options/option';
import { categoriaOptions, combustivelOptions, corOptions, especieOptions, restricoesOptions } from '@despacha/domain/options/registry-options';
import { displayRequestValue, requestSections } from '@despacha/domain/contracts/requests/labels';
import { ensureReferenceData } from './reference-data.ts';
import * as schema from './schema/index.ts';
import { colors as demoColors } from './seed/demo-registry-data.ts';
import { openPglite } from './pglite-template.ts';

// Migration 0005 (decision 014) on an installation the spec's lists seeded: the real options
// are added, the renamed value rewritten, an admin's edits kept, and every stored value still
// has the label the screens and PDFs print.

// What the spec's lists seeded before 0005 (the release before it wrote these).
const specFuels = [
  ['gasolina', 'Gasolina'],
  ['etanol', 'Etanol'],
  ['flex', 'Flex'],
  ['diesel', 'Diesel'],
  ['eletrico', 'Elétrico'],
];
const specColours = [
  ['branco', 'Branco'],
  ['preto', 'Preto'],
  ['prata', 'Prata'],
  ['azul', 'Azul'],
  ['vermelho', 'Vermelho'],
  ['verde', 'Verde'],
  ['amarelo', 'Amarelo'],
  ['cinza', 'Cinza'],
];

const clients: PGlite[] = [];
async function database() {
  const client = await openPglite();
  clients.push(client);
  return drizzle(client, { schema });
}
afterAll(() => Promise.all(clients.map((c) => c.close())));

type Row = { field_name: string; option_value: string; option_label: string; active: boolean; display_order: number };

describe('0005: the real option lists', () => {
  it('adds the real options to an installation seeded with the spec lists and rewrites alcool everywhere', async () => {
    const db = await database();
    const older = migrationsBefore('0005_real_option_lists');
    await migrate(db, { migrationsFolder: older });
    fs.rmSync(older, { recursive: true });

    const seeded = [...specFuels.map((o) => ['fuel_type', ...o]), ...specColours.map((o) => ['color', ...o])];
    for (const [i, [field, value, label]] of seeded.entries()) {
      await db.execute(sql`insert into field_options (field_name, option_value, option_label, display_order) values (${field}, ${value}, ${label}, ${i % 10})`);
    }
    // An admin renamed Preto, added their own Rosa and an 'alcool' fuel beside etanol.
    await db.execute(sql`update field_options set option_label = 'Preto fosco' where option_value = 'preto'`);
    await db.execute(sql`insert into field_options (field_name, option_value, option_label, display_order) values
      ('color', 'rosa', 'Rosa chá', 3), ('fuel_type', 'alcool', 'Álcool', 9)`);

    await db.execute(sql`insert into plans (id, name, price_cents, base_users, additional_user_price_cents, trial_days) values ('p', 'P', 0, 1, 0, 0)`);
    const agencyId = (await db.execute<{ id: string }>(sql`insert into agencies (name, email, cnpj, plan_id) values ('A', 'a@a.com', '1', 'p') returning id`))
      .rows[0]!.id;
    const ownerId = (
      await db.execute<{ id: string }>(sql`insert into owners (agency_id, nome, search_name) values (${agencyId}, 'Maria', 'maria') returning id`)
    ).rows[0]!.id;
    const vehicles = [
      { placa: 'ABC1234', combustivel: 'alcool', cor: 'branco', especie: 'passageiro', categoria: 'comercial' },
      { placa: 'ABC1235', combustivel: 'Álcool ', cor: 'amarelo', especie: 'misto', categoria: 'particular' },
      { placa: 'ABC1236', combustivel: 'flex', cor: 'preto', especie: 'carga', categoria: 'oficial' },
    ];
    for (const v of vehicles) {
      await db.execute(sql`insert into vehicles (agency_id, owner_id, placa, placa_mercosul, renavam, combustivel, cor, especie, categoria)
        values (${agencyId}, ${ownerId}, ${v.placa}, ${v.placa}, ${v.placa}, ${v.combustivel}, ${v.cor}, ${v.especie}, ${v.categoria})`);
    }
    const vehicleId = (await db.execute<{ id: string }>(sql`select id from vehicles where placa = 'ABC1234'`)).rows[0]!.id;
    for (const [n, restricoes] of ['alienacao', 'reserva', 'judicial', 'nenhuma'].entries()) {
      await db.execute(
        sql`insert into services (agency_id, number, vehicle_id, owner_id, servico, restricoes) values (${agencyId}, ${n + 1}, ${vehicleId}, ${ownerId}, 'transferencia', ${restricoes})`,
      );
    }
    const requests = [{ placa: 'ABC1234', combustivel: 'alcool', cor: 'Branco' }, { placa: 'ABC1236', combustivel: 'flex' }, { nome: 'sem combustível' }];
    for (const [i, data] of requests.entries()) {
      await db.execute(
        sql`insert into requests (agency_id, type, data, created_at) values (${agencyId}, 'casos-especiais-comunicacao-venda', ${JSON.stringify(data)}::jsonb, ${`2026-01-0${i + 1}`})`,
      );
    }

    await migrate(db, { migrationsFolder });

    const rows = (
      await db.execute<Row>(sql`select field_name, option_value, option_label, active, display_order from field_options order by display_order, option_label`)
    ).rows;
    const active = (field: string) => rows.filter((r) => r.field_name === field && r.active);
    const fuelLabels = Object.fromEntries(active('fuel_type').map((r) => [r.option_value, r.option_label]));
    expect(fuelLabels).toEqual({
      gasolina: 'Gasolina',
      etanol: 'Etanol (álcool)',
      flex: 'Flex',
      diesel: 'Diesel',
      eletrico: 'Elétrico',
      gnv: 'GNV',
      hibrido: 'Híbrido',
    });
    expect(rows.find((r) => r.option_value === 'alcool')).toMatchObject({ active: false });
    // The resolution's sixteen colours, the spec values under its names; the admin's labels kept.
    expect(
      active('color')
        .map((r) => r.option_label)
        .sort(),
    ).toEqual([
      'Amarela',
      'Azul',
      'Bege',
      'Branca',
      'Cinza',
      'Dourada',
      'Fantasia',
      'Grená',
      'Laranja',
      'Marrom',
      'Prata',
      'Preto fosco',
      'Rosa chá',
      'Roxa',
      'Verde',
      'Vermelha',
    ]);
    expect(active('color').filter((r) => r.option_value === 'rosa')).toHaveLength(1);
    // The additions follow the admin's own order, in the order a fresh installation gives them.
    const colourOrder = active('color').map((r) => r.option_value);
    expect(colourOrder.slice(-7)).toEqual(['bege', 'dourada', 'grena', 'laranja', 'marrom', 'roxa', 'fantasia']);

    const stored = (
      await db.execute<{ combustivel: string; cor: string; especie: string; categoria: string }>(
        sql`select combustivel, cor, especie, categoria from vehicles order by placa`,
      )
    ).rows;
    expect(stored.map((v) => v.combustivel)).toEqual(['etanol', 'etanol', 'flex']);
    // Every stored value prints under a label of the lists the PDFs read.
    const labelled = (list: readonly Option[], value: string) => labelOf(list, value, '') !== '';
    for (const v of stored) {
      expect([
        labelled(combustivelOptions, v.combustivel),
        labelled(corOptions, v.cor),
        labelled(especieOptions, v.especie),
        labelled(categoriaOptions, v.categoria),
      ]).toEqual([true, true, true, true]);
    }
    expect(stored.map((v) => labelOf(corOptions, v.cor))).toEqual(['Branca', 'Amarela', 'Preta']);
    const restricoes = (await db.execute<{ restricoes: string }>(sql`select restricoes from services order by number`)).rows;
    expect(restricoes.map((r) => labelOf(restricoesOptions, r.restricoes))).toEqual(['Alienação fiduciária', 'Reserva de domínio', 'Judicial', 'Nenhuma']);

    const data = (await db.execute<{ data: Record<string, unknown> }>(sql`select data from requests order by created_at`)).rows.map((r) => r.data);
    expect(data).toEqual([{ placa: 'ABC1234', combustivel: 'etanol', cor: 'Branco' }, { placa: 'ABC1236', combustivel: 'flex' }, { nome: 'sem combustível' }]);
    const fuelField = requestSections['casos-especiais-comunicacao-venda'].flatMap((s) => s.fields).find((f) => f.key === 'combustivel')!;
    expect(displayRequestValue(fuelField, data[0]!.combustivel)).toBe('Etanol (álcool)');
  });

  it('leaves a fresh installation to the seed, which writes the same lists', async () => {
    const db = await database();
    await migrate(db, { migrationsFolder });
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from field_options`)).rows[0]!.n).toBe(0);

    await ensureReferenceData(db);

    const rows = (
      await db.execute<Row>(
        sql`select field_name, option_value, option_label from field_options where field_name in ('fuel_type', 'color') order by display_order`,
      )
    ).rows;
    const list = (field: string) => rows.filter((r) => r.field_name === field).map((r) => ({ value: r.option_value, label: r.option_label }));
    expect(list('fuel_type')).toEqual(initialFieldOptions.fuel_type);
    expect(list('color')).toEqual(initialFieldOptions.color);
    expect(list('color').map((o) => o.value)).toEqual(corOptions.map((o) => o.value));
  });

  it('the demo seed only writes colours the list names', () => {
    for (const colour of demoColors) expect(labelOf(corOptions, colour)).not.toBe('');
  });
});
