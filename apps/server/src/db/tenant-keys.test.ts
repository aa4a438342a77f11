import { is } from 'drizzle-orm';
import { foreignKey, getTableConfig, PgTable, primaryKey, text, uniqueIndex, uuid, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

// The schema, checked against the plan to distribute it by agency with Citus (decision 063): every
// table with an agency_id column is distributed on it, co-located, unless listed below with why.
// A new table that breaks the rules fails here; a listed exception that no longer applies does too.

const AGENCY = 'agency_id';

/** Tables with agency_id that are not distributed on it, each with its reason. */
const notDistributed: Record<string, string> = {
  audit_events: 'platform-wide trail: sign-ins and admin actions carry no agency (agency_id null); append-only, stays on the coordinator',
  profiles: 'one row per user, read at sign-in before the agency is known, admins have none: a reference table',
  subscription_changes: "the platform's subscription history, read across agencies by the admin, agency_id set null on delete: stays on the coordinator",
};

/** Unique keys of distributed tables without agency_id (Citus cannot enforce them across shards): what must change first. */
const globalUniques: Record<string, string> = {
  'invoices(number)': 'invoice numbers run across the platform (issue 14): keep the sequence, enforce uniqueness per agency',
  'payments(provider,provider_event_id)': "the provider's webhook names no agency: a coordinator lookup table of events takes the idempotency",
  'quotes(token_hash)': 'the public quote page finds the quote by its token alone: a coordinator lookup of token to agency',
  'tracking_links(token_hash)': 'the public tracking page finds the link by its token alone: the same lookup',
};

/** Foreign keys between distributed tables that do not lead with agency_id. None today. */
const crossTenantForeignKeys: Record<string, string> = {};

/** Platform tables copied to every node: distributed tables may reference them (and join them locally). */
const referenceTables = new Set([
  'agencies',
  'plans',
  'users',
  'profiles',
  'field_options',
  'service_catalog',
  'service_catalog_duda_codes',
  'service_catalog_fees',
  'service_catalog_fee_history',
  'platform_settings',
  // Licenciamentos (decision 065): the agencies' lists map plate finals with it.
  'licensing_calendar',
]);

/** Platform tables kept on the coordinator only: never referenced by a distributed table. */
const coordinatorTables = new Set([
  'accounts',
  'sessions',
  'two_factors',
  'verifications',
  'rate_limits',
  'mail_outbox',
  'admin_notifications',
  'job_runs',
  'monitoring_hourly',
  'monitoring_incidents',
  'platform_settings_history',
  'agency_plan_counts',
  'invoice_months',
  'payment_months',
  'audit_events',
  'subscription_changes',
]);

type Shape = {
  name: string;
  columns: string[];
  primaryKey: string[];
  foreignKeys: { columns: string[]; table: string; foreignColumns: string[] }[];
  uniques: string[][];
};

function shapeOf(table: PgTable): Shape {
  const c = getTableConfig(table);
  const columnPk = c.columns.filter((col) => col.primary).map((col) => col.name);
  return {
    name: c.name,
    columns: c.columns.map((col) => col.name),
    primaryKey: c.primaryKeys[0]?.columns.map((col) => col.name) ?? columnPk,
    foreignKeys: c.foreignKeys.map((fk) => {
      const r = fk.reference();
      return { columns: r.columns.map((col) => col.name), table: getTableConfig(r.foreignTable).name, foreignColumns: r.foreignColumns.map((col) => col.name) };
    }),
    uniques: [
      ...c.columns.filter((col) => col.isUnique).map((col) => [col.name]),
      ...c.uniqueConstraints.map((u) => u.columns.map((col) => col.name)),
      ...c.indexes.filter((i) => i.config.unique).map((i) => i.config.columns.map((col) => ('name' in col && col.name ? col.name : '(expression)'))),
    ],
  };
}

type Rules = {
  notDistributed: Record<string, string>;
  globalUniques: Record<string, string>;
  crossTenantForeignKeys: Record<string, string>;
  referenceTables: Set<string>;
  coordinatorTables: Set<string>;
};

/** Every way the tables break the distribution plan, one line each; empty when they follow it. */
function distributionProblems(tables: Shape[], rules: Rules): string[] {
  const problems: string[] = [];
  const byName = new Map(tables.map((t) => [t.name, t]));
  const distributed = new Set(tables.filter((t) => t.columns.includes(AGENCY) && !(t.name in rules.notDistributed)).map((t) => t.name));
  const placement = (name: string) =>
    distributed.has(name) ? 'distributed' : rules.referenceTables.has(name) ? 'reference' : rules.coordinatorTables.has(name) ? 'coordinator' : null;
  const used = new Set<string>();

  for (const t of tables) {
    const where = placement(t.name);
    if (!where) problems.push(`${t.name}: a platform table neither reference nor coordinator`);
    if (rules.referenceTables.has(t.name) && rules.coordinatorTables.has(t.name)) problems.push(`${t.name}: both reference and coordinator`);
    if (where !== 'distributed') {
      for (const fk of t.foreignKeys) {
        const target = placement(fk.table);
        if (where === 'reference' && target !== 'reference') problems.push(`${t.name}: reference table refers to ${fk.table} (${target})`);
        if (where === 'coordinator' && target === 'distributed') problems.push(`${t.name}: coordinator table refers to distributed ${fk.table}`);
      }
      continue;
    }
    if (t.primaryKey[0] !== AGENCY) problems.push(`${t.name}: primary key (${t.primaryKey.join(',')}) does not lead with ${AGENCY}`);
    for (const fk of t.foreignKeys) {
      const target = placement(fk.table);
      const key = `${t.name}(${fk.columns.join(',')}) -> ${fk.table}(${fk.foreignColumns.join(',')})`;
      if (target === 'distributed') {
        if (fk.columns[0] === AGENCY && fk.foreignColumns[0] === AGENCY) continue;
        if (key in rules.crossTenantForeignKeys) used.add(key);
        else problems.push(`${key}: does not lead with ${AGENCY}`);
      } else if (target !== 'reference') {
        problems.push(`${key}: a distributed table refers to a ${target ?? 'unplaced'} table`);
      }
    }
    for (const columns of t.uniques) {
      const key = `${t.name}(${columns.join(',')})`;
      if (columns.includes(AGENCY)) continue;
      if (key in rules.globalUniques) used.add(key);
      else problems.push(`${key}: unique without ${AGENCY}`);
    }
  }

  for (const name of Object.keys(rules.notDistributed)) {
    if (!byName.get(name)?.columns.includes(AGENCY)) problems.push(`${name}: listed as not distributed, but has no ${AGENCY} (or is gone)`);
  }
  for (const key of [...Object.keys(rules.globalUniques), ...Object.keys(rules.crossTenantForeignKeys)]) {
    if (!used.has(key)) problems.push(`${key}: listed as an exception, but the schema no longer has it`);
  }
  for (const name of [...rules.referenceTables, ...rules.coordinatorTables]) {
    if (!byName.has(name)) problems.push(`${name}: placed, but the schema has no such table`);
  }
  return problems;
}

const rules: Rules = { notDistributed, globalUniques, crossTenantForeignKeys, referenceTables, coordinatorTables };
const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map(shapeOf);

describe('the schema can be distributed by agency (decision 063)', () => {
  it('reads every table of the schema', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.find((t) => t.name === 'services')).toMatchObject({ primaryKey: [AGENCY, 'id'] });
  });

  it('every tenant table leads its primary key, its foreign keys to other tenant tables and its unique keys with agency_id', () => {
    expect(distributionProblems(tables, rules)).toEqual([]);
  });

  it('fails a table that breaks the rules', () => {
    const agencies = pgTable('agencies', { id: uuid('id').primaryKey() });
    const parents = pgTable('parents', { agencyId: uuid('agency_id').notNull(), id: uuid('id').notNull() }, (t) => [
      primaryKey({ columns: [t.agencyId, t.id] }),
    ]);
    const notes = pgTable(
      'notes',
      {
        id: uuid('id').notNull(),
        agencyId: uuid('agency_id')
          .notNull()
          .references(() => agencies.id),
        parentId: uuid('parent_id'),
        code: text('code').unique(),
        slug: text('slug'),
      },
      (t) => [
        primaryKey({ columns: [t.id, t.agencyId] }),
        foreignKey({ columns: [t.parentId], foreignColumns: [parents.id] }),
        uniqueIndex('notes_slug_uq').on(t.agencyId, t.slug),
      ],
    );
    const logs = pgTable('logs', { id: uuid('id').primaryKey(), noteId: uuid('note_id').references(() => notes.id) });
    const fake = [agencies, parents, notes, logs].map(shapeOf);
    const fakeRules: Rules = {
      notDistributed: { gone: 'a table since dropped' },
      globalUniques: {},
      crossTenantForeignKeys: {},
      referenceTables: new Set(['agencies']),
      coordinatorTables: new Set(),
    };
    expect(distributionProblems(fake, fakeRules)).toEqual([
      'notes: primary key (id,agency_id) does not lead with agency_id',
      'notes(parent_id) -> parents(id): does not lead with agency_id',
      'notes(code): unique without agency_id',
      'logs: a platform table neither reference nor coordinator',
      'gone: listed as not distributed, but has no agency_id (or is gone)',
    ]);

    // The same tables, with the exceptions listed and logs placed on the coordinator: still two.
    expect(
      distributionProblems(fake, {
        ...fakeRules,
        notDistributed: {},
        globalUniques: { 'notes(code)': 'why' },
        crossTenantForeignKeys: { 'notes(parent_id) -> parents(id)': 'why' },
        coordinatorTables: new Set(['logs']),
      }),
    ).toEqual(['notes: primary key (id,agency_id) does not lead with agency_id', 'logs: coordinator table refers to distributed notes']);
  });
});
