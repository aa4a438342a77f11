import type { TestApp } from '../../testing/test-app.ts';

/** Tables whose sequential scan, in a screen's request, grows with the agency's years (bench/routes.ts). */
export const LARGE_TABLES = ['services', 'owners', 'vehicles', 'service_documents', 'exigencias', 'service_movements'];

type Client = { query: (sql: string, params?: unknown[], options?: unknown) => Promise<{ rows: Record<string, unknown>[] }> };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/**
 * Answers a GET as the app does and, for every select the route sent to the database, the tables
 * its plan (EXPLAIN, FORMAT JSON, with the route's own parameters) reads by sequential scan.
 *
 * The plans are made with sequential scans priced out (enable_seqscan off): in a test database one
 * agency holds nearly every row, so reading a whole table is rightly its cheapest plan, which it is
 * not among the five-year world's 500 agencies (EXPLAIN ANALYZE figures in the commit and report).
 * A Seq Scan still in such a plan means the query has no index path to that table at all.
 */
export async function routeWithPlans(t: TestApp, url: string, cookie: string) {
  const client = (t.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const sent: { sql: string; params: unknown[] }[] = [];
  client.query = function (this: Client, sql: string, params: unknown[] = [], options?: unknown) {
    sent.push({ sql, params });
    return original.call(this, sql, params, options);
  };
  let response: Awaited<ReturnType<TestApp['request']>>;
  try {
    response = await t.request({ url, cookie });
  } finally {
    client.query = original;
  }
  const seqScans: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.push(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  const selects = sent.filter((q) => /^\s*\(?\s*select/i.test(q.sql));
  await original.call(client, 'set enable_seqscan = off');
  try {
    for (const q of selects) await planOf(q);
  } finally {
    await original.call(client, 'reset enable_seqscan');
  }
  return { response, selects: selects.length, largeSeqScans: seqScans.filter((name) => LARGE_TABLES.includes(name)) };

  async function planOf(q: { sql: string; params: unknown[] }) {
    const { rows } = await original.call(client, `explain (format json) ${q.sql}`, q.params);
    const plan = rows[0]!['QUERY PLAN'];
    const before = seqScans.length;
    walk((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
    if (process.env.PLANS_DEBUG && seqScans.length > before) {
      const text = await original.call(client, `explain ${q.sql}`, q.params);
      console.log(q.sql, '\n', text.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
}
