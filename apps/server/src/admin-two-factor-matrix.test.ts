import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { TWO_FACTOR_REQUIRED } from '@despacha/domain/two-factor';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { buildWorld, type ActorName, type World } from './testing/route-matrix-world.ts';
import { expectedOf, fillUrl, routeMatrix, type Probe } from './testing/route-matrix.ts';

// Issue 32 item 5, decision 033: with twoFactorAuth on, an administrator without two-factor is
// refused every route but the enrolment's. Generated from the role × tenant matrix, so a route added
// there (route-matrix.test.ts makes sure every registered route is) is checked here too.

/**
 * What the administrator without two-factor may still call, written here rather than imported
 * from the gate, so that widening the gate's list fails this test. Reasons beside each.
 */
const ENROLMENT: Record<string, string> = {
  'GET /api/auth/*': "better-auth's routes carry the enrolment itself (get-session tells the web whether two-factor is on)",
  'POST /api/auth/*': 'two-factor/enable and verify-totp, and signing in and out',
  'GET /api/me': 'who am I: the web decides from it what to show, the enrolment screen included',
  'POST /api/me/two-factor/qr': "draws the enrolment's QR code from the URI better-auth just returned",
  'POST /api/me/password': 'a temporary password is replaced first: until then better-auth refuses two-factor/enable',
};

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const on = await t.request({
    method: 'PUT',
    url: '/api/admin/settings/security',
    cookie: w.actors.admin.cookie,
    body: { ...defaultSettings.security, twoFactorAuth: true },
  });
  if (on.statusCode !== 200) throw new Error(`twoFactorAuth: ${on.statusCode} ${on.body}`);
}, 60_000);
afterAll(() => t.close());

type Run = { key: string; method: string; url: string; probe: Probe };
type Res = Awaited<ReturnType<TestApp['request']>>;

const isOk = (status: number) => status >= 200 && status < 300;
const codeOf = (res: Res) => {
  try {
    return (res.json() as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
};

const NIL = '00000000-0000-4000-8000-000000000000';

/**
 * The probe's params; where its builder makes a row through the admin API (a throwaway field
 * option), the admin is now refused that too, so each param gets a placeholder: the gate answers
 * before the params are even validated, and a route without it would not answer its code.
 */
async function paramsOf(run: Run): Promise<Record<string, string>> {
  try {
    return run.probe.params ? await run.probe.params(w) : {};
  } catch (err) {
    if (!String(err).includes(TWO_FACTOR_REQUIRED)) throw err;
    return Object.fromEntries([...run.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1]!, NIL]));
  }
}

async function send(run: Run, actor: ActorName) {
  const { probe } = run;
  const url = fillUrl(run.url, await paramsOf(run)) + (probe.query?.(w) ?? '');
  const body = probe.body?.(w, actor);
  const cookie = actor === 'anonymous' ? undefined : w.actors[actor].cookie;
  const res = await t.request({ method: run.method, url, body, cookie, headers: probe.headers, ip: t.nextIp() });
  const sent = `${url}\n${body === undefined || Buffer.isBuffer(body) ? '' : JSON.stringify(body)}`;
  return { url, res, touchesA: w.aIds.some((id) => sent.includes(id)) };
}

it('has a probe for every registered API route', () => {
  const missing = t.app.routeTable.filter((r) => r.url.startsWith('/api/')).filter((r) => !(`${r.method} ${r.url}` in routeMatrix));
  expect(missing, 'API routes without an entry in testing/route-matrix.ts').toEqual([]);
});

it('refuses the administrator without two-factor every signed-in route but the enrolment ones', async () => {
  // Stage 2 changes the admin's password (the allowed POST /api/me/password): it runs last.
  const runs: Run[] = Object.entries(routeMatrix)
    .flatMap(([key, probes]) => {
      const [method, url] = key.split(' ') as [string, string];
      return [probes].flat().map((probe) => ({ key, method, url, probe }));
    })
    .sort((x, y) => (x.probe.stage ?? 0) - (y.probe.stage ?? 0));
  const stale = Object.keys(ENROLMENT).filter((key) => !(key in routeMatrix));
  expect(stale, 'allow-list entries whose route is gone').toEqual([]);

  const failures: string[] = [];
  const counted = { refused: new Set<string>(), allowed: new Set<string>(), public: new Set<string>() };
  for (const run of runs) {
    const { probe } = run;
    const { url, res, touchesA } = await send(run, 'admin');
    const where = `${run.method} ${url} → ${res.statusCode}`;
    const refused = res.statusCode === 403 && codeOf(res) === TWO_FACTOR_REQUIRED;
    const fail = (why: string) => failures.push(`${where}: ${why} ${res.statusCode >= 400 ? res.body.slice(0, 160) : ''}`.trim());
    if (res.statusCode >= 500) fail('server error');

    if (probe.access === 'public') {
      // As to anyone: the same status an anonymous visitor gets, never the enrolment refusal.
      const anonymous = (await send(run, 'anonymous')).res.statusCode;
      if (refused) fail('public route refused for two-factor');
      else if (res.statusCode !== anonymous) fail(`public route: anonymous gets ${anonymous}`);
      // better-auth's wildcards have public probes and allowed ones: counted once, as allowed.
      if (!(run.key in ENROLMENT)) counted.public.add(run.key);
    } else if (run.key in ENROLMENT) {
      const expected = probe.except?.admin ?? expectedOf(probe.access, touchesA).admin;
      if (refused) fail(`enrolment route refused (${ENROLMENT[run.key]})`);
      else if (expected === '2xx' ? !isOk(res.statusCode) : res.statusCode !== expected) fail(`expected ${expected}, as without the setting`);
      else counted.allowed.add(run.key);
    } else {
      if (!refused) fail(`expected 403 ${TWO_FACTOR_REQUIRED} (${probe.access})`);
      else counted.refused.add(run.key);
    }
  }

  const routes = new Set(runs.map((r) => r.key)).size;
  console.log(
    `admin two-factor matrix: ${routes} routes (${runs.length} probes) as an admin without two-factor: ` +
      `${counted.refused.size} refused, ${counted.allowed.size} allowed for enrolment, ${counted.public.size} public as to anonymous, ${failures.length} failures`,
  );
  expect(failures).toEqual([]);
}, 120_000);
