import type { Db } from '../db/client.ts';

// What a request asks the database, and how the database plans it: the statements a route runs
// are captured at the driver (PGlite or pg), then each SELECT is EXPLAINed with its own
// parameters, so a test can say "this screen reads no large table from end to end".

type Query = { text: string; values: unknown[] };
type Client = { query: (...args: unknown[]) => Promise<unknown> };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Tables that grow with an agency's years: a screen must reach them through an index. */
export const LARGE_TABLES = [
  'vehicles', 'owners', 'services', 'service_documents', 'service_movements', 'service_payments', 'service_expenses',
  'inspections', 'exigencias', 'quotes', 'guias', 'guia_items', 'requests', 'audit_events', 'activities',
] as const;

const clientOf = (db: Db) => (db as unknown as { $client: Client }).$client;

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
  const original = client.query;
  const seen: Query[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const q = asQuery(args);
    if (q) seen.push(q);
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

function seqScans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
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
      const result = (await client.query(`explain (format json) ${q.text}`, q.values)) as { rows: { 'QUERY PLAN': unknown }[] };
      const cell = result.rows[0]!['QUERY PLAN'];
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
