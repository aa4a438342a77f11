import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RegisteredRoute } from './route-table.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { pdfText } from './testing/pdf-text.ts';
import { ACTORS, buildWorld, type ActorName, type World } from './testing/route-matrix-world.ts';
import { expectedOf, fillUrl, routeMatrix, type Expected, type Probe } from './testing/route-matrix.ts';

// Issue 10's role × tenant matrix: every registered route, as each of the five actors, against
// real rows of agency A. Nobody outside A reads A's rows; a refusal comes before any work.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

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

async function check(run: Run, actor: ActorName, failures: string[]) {
  const { probe } = run;
  const url = fillUrl(run.url, probe.params ? await probe.params(w) : {}) + (probe.query?.(w) ?? '');
  const body = probe.body?.(w, actor);
  const cookie = actor === 'anonymous' ? undefined : w.actors[actor].cookie;
  const res = await t.request({ method: run.method, url, body, cookie, headers: probe.headers, ip: t.nextIp() });
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
  for (const run of runs) for (const actor of ACTORS) await check(run, actor, failures);

  const routes = new Set(runs.map((r) => r.key)).size;
  console.log(
    `role × tenant matrix: ${routes} routes × ${ACTORS.length} actors = ` +
      `${routes * ACTORS.length} cells, ${runs.length * ACTORS.length} requests, ${failures.length} failures`,
  );
  expect(failures).toEqual([]);
}, 120_000);
