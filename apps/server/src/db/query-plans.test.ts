import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorld, type WorldSummary } from '../../../../bench/world/index.ts';
import { localStorage } from '../lib/storage.ts';
import { captureQueries, largeSeqScans, slowGenericPlans } from '../testing/query-plans.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemo } from './seed/demo.ts';

// Issue 31: every screen's GET reads the large tables through an index (decision 044). The
// statements each route sends are captured and EXPLAINed, sequential scans priced out, on a fifth
// of the five-year world (40,000 vehicles, 12,000 services, 200,000 audit events): a Seq Scan of a
// large table left in a plan is a statement with no index path. PostgreSQL only (CI's second
// pass): PGlite's planner is the same code, and this world takes most of a minute to make on it.
const onPostgres = Boolean(process.env.DATABASE_URL);

/** GET routes that are not a screen's read: long work measured by the bench, or no table behind them. */
const NOT_SCREENS = [/^\/api\/auth\//, /export/, /\.pdf$/, /\/pdf$/, /download/, /^\/api\/admin\/backups/, /^\/api\/health$/, /^\/api\/files\//, /^\/metrics$/];

let t: TestApp;
let world: WorldSummary;
let manager: string;
let admin: string;
const ids: Record<string, string> = {};

/** A row of the large agency for each kind of :id a screen opens, the newest first. */
async function pickIds() {
  const one = async (key: string, text: string) => {
    const result = await (t.db as typeof t.db & { $client: { query(q: string, v: unknown[]): Promise<{ rows: { id: string }[] }> } }).$client.query(text, [
      world.largeAgencyId,
    ]);
    if (result.rows[0]) ids[key] = result.rows[0].id;
  };
  await one('services', 'select id from services where agency_id = $1 order by created_at desc limit 1');
  await one('vehicles', 'select id from vehicles where agency_id = $1 order by created_at desc limit 1');
  await one('owners', 'select id from owners where agency_id = $1 order by created_at desc limit 1');
  await one('guias', 'select id from guias where agency_id = $1 order by created_at desc limit 1');
  await one('requests', 'select id from requests where agency_id = $1 order by created_at desc limit 1');
  await one('quotes', 'select id from quotes where agency_id = $1 order by created_at desc limit 1');
  await one('origins', 'select id from origins where agency_id = $1 limit 1');
  await one('report-runs', 'select id from report_runs where agency_id = $1 order by created_at desc limit 1');
}

/** Routes that refuse to answer without a filter the screen always sends. */
const REQUIRED_QUERY: Record<string, string> = { '/api/agenda/late': '?kind=deadlines&offset=25' };

/** The URL the screen would request, or null when the route's params are not ones this test fills. */
function urlOf(route: string): string | null {
  if (route in REQUIRED_QUERY) return `${route}${REQUIRED_QUERY[route]}`;
  // Comissões: one origin over a year, the longest period the statement takes (issue 34 item 13).
  if (route === '/api/commissions') return ids.origins ? `${route}?originId=${ids.origins}&from=2025-06-01&to=2026-05-31` : null;
  if (route === '/api/origins/:id/settings') return ids.origins ? route.replace(':id', ids.origins) : null;
  if (!route.includes(':')) return route;
  const m =
    /^\/api\/(services|vehicles|owners|guias|requests|quotes|origins|report-runs)\/:id$/.exec(route) ?? /^\/api\/exigencias\/(services)\/:id$/.exec(route);
  const id = m ? ids[m[1]!] : undefined;
  return id ? route.replace(':id', id) : null;
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  await seedDemo(t.db, localStorage(path.join(os.tmpdir(), `despacha-plans-${process.pid}`)), 'admin@despacha.local');
  world = await t.database.asOwner((db) => generateWorld(db, { scale: 0.2, otherAgencies: 5 }));
  manager = await t.login(world.logins.large.manager, DEMO_PASSWORD);
  admin = await t.login('admin@despacha.local', DEMO_PASSWORD);
  await pickIds();
}, 120_000);
afterAll(async () => t?.close());

describe.skipIf(!onPostgres)('screens at volume', () => {
  it('read no large table from end to end, on any GET route a screen calls', async () => {
    const routes = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !NOT_SCREENS.some((re) => re.test(r.url)));
    const checked: string[] = [];
    const unfilled: string[] = [];
    const scans: string[] = [];
    const slowGeneric: string[] = [];
    for (const { url: route } of routes) {
      const url = urlOf(route);
      if (!url) {
        unfilled.push(route);
        continue;
      }
      const cookie = route.startsWith('/api/admin/') ? admin : manager;
      let status = 0;
      const queries = await captureQueries(t.db, async () => {
        status = (await t.request({ url, cookie })).statusCode;
      });
      // A route that refuses its defaults (a required filter) is left to the bench, which sends the screen's query.
      if (status !== 200) continue;
      checked.push(route);
      for (const s of await largeSeqScans(t.db, queries)) scans.push(`${route}: ${s.tables.join(', ')} — ${s.text}`);
      for (const s of await slowGenericPlans(t.db, queries)) slowGeneric.push(`${route}: ${s}`);
    }
    expect(checked.length, `checked: ${checked.join(' ')}; not filled: ${unfilled.join(' ')}`).toBeGreaterThan(40);
    expect(scans).toEqual([]);
    expect(slowGeneric).toEqual([]);
  }, 240_000);
});
