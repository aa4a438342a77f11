import { afterAll, beforeAll, expect, it } from 'vitest';
import { libraryItems } from '@despacha/domain/library/catalog';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { fuzzPlan, NOTHING_UUID, type Caller, type FuzzCase } from './testing/fuzz.ts';
import { FUZZ_PASSWORD, fuzzTargets, QUERY_KEYS, type FuzzIds } from './testing/fuzz-targets.ts';
import { registration } from './testing/registry-factory.ts';
import { createTestApp, OWNER_EMAIL, type TestApp } from './testing/test-app.ts';

// Security review, issue 10: malformed input must never answer 5xx. Every registered route gets
// broken params, query strings and bodies, as the caller that passes its auth check.
// FUZZ_REQUESTS sets the size (2,000 by default, a few seconds on PGlite; every case of every
// route is about 7,000); FUZZ_SEED picks another deterministic sequence.

const SIZE = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let t: TestApp;
const cookies = {} as Record<Caller, string>;
let ids: FuzzIds;

beforeAll(async () => {
  t = await createTestApp();
  cookies.anonymous = '';
  cookies.agency = await t.userSession('Ana Fuzz', 'ana@fuzz.com.br', FUZZ_PASSWORD);
  expect((await t.onboard(cookies.agency, { name: 'Despachante Fuzz' })).statusCode).toBe(201);
  cookies.admin = await t.userSession('Dono', OWNER_EMAIL, FUZZ_PASSWORD);
  cookies.auth = await t.userSession('Auth Fuzz', 'auth@fuzz.com.br', FUZZ_PASSWORD);
  ids = await createRows();
}, 60_000);
afterAll(() => t?.close());

/** One row of each kind the routes take an id of, made through the API as a user would. */
async function createRows(): Promise<FuzzIds> {
  const post = async (as: Caller, url: string, body: unknown) => {
    const res = await t.request({ method: 'POST', url, cookie: cookies[as], body });
    if (res.statusCode >= 300) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const agency = (await t.request({ url: '/api/agency', cookie: cookies.agency })).json();
  const saved = await post('agency', '/api/registrations', registration());
  const origin = await post('agency', '/api/origins', { nomeEmpresa: 'Origem Fuzz' });
  const request = await post('agency', '/api/requests', { type: 'vistoria-transito', data: sampleRequests['vistoria-transito'], serviceId: saved.service.id });
  const member = await t.request({
    method: 'POST',
    url: '/api/agency/users',
    cookie: cookies.agency,
    body: { name: 'Caio Fuzz', email: 'caio@fuzz.com.br', role: 'user' },
  });
  const plan = await post('admin', '/api/admin/plans', { name: 'Plano Fuzz', priceCents: 100 });
  const client = await post('admin', '/api/admin/clients', { name: 'Cliente Fuzz', email: 'cliente@fuzz.com.br', planId: 'basico' });
  const option = await post('admin', '/api/admin/field-options', { fieldName: 'color', optionValue: 'fuzz', optionLabel: 'Fuzz' });
  const file = await t.request({
    method: 'POST',
    url: `/api/services/${saved.service.id}/files`,
    cookie: cookies.agency,
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n\r\n--b--\r\n',
  });
  if (file.statusCode !== 201) throw new Error(`setup file: ${file.statusCode} ${file.body}`);
  return {
    agencyId: agency.id,
    serviceId: saved.service.id,
    ownerId: saved.owner.id,
    vehicleId: saved.vehicle.id,
    originId: origin.id,
    requestId: request.id,
    fileId: file.json().id,
    // The plan's seats may not allow a second user: then the member routes get a uuid of nothing.
    memberId: member.statusCode === 201 ? member.json().id : NOTHING_UUID,
    planId: plan.id,
    clientId: client.id,
    fieldOptionId: option.id,
    libraryItemId: libraryItems.find((i) => i.prefillable)!.id,
  };
}

type Outcome = { c: FuzzCase; status: number; body: string };

/** Words of an English sentence (better-auth's own messages), not of a pt-BR one. */
const ENGLISH =
  /\b(is|are|not|the|to|invalid|required|expected|received|disabled|unauthorized|update|found|must|failed|error|fields?|input|request|missing)\b/i;

/** The error shape's message, or why the answer is not in that shape. */
function errorMessage(body: string): { message: string } | { problem: string } {
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code === 'string' && typeof error.message === 'string' && error.message) return { message: error.message };
    return { problem: 'not our error shape' };
  } catch {
    return { problem: 'not JSON' };
  }
}

const summary = (c: FuzzCase) => `${c.method} ${c.url.length > 120 ? `${c.url.slice(0, 120)}…` : c.url} [${c.as}] ${c.what}`;

it(`answers every malformed request below 500 (${SIZE} requests, seed ${SEED})`, async () => {
  const routes = t.app.routeTable;
  const targets = fuzzTargets(routes, ids);
  const plan = fuzzPlan(targets, QUERY_KEYS, SIZE, SEED);
  const started = performance.now();
  const outcomes: Outcome[] = [];
  for (const c of plan) {
    const res = await t.request({
      method: c.method,
      url: c.url,
      cookie: cookies[c.as],
      // Each request from its own address, so per-address limits (sign-in) do not hide deeper paths.
      ip: t.nextIp(),
      ...(c.payload !== undefined ? { body: c.payload } : {}),
      headers: c.contentType ? { 'content-type': c.contentType } : {},
    });
    outcomes.push({ c, status: res.statusCode, body: res.body });
  }
  const seconds = (performance.now() - started) / 1000;

  const byClass: Record<string, number> = {};
  const byStatus: Record<number, number> = {};
  for (const { status } of outcomes) {
    byClass[`${Math.floor(status / 100)}xx`] = (byClass[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }
  const failures = outcomes.filter((o) => o.status >= 500).map((o) => `${o.status} ${summary(o.c)} → ${o.body.slice(0, 200)}`);
  // A refused API request says why in our shape (better-auth's 302 redirects and static files aside).
  const refused = outcomes.filter((o) => o.status >= 400 && o.c.url.startsWith('/api/')).map((o) => ({ o, said: errorMessage(o.body) }));
  const shapeless = refused.flatMap(({ o, said }) => ('problem' in said ? [`${o.status} ${summary(o.c)}: ${said.problem} → ${o.body.slice(0, 120)}`] : []));
  const english = new Map<string, string>();
  for (const { o, said } of refused) if ('message' in said && ENGLISH.test(said.message)) english.set(said.message, `${o.status} ${summary(o.c)}`);
  // Values only the database refused (plugins/errors.ts's safety net): a contract should name the field.
  const databaseRefused = refused
    .filter(({ o }) => o.body.includes('"code":"INVALID_DATA"'))
    .map(({ o }) => `${o.status} ${summary(o.c)} → ${o.body.slice(0, 160)}`);
  console.log(
    [
      `fuzz: ${outcomes.length} requests over ${targets.length} targets (${routes.length} routes) in ${seconds.toFixed(1)} s, seed ${SEED}`,
      `by class: ${JSON.stringify(byClass)}`,
      `by status: ${JSON.stringify(byStatus)}`,
      ...failures.slice(0, 50),
      ...shapeless.slice(0, 20),
      ...databaseRefused.slice(0, 50).map((line) => `refused by the database, not by a contract: ${line}`),
      ...[...english].map(([message, example]) => `English message "${message}" (e.g. ${example})`),
    ].join('\n'),
  );
  expect(failures).toEqual([]);
  expect(shapeless).toEqual([]);
  // Every target was aimed at (when the run is not smaller than the list of targets).
  const reached = new Set(outcomes.map((o) => o.c.target));
  if (plan.length >= targets.length) expect(targets.map((x) => `${x.method} ${x.pattern}`).filter((x) => !reached.has(x))).toEqual([]);
}, 600_000);
