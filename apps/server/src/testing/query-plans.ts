import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agendaSql } from '../modules/agenda/agenda-statement.ts';
import type { TestApp } from './test-app.ts';

// What a request asks the database, and how the database plans it: the statements a route runs
// are captured at the driver (PGlite or pg), then each SELECT is EXPLAINed with its own
// parameters, so a test can say "this screen reads no large table from end to end".

type Query = { text: string; values: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<unknown> };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Tables that grow with an agency's years: a screen must reach them through an index. */
export const LARGE_TABLES = [
  'vehicles',
  'owners',
  'services',
  'service_documents',
  'service_movements',
  'service_payments',
  'service_expenses',
  'inspections',
  'exigencias',
  'quotes',
  'guias',
  'guia_items',
  'requests',
  'audit_events',
  'activities',
] as const;

const clientOf = (db: Db) => (db as Db & { $client: Client }).$client;

function asQuery(args: unknown[]): Query | null {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  if (first && typeof first === 'object' && 'text' in first) {
    const q = first as { text: string; values?: unknown[] };
    return { text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) };
  }
  return null;
}

/** Runs `work` and returns the statements it sent through the database's client. */
export async function captureQueries(db: Db, work: () => Promise<unknown>): Promise<Query[]> {
  const client = clientOf(db);
  // On PostgreSQL the requests' handles query views of a second pool (decision 074): both pools
  // share their class, whose prototype sees every pool query of this database.
  const target: Client = 'totalCount' in client ? (Object.getPrototypeOf(client) as Client) : client;
  const own = Object.prototype.hasOwnProperty.call(target, 'query');
  const original = target.query;
  const seen: Query[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const q = asQuery(args);
    if (q) seen.push(q);
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    if (own) target.query = original;
    else delete (target as Partial<Client>).query;
  }
  return seen;
}

function seqScans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

/**
 * Statements the app runs inside a PL/pgSQL function (by the function's name), whose plan an
 * EXPLAIN of the call does not show. The function keeps a generic plan (decision 046), so that
 * is the plan judged: prepared with parameters, explained under force_generic_plan.
 */
export const FUNCTION_STATEMENTS: Record<string, string> = { agenda_json: agendaSql };
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

async function planOf(client: Client, q: Query): Promise<unknown> {
  const called = Object.keys(FUNCTION_STATEMENTS).find((name) => q.text.includes(`${name}(`));
  const inner = called ? FUNCTION_STATEMENTS[called] : undefined;
  type Result = { rows: { 'QUERY PLAN': unknown }[] };
  if (!inner) return ((await client.query(`explain (format json) ${q.text}`, q.values)) as Result).rows[0]!['QUERY PLAN'];
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare plan_check as ${inner}`);
  try {
    // The call's leading values are the function's arguments (the agenda's statement adds the piece size).
    const values = q.values.slice(0, Math.max(...[...inner.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))));
    return ((await client.query(`explain (format json) execute plan_check(${values.map(literal).join(', ')})`)) as Result).rows[0]!['QUERY PLAN'];
  } finally {
    await client.query('deallocate plan_check');
    await client.query('reset plan_cache_mode');
  }
}

/**
 * The large tables each SELECT of `queries` would read from end to end, by statement. Planned with
 * sequential scans priced out: in a test's world one agency holds most rows, and the planner rightly
 * scans a small table whole; with `enable_seqscan = off` a Seq Scan left in the plan means the
 * statement has no index path at all, at any size. (At full size the route bench flags the rest.)
 */
export async function largeSeqScans(db: Db, queries: Query[]): Promise<{ text: string; tables: string[] }[]> {
  const large = new Set<string>(LARGE_TABLES);
  const pool = clientOf(db) as Client & { connect?: () => Promise<Client & { release(): void }> };
  // pg's pool hands each query any connection: the setting and the EXPLAINs need the same one.
  const session = pool.connect ? await pool.connect() : undefined;
  const client: Client = session ?? pool;
  const found: { text: string; tables: string[] }[] = [];
  try {
    await client.query('set enable_seqscan = off');
    for (const q of queries) {
      if (!/^\s*(select|with)\b/i.test(q.text)) continue;
      const cell = await planOf(client, q);
      const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
      const tables = seqScans(plan!.Plan).filter((t) => large.has(t));
      if (tables.length) found.push({ text: q.text.replace(/\s+/g, ' ').slice(0, 240), tables });
    }
  } finally {
    await client.query('reset enable_seqscan');
    session?.release();
  }
  return found;
}

/**
 * SELECTs of `queries` whose generic plan runs far slower than the plan made for their values.
 * A prepared statement may settle on its generic plan after five runs: PGlite's reads are prepared
 * (db/pglite-prepared.ts), and so are rawStatement's on PostgreSQL (decision 047). A value bound as
 * a parameter where a partial index's predicate needs a constant is the usual cause. Each plan is
 * timed on the same connection, the best of three, over the wire as the app would run it.
 */
// Names never reused: pg remembers, per connection, which names it has parsed.
let planModeStatements = 0;

/** A parameter as an SQL literal for EXECUTE, or undefined for a kind this helper does not write. */
function sqlLiteral(v: unknown): string | undefined {
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  return undefined;
}

/** The plan (no costs) `q` gets in `mode`, prepared as the app's statement is; null when it cannot be written out. */
async function planShape(session: Client, mode: string, q: Query): Promise<string | null> {
  const literals = q.values.map(sqlLiteral);
  if (literals.some((l) => l === undefined)) return null;
  const name = `plan_shape_${++planModeStatements}`;
  await session.query(`set plan_cache_mode = ${mode}`);
  try {
    await session.query(`prepare ${name} as ${q.text}`);
  } catch {
    return null;
  }
  try {
    const args = literals.length ? `(${literals.join(', ')})` : '';
    const result = (await session.query(`explain (costs off) execute ${name}${args}`)) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await session.query(`deallocate ${name}`);
  }
}
export async function slowGenericPlans(db: Db, queries: Query[], { ratio = 3, marginMs = 2 } = {}): Promise<string[]> {
  const pool = clientOf(db) as Client & { connect?: () => Promise<Client & { release(): void }> };
  if (!pool.connect) return [];
  const session = await pool.connect();
  const slow: string[] = [];
  const best = async (mode: string, q: Query, runs = 3) => {
    await session.query(`set plan_cache_mode = ${mode}`);
    const name = `plan_mode_${++planModeStatements}`;
    let min = Infinity;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await session.query({ name, text: q.text, values: q.values });
      min = Math.min(min, performance.now() - started);
    }
    return min;
  };
  try {
    for (const q of queries) {
      if (!/^\s*select\b/i.test(q.text)) continue;
      const custom = await best('force_custom_plan', q);
      const generic = await best('force_generic_plan', q);
      if (!(generic > ratio * custom && generic - custom > marginMs)) continue;
      // A busy machine can slow three runs in a row; the same plan in both modes cannot be slower.
      const shapes = [await planShape(session, 'force_custom_plan', q), await planShape(session, 'force_generic_plan', q)];
      if (shapes[0] !== null && shapes[0] === shapes[1]) continue;
      // CI generates the bench's world on the same server meanwhile (decision 057): a slow generic
      // plan must stay slow when timed again, longer, before it is called one.
      const again = { custom: await best('force_custom_plan', q, 7), generic: await best('force_generic_plan', q, 7) };
      if (!(again.generic > ratio * again.custom && again.generic - again.custom > marginMs)) continue;
      slow.push(`${generic.toFixed(1)} ms generic against ${custom.toFixed(1)} ms: ${q.text.replace(/\s+/g, ' ').slice(0, 240)}\n${shapes[1] ?? ''}`);
    }
  } finally {
    await session.query('reset plan_cache_mode');
    session.release();
  }
  return slow;
}

/**
 * Answers a GET as the app does and names the large tables that the plans of its SELECTs (with its
 * own parameters, sequential scans priced out) still read from end to end.
 */
export async function routeWithPlans(t: TestApp, url: string, cookie: string) {
  let response: Awaited<ReturnType<TestApp['request']>> | undefined;
  const queries = await captureQueries(t.db, async () => {
    response = await t.request({ url, cookie });
  });
  const scans = await largeSeqScans(t.db, queries);
  return { response: response!, selects: queries.filter((q) => /^\s*(select|with)\b/i.test(q.text)).length, largeSeqScans: scans.flatMap((s) => s.tables) };
}

/**
 * The scans of one statement's plan (EXPLAIN, FORMAT JSON) as the planner would choose them, as
 * "Node Type on table (index)". Run ANALYZE first, and give the tables other agencies' rows
 * (fillOtherAgency): on a test's few rows a whole-table scan is rightly the cheapest plan.
 */
export async function scansOf(db: Db, query: SQLWrapper): Promise<string[]> {
  const res = (await db.execute(sql`explain (format json) ${query}`)) as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = res.rows[0]!['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const out: string[] = [];
  const walk = (n: PlanNode) => {
    if (n['Relation Name']) out.push(`${n['Node Type']} on ${n['Relation Name']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`);
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(top!.Plan);
  return out;
}

/**
 * The sequential scans of large tables among `scans` (from scansOf): a passing plan has none. The
 * planner's own choice is judged only on the tables a test fills (fillOtherAgency, or its own
 * thousands of rows); on the others, still small, a whole-table scan is rightly the cheapest.
 */
const FILLED_TABLES = ['vehicles', 'owners', 'services', 'service_documents', 'quotes', 'guias'];
export const seqScansOfLarge = (scans: string[]) => scans.filter((s) => FILLED_TABLES.some((table) => s === `Seq Scan on ${table}`));

/**
 * Other agencies' rows in the shared tables, so that a scan of them costs the planner what it
 * costs in production. The planner weighs a scan by pages: `rows` wide rows (about 1.5 kB each, a
 * few to a page) stand for the hundreds of thousands of a five-year database without the minutes
 * it would take to write and index them. Each owner has a vehicle and, with `services`, a service.
 */
export async function fillOtherAgency(db: Db, agencyId: string, o: { rows?: number; services?: boolean } = {}) {
  const rows = o.rows ?? 3_000;
  const wide = sql`repeat('x', 1500)`;
  const id = (kind: string) => sql`md5(${agencyId} || ${kind} || g)::uuid`;
  await db.execute(sql`insert into owners (agency_id, id, nome, search_name, endereco)
    select ${agencyId}::uuid, ${id('fo')}, 'Outro ' || g, 'outro ' || g, ${wide} from generate_series(1, ${rows}::int) g`);
  await db.execute(sql`insert into vehicles (agency_id, id, owner_id, placa, placa_mercosul, renavam, modelo)
    select ${agencyId}::uuid, ${id('fv')}, ${id('fo')}, 'FIL' || g, 'FIL' || g, 'FIL' || g, ${wide} from generate_series(1, ${rows}::int) g`);
  if (o.services) {
    await db.execute(sql`insert into services (agency_id, id, number, vehicle_id, owner_id, servico, status, observacoes)
      select ${agencyId}::uuid, ${id('fs')}, 1000000 + g, ${id('fv')}, ${id('fo')}, 'transferencia', 'completed', ${wide} from generate_series(1, ${rows}::int) g`);
  }
}
