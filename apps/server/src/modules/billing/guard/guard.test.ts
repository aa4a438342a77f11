import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { buildWorld, type World } from '../../../testing/route-matrix-world.ts';
import { fillUrl, routeMatrix } from '../../../testing/route-matrix.ts';
import { setStatusBySystem, DUNNING_REASON } from '../system-status-change.ts';
import { isExemptRoute } from './exempt.ts';

// Issue 14 item 5: a blocked agency's users get 403 AGENCY_SUSPENDED on every route of the route
// matrix but the exempt ones, from the first request after the change (caches included).

/** The routes the guard stands in front of: every matrix entry but better-auth's and the public ones. */
const guarded = Object.entries(routeMatrix).flatMap(([key, probes]) => {
  const [method, url] = key.split(' ') as [string, string];
  const probe = [probes].flat()[0]!;
  return url.startsWith('/api/auth/') || probe.access === 'public' ? [] : [{ key, method, url, probe }];
});

let t: TestApp;
let w: World;
/** Each guarded route's url, filled while the agency still works (some params make rows). */
const urls = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  for (const { key, url, probe } of guarded) urls.set(key, fillUrl(url, probe.params ? await probe.params(w) : {}) + (probe.query?.(w) ?? ''));
}, 60_000);
afterAll(() => t.close());

const as = (cookie: string, method: string, url: string, body?: unknown) => t.request({ method, url, cookie, body, ip: t.nextIp() });
const setStatus = async (newStatus: string, reason = 'Teste') =>
  expect((await as(w.actors.admin.cookie, 'POST', `/api/admin/clients/${w.a.agencyId}/subscription-change`, { newStatus, reason })).statusCode).toBe(201);

describe('a suspended agency', () => {
  it('warms the caches, then is suspended by the admin: the very next request is refused', async () => {
    expect((await as(w.actors.managerA.cookie, 'GET', '/api/origins')).statusCode).toBe(200);
    await setStatus('suspended', DUNNING_REASON);
    const res = await as(w.actors.managerA.cookie, 'GET', '/api/origins');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('AGENCY_SUSPENDED');
    expect(res.json().error.message).toMatch(/bloqueado/);
  });

  it('answers 403 AGENCY_SUSPENDED on every route but the exempt ones, to its manager and its staff', async () => {
    const walked: string[] = [];
    const failures: string[] = [];
    for (const { key, method, url, probe } of guarded) {
      if (isExemptRoute(method, url)) continue;
      for (const actor of ['managerA', 'staffA'] as const) {
        const res = await t.request({
          method,
          url: urls.get(key)!,
          cookie: w.actors[actor].cookie,
          body: probe.body?.(w, actor),
          headers: probe.headers,
          ip: t.nextIp(),
        });
        const code = res.statusCode === 403 ? (res.json() as { error: { code: string } }).error.code : '';
        if (code !== 'AGENCY_SUSPENDED') failures.push(`${key} as ${actor} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      walked.push(key);
    }
    console.log(`blocked-agency guard: ${walked.length} routes × 2 users refused, ${guarded.length - walked.length} exempt`);
    expect(failures).toEqual([]);
    expect(walked.length).toBeGreaterThan(50);
  });

  it('still lets them sign in, read who they are, why, and their subscription', async () => {
    const cookie = await t.login(w.actors.managerA.email, w.actors.managerA.password);
    const me = await as(cookie, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().agency.status).toBe('suspended');
    const status = await as(w.actors.staffA.cookie, 'GET', '/api/agency/status');
    expect(status.json()).toEqual({ status: 'suspended', reason: DUNNING_REASON });
    expect((await as(cookie, 'GET', '/api/agency/subscription')).statusCode).toBe(200);
  });

  it('never blocks platform admins nor another agency', async () => {
    expect((await as(w.actors.admin.cookie, 'GET', '/api/admin/clients')).statusCode).toBe(200);
    expect((await as(w.actors.admin.cookie, 'GET', `/api/admin/clients/${w.a.agencyId}`)).statusCode).toBe(200);
    expect((await as(w.actors.managerB.cookie, 'GET', '/api/origins')).statusCode).toBe(200);
  });

  it('works again at once when reactivated, and is blocked as cancelled or inactive too', async () => {
    await setStatus('active');
    expect((await as(w.actors.managerA.cookie, 'GET', '/api/origins')).statusCode).toBe(200);
    for (const status of ['cancelled', 'inactive']) {
      await setStatus(status);
      expect((await as(w.actors.staffA.cookie, 'GET', '/api/origins')).statusCode, status).toBe(403);
    }
    await setStatus('trial');
    expect((await as(w.actors.staffA.cookie, 'GET', '/api/origins')).statusCode).toBe(200);
    await setStatus('active');
  });

  it('sees a status the system sets (dunning, payment) on the next request, cached sessions included', async () => {
    expect((await as(w.actors.staffA.cookie, 'GET', '/api/origins')).statusCode).toBe(200);
    await t.db.transaction((tx) => setStatusBySystem(tx, w.a.agencyId, 'suspended', DUNNING_REASON, new Date()));
    expect((await as(w.actors.staffA.cookie, 'GET', '/api/origins')).statusCode).toBe(403);
    await t.db.transaction((tx) => setStatusBySystem(tx, w.a.agencyId, 'active', 'Pagamento', new Date()));
    expect((await as(w.actors.staffA.cookie, 'GET', '/api/origins')).statusCode).toBe(200);
  });
});
