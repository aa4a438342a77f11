import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RegisteredRoute } from './route-table.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { pdfText } from './testing/pdf-text.ts';
import { ACTORS, buildWorld, type ActorName, type World } from './testing/route-matrix-world.ts';
import { expectedOf, fillUrl, routeMatrix, type Expected, type Probe } from './testing/route-matrix.ts';
import { tapStatements, type StatementTap } from './testing/statement-tap.ts';
import { isPlatformSweep, loadSqlParser, readStatement } from './testing/tenant-filter.ts';
import { tenantTables } from './testing/tenant-tables.ts';

// Issue 10's role × tenant matrix: every registered route, as each of the five actors, against
// real rows of agency A. Nobody outside A reads A's rows; a refusal comes before any work.

let t: TestApp;
let w: World;
let tap: StatementTap;

beforeAll(async () => {
  t = await createTestApp();
  // Open before the world is made: a statement PGlite prepared then is matched when run again.
  tap = tapStatements(t.database);
  await loadSqlParser();
  w = await buildWorld(t);
}, 60_000);
afterAll(() => {
  tap?.close();
  return t.close();
});

const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;

it('has an expectation for every registered route, and a route for every expectation', () => {
  const registered = t.app.routeTable.map(keyOf);
  expect
    .soft(
      registered.filter((k) => !(k in routeMatrix)),
      'routes without an entry in testing/route-matrix.ts',
    )
    .toEqual([]);
  expect
    .soft(
      Object.keys(routeMatrix).filter((k) => !registered.includes(k)),
      'entries whose route is no longer registered',
    )
    .toEqual([]);
});

const isOk = (status: number) => status >= 200 && status < 300;
const meets = (status: number, expected: Expected) => (expected === '2xx' ? isOk(status) : status === expected);
const sentText = (body: unknown) => (body === undefined ? '' : Buffer.isBuffer(body) ? body.toString('latin1') : JSON.stringify(body));

type Run = { key: string; method: string; url: string; probe: Probe };

/** What the actor could read in the answer: headers, body, and the text drawn in a PDF. */
function readable(res: Awaited<ReturnType<TestApp['request']>>): string {
  const pdf = String(res.headers['content-type'] ?? '').startsWith('application/pdf');
  return `${JSON.stringify(res.headers)}\n${pdf ? pdfText(res.rawPayload) : res.body}`.toLowerCase();
}

/** Actors acting for an agency: every statement their requests send must confine it (decision 063). */
const AGENCY_ACTORS = new Set<ActorName>(['staffA', 'managerA', 'managerB']);
/** Each statement an agency's request sent, with the first request that sent it. */
type Statements = Map<string, string>;

async function check(run: Run, actor: ActorName, failures: string[], statements: Statements) {
  const { probe } = run;
  const url = fillUrl(run.url, probe.params ? await probe.params(w) : {}) + (probe.query?.(w) ?? '');
  const body = probe.body?.(w, actor);
  const cookie = actor === 'anonymous' ? undefined : w.actors[actor].cookie;
  const send = () => t.request({ method: run.method, url, body, cookie, headers: probe.headers, ip: t.nextIp() });
  // Public links and the platform admin's routes are the platform's explicit path (decision 063).
  const forAgency = AGENCY_ACTORS.has(actor) && probe.access !== 'public' && probe.access !== 'admin';
  let res!: Awaited<ReturnType<typeof send>>;
  if (forAgency) {
    const texts = await tap.during(async () => void (res = await send()));
    for (const text of texts) if (!statements.has(text)) statements.set(text, `${run.method} ${url} as ${actor}`);
  } else {
    res = await send();
  }
  const sent = `${url}\n${sentText(body)}`;
  const touchesA = w.aIds.some((id) => sent.includes(id));
  const expected = probe.except?.[actor] ?? expectedOf(probe.access, touchesA)[actor];
  const where = `${run.method} ${url} as ${actor} → ${res.statusCode}`;
  const fail = (why: string) => failures.push(`${where}: ${why} ${res.statusCode >= 400 ? res.body.slice(0, 160) : ''}`.trim());

  if (!meets(res.statusCode, expected)) fail(`expected ${expected} (${probe.access})`);
  // The rules below hold whatever an entry's exceptions say.
  if (res.statusCode >= 500) fail('server error');
  if (probe.access !== 'public') {
    if (actor === 'anonymous' && res.statusCode !== 401) fail('anonymous must be refused with 401 before anything else');
    if (probe.access === 'admin' && actor !== 'admin' && actor !== 'anonymous' && res.statusCode !== 403) fail('admin route: 403 for non-admins');
    if (probe.access === 'dispatcher' && actor === 'staffA' && res.statusCode !== 403) fail("manager's route: 403 for staff");
  }
  if (actor === 'managerB' && touchesA && isOk(res.statusCode)) fail("agency B reached one of A's rows");
  if (actor === 'anonymous' || actor === 'managerB') {
    const text = readable(res);
    const leaked = w.leakTokens().filter((token) => !sent.toLowerCase().includes(token.toLowerCase()) && text.includes(token.toLowerCase()));
    if (leaked.length) fail(`leaked ${leaked.join(', ')}`);
  }
}

it('answers each actor as the route table says and shows no one outside agency A its rows', async () => {
  const runs: Run[] = Object.entries(routeMatrix)
    .flatMap(([key, probes]) => {
      const [method, url] = key.split(' ') as [string, string];
      return [probes].flat().map((probe) => ({ key, method, url, probe }));
    })
    .sort((x, y) => (x.probe.stage ?? 0) - (y.probe.stage ?? 0));

  const failures: string[] = [];
  const statements: Statements = new Map();
  for (const run of runs) for (const actor of ACTORS) await check(run, actor, failures, statements);

  const routes = new Set(runs.map((r) => r.key)).size;
  console.log(
    `role × tenant matrix: ${routes} routes × ${ACTORS.length} actors = ` +
      `${routes * ACTORS.length} cells, ${runs.length * ACTORS.length} requests, ${failures.length} failures`,
  );
  expect.soft(failures).toEqual([]);

  // Issue 38 item 5: every tenant table a statement of an agency's request reads or writes is
  // confined to one agency_id (a single shard under Citus), whatever row-level security adds.
  const started = performance.now();
  const tables = new Set<string>();
  const unfiltered = [...statements].flatMap(([text, from]) => {
    if (isPlatformSweep(text)) return [];
    const read = readStatement(text);
    for (const table of read.tables) tables.add(table);
    return read.problems.map((problem) => `${problem} — ${text.replace(/\s+/g, ' ').slice(0, 300)} (${from})`);
  });
  console.log(
    `tenant filter: ${statements.size} distinct statements of agency requests, ${tables.size} of the ${tenantTables.length} tenant tables, ` +
      `${unfiltered.length} problems, read in ${(performance.now() - started).toFixed(0)} ms`,
  );
  // A tap that saw nothing would pass everything: the matrix reaches most of the tenant tables.
  expect(tables.size).toBeGreaterThan(30);
  expect(unfiltered, 'statements of an agency’s request that do not filter a tenant table on agency_id').toEqual([]);
}, 120_000);
