import { asc, gt, sql } from 'drizzle-orm';
import { getEndpoints } from 'better-auth/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents } from './db/schema/index.ts';
import { accessOf } from './modules/audit/access-events.ts';
import { auditDeclarations, isExempt, type AuditDeclaration, type Audited, type ByAuthPath } from './testing/audit-declarations.ts';
import { authSteps } from './testing/audit-probes-auth.ts';
import { AUDIT_PIX_KEY, auditProbes, unobserved, type AuditProbe } from './testing/audit-probes.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { buildWorld, type ActorName, type World } from './testing/route-matrix-world.ts';
import { expectedOf, fillUrl, routeMatrix, type Probe } from './testing/route-matrix.ts';

// Issue 32 item 3, decision 053: every route that changes state or hands out a file is declared
// in testing/audit-declarations.ts with the event it writes (or why none); each audited one is
// called as a user allowed to, and its event must be in audit_events.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

type Answer = Awaited<ReturnType<TestApp['request']>>;
/** A route with the matrix's probe, and the audit probe replacing parts of it (testing/audit-probes.ts). */
type Run = { key: string; method: string; url: string; matrix: Probe; audit: AuditProbe };

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A GET that hands out files or secrets by its name; others are found by what they answer. */
const FILE_URL = /export|download|pdf|outbox|backup/i;
const isAuthWildcard = (url: string) => url === '/api/auth/*';
const declarationOf = (key: string) => auditDeclarations[key] as AuditDeclaration | ByAuthPath | undefined;

/** A file, not a page or JSON: an attachment, or a document type. */
const isFile = (res: Answer) =>
  !!res.headers['content-disposition'] || /pdf|zip|gzip|csv|spreadsheet|octet-stream/.test(String(res.headers['content-type'] ?? ''));

/** The first actor the matrix promises a 2xx, unless the audit probe names one. */
function actorOf(run: Run): ActorName | null {
  if (run.audit.actor) return run.audit.actor;
  // An audit probe gives the route a row it can act on: the matrix's refusals of its own probe no longer apply.
  const { access } = run.matrix;
  const except = run.key in auditProbes ? undefined : run.matrix.except;
  const order: ActorName[] = access === 'public' ? ['anonymous', 'managerA'] : ['managerA', 'staffA', 'admin'];
  const ok = (e: number | '2xx' | undefined) => e === '2xx' || (typeof e === 'number' && e < 300);
  return order.find((a) => ok(except?.[a] ?? expectedOf(access, true)[a])) ?? null;
}

/** The id an answer names, at its top or one level down ({ user: { id } }). */
function idIn(res: Answer): string | undefined {
  if (!/json/.test(String(res.headers['content-type'] ?? ''))) return undefined;
  const json = res.json() as Record<string, unknown>;
  const inner = Object.values(json).find((v): v is { id: string } => !!v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string');
  return typeof json.id === 'string' ? json.id : inner?.id;
}

async function lastEventId(): Promise<number> {
  const [row] = await t.db.select({ id: sql<string>`coalesce(max(${auditEvents.id}), 0)` }).from(auditEvents);
  return Number(row!.id);
}
const eventsSince = (id: number) => t.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(asc(auditEvents.id));

/** Failures of one audited call: its answer, then its event. */
async function expectEvent(where: string, d: Audited, res: Answer, since: number, entityId: string | undefined, status?: number): Promise<string[]> {
  const success = status ? res.statusCode === status : res.statusCode >= 200 && res.statusCode < 300;
  if (!success) return [`${where}: answered ${res.statusCode} ${res.body.slice(0, 160)}`];
  const events = await eventsSince(since);
  const found = events.some((e) => e.action === d.action && e.entity === d.entity && (entityId === undefined || e.entityId === entityId));
  if (found) return [];
  const wrote = events.map((e) => `${e.action}/${e.entity}/${e.entityId ?? '-'}`).join(', ') || 'nothing';
  return [`${where}: no ${d.action}/${d.entity}${entityId ? `/${entityId}` : ''} event (wrote ${wrote})`];
}

it('declares every route that changes state or hands out a file, and calls each audited one to find its event', async () => {
  const registered = t.app.routeTable.map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
  const keys = new Set(registered.map((r) => r.key));
  const runs: Run[] = registered
    .filter((r) => r.key in routeMatrix)
    .map((r) => ({ ...r, matrix: [routeMatrix[r.key]!].flat()[0]!, audit: auditProbes[r.key] ?? {} }));
  const failures: string[] = [];

  // 1. What must be declared: changes, the trail's own reads, files by name or by answer.
  const fileAnswers = new Set<string>();
  for (const run of runs.filter((r) => r.method === 'GET' && !isAuthWildcard(r.url) && !(r.key in auditProbes))) {
    const actor = actorOf(run);
    if (!actor) continue;
    const params = run.matrix.params ? await run.matrix.params(w) : {};
    const res = await t.request({
      url: fillUrl(run.url, params) + (run.matrix.query?.(w) ?? ''),
      cookie: actor === 'anonymous' ? undefined : w.actors[actor].cookie,
      ip: t.nextIp(),
    });
    if (res.statusCode < 300 && isFile(res)) fileAnswers.add(run.key);
  }
  const mustDeclare = registered.filter(
    (r) => MUTATIONS.has(r.method) || accessOf(r.method, r.url) || (r.method === 'GET' && FILE_URL.test(r.url)) || fileAnswers.has(r.key),
  );
  expect
    .soft(
      mustDeclare.filter((r) => !declarationOf(r.key)).map((r) => r.key),
      'routes with no entry in testing/audit-declarations.ts',
    )
    .toEqual([]);
  expect
    .soft(
      Object.keys(auditDeclarations).filter((k) => !keys.has(k)),
      'declarations whose route is no longer registered',
    )
    .toEqual([]);
  const trailRoutes = registered.filter((r) => accessOf(r.method, r.url)).map((r) => r.key);
  expect
    .soft(
      Object.keys(auditProbes).filter((k) => {
        const d = declarationOf(k);
        return !d || 'authPaths' in d || isExempt(d);
      }),
      'audit probes of routes not declared audited',
    )
    .toEqual([]);
  expect
    .soft(
      trailRoutes.filter((k) => {
        const d = declarationOf(k);
        return !d || 'authPaths' in d || isExempt(d);
      }),
      'routes the trail writes for, declared otherwise',
    )
    .toEqual([]);

  // better-auth's endpoints behind /api/auth/*, from better-auth itself.
  const context = await t.app.auth.$context;
  type AuthContext = Parameters<typeof getEndpoints>[0];
  const endpoints = Object.values(
    getEndpoints(context as unknown as AuthContext, context.options as Parameters<typeof getEndpoints>[1]).api as Record<
      string,
      { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }
    >,
  )
    // The router skips SERVER_ONLY endpoints alone (better-call's router.mjs); 'server' scope is still routed.
    .filter((e) => e.path && !e.options?.metadata?.SERVER_ONLY)
    .flatMap((e) => [e.options!.method!].flat().map((m) => `${m} ${e.path}`));
  const authTable = (declarationOf('POST /api/auth/*') as ByAuthPath).authPaths;
  expect
    .soft(
      endpoints.filter((k) => !authTable[k]),
      'better-auth endpoints with no entry in testing/audit-declarations-auth.ts',
    )
    .toEqual([]);
  expect
    .soft(
      Object.keys(authTable).filter((k) => !endpoints.includes(k)),
      'auth declarations of no endpoint',
    )
    .toEqual([]);

  // 2. Each audited route, called as someone allowed to, in the matrix's stages.
  const audited = runs
    .filter((r) => {
      const d = declarationOf(r.key);
      return d && !('authPaths' in d) && !isExempt(d) && !(r.key in unobserved);
    })
    .sort((x, y) => (x.audit.stage ?? x.matrix.stage ?? 0) - (y.audit.stage ?? y.matrix.stage ?? 0));
  const unprobed = Object.entries(auditDeclarations).filter(
    ([k, d]) => !('authPaths' in d) && !isExempt(d) && !(k in unobserved) && !audited.some((r) => r.key === k),
  );
  expect
    .soft(
      unprobed.map(([k]) => k),
      'audited routes with no probe in testing/route-matrix.ts',
    )
    .toEqual([]);
  for (const run of audited) {
    const d = declarationOf(run.key) as Audited;
    const actor = actorOf(run);
    if (!actor && !run.audit.cookie) {
      failures.push(`${run.key}: no actor gets a success with its probe; give it one in testing/audit-probes.ts`);
      continue;
    }
    const { audit, matrix } = run;
    const cookie = audit.cookie ? await audit.cookie(w) : actor && actor !== 'anonymous' ? w.actors[actor].cookie : undefined;
    const params = (await (audit.params ?? matrix.params)?.(w)) ?? {};
    const url = fillUrl(run.url, params) + ((audit.query ?? matrix.query)?.(w) ?? '');
    const body = audit.body ? audit.body(w, params) : matrix.body?.(w, actor ?? 'managerA');
    const since = await lastEventId();
    const res = await t.request({ method: run.method, url, body, cookie, headers: matrix.headers, ip: t.nextIp() });
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const entityId =
      d.id === '@answer'
        ? idIn(res)
        : d.id === '@actor'
          ? actor && actor !== 'anonymous'
            ? w.actors[actor].id
            : undefined
          : d.id
            ? (params[d.id] ?? query.get(d.id) ?? undefined)
            : undefined;
    if (d.id && !entityId && res.statusCode < 300) failures.push(`${run.key}: its declared id (${d.id}) names nothing in the call`);
    failures.push(...(await expectEvent(`${run.method} ${url} as ${actor ?? 'a new person'}`, d, res, since, entityId, audit.status)));
  }

  // 3. better-auth's audited endpoints, as one person goes through them.
  const { steps, secrets } = authSteps(t);
  const authAudited = Object.entries(authTable)
    .filter(([, d]) => !isExempt(d))
    .map(([k]) => k);
  expect
    .soft(
      authAudited.filter((k) => !steps.some((s) => s.key === k)),
      'audited auth endpoints with no step in testing/audit-probes-auth.ts',
    )
    .toEqual([]);
  for (const step of steps) {
    const d = authTable[step.key] as Audited;
    const since = await lastEventId();
    const { res, entityId, status } = await step.run();
    failures.push(...(await expectEvent(step.key, d, res, since, entityId ?? (d.id === '@answer' ? idIn(res) : undefined), status)));
  }

  // 4. No secret the calls carried reached a summary or a change.
  const trail = JSON.stringify(await eventsSince(0));
  const leaked = [...secrets, AUDIT_PIX_KEY].filter((s) => s && trail.includes(s));
  expect.soft(leaked, 'secrets written to the trail').toEqual([]);

  const appDeclared = Object.entries(auditDeclarations).filter(([, d]) => !('authPaths' in d)) as [string, AuditDeclaration][];
  const declared = [...appDeclared.map(([, d]) => d), ...Object.values(authTable)];
  const exempt = declared.filter(isExempt).length;
  console.log(
    `audit declarations: ${mustDeclare.length} routes must be declared (${fileAnswers.size} found answering a file), ` +
      `${appDeclared.length} app routes + ${Object.keys(authTable).length} better-auth endpoints declared: ` +
      `${declared.length - exempt} audited, ${exempt} exempt with a reason; ${audited.length} routes and ${steps.length} auth steps called, ` +
      `${Object.keys(unobserved).length} audited but not callable here (${Object.keys(unobserved).join('; ')}); ${failures.length} failures`,
  );
  console.log(`GETs found answering a file: ${[...fileAnswers].join(', ')}`);
  expect(failures).toEqual([]);
}, 240_000);
