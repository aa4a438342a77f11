// Every GET route of the app, found in its own route table, measured over HTTP against the real
// server (issue 31): at 1 and 10 connections, latency percentiles, server CPU per request, the
// event loop's longest delay during each run, and on PostgreSQL the table rows each request reads.
// Standalone: DATA_DIR (and DATABASE_URL) naming an already-made world, or neither for a fresh one
// (BENCH_DATABASE_URL then puts it on PostgreSQL):
//   node --import tsx bench/routes.ts              every route
//   BENCH_SHORT=1 node --import tsx bench/routes.ts    the routes of bench/routes-short.json
//   BENCH_ROUTES_RECORD=1 …                        writes the slowest ten to bench/routes-short.json
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { percentile } from './percentile.ts';
import { cpuTimeMs, residentMemory } from './process-stats.ts';
import { KNOWN_OVER, knownOver, planRoutes, readWorldRows, type Caller, type Maker, type Planned, type Skipped, type WorldRows } from './route-params.ts';
import { startProbedServer, type ProbedServer } from './route-server.ts';
import { prepareRouteWorld } from './route-world.ts';
import { bootJobsDone, root, signIn } from './server-process.ts';
import { describeWork, scorePages, type PageScore } from './lighthouse.ts';

/** Issue 31's budgets, on PostgreSQL; PGlite gets `pgliteFactor` times the latencies. */
export const ROUTE_BUDGETS = { p95At1Ms: 50, p99At10Ms: 150, loopMs: 50, pgliteFactor: 2, mixedP99Ms: 300 };
export const SHORT_ROUTES_FILE = path.join(root, 'bench/routes-short.json');

/** Tables whose sequential scan, in a screen's request, grows with the agency's years. */
const LARGE_TABLES = new Set([
  'vehicles',
  'owners',
  'services',
  'audit_events',
  'activities',
  'service_payments',
  'service_expenses',
  'inspections',
  'service_documents',
  'requests',
  'quotes',
  'exigencias',
]);

export type Run = {
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuMsPerRequest: number;
  loopMaxMs: number;
  serverErrors: number;
  /** A mixed run's figures per path, in the order of its `paths`. */
  byPath?: { requests: number; p50: number; p99: number }[];
};
export type RouteRow = Planned & { runs: Run[]; rowsPerRequest?: number; largeSeqScans?: string[]; loopMaxMs: number };
export type Database = 'PostgreSQL' | 'PGlite';
/** Start to healthy on the world's existing data, and resident memory idle and after every route ran. */
export type ServerFigures = { startMs: number; idleRssMb: number; afterRssMb: number };
/** `pages`: Lighthouse and main-thread work of the screens issue 31 names, signed in on the five-year agency. */
export type MixedFigures = { routes: string[]; run: Run };
export type RouteFigures = { database: Database; rows: RouteRow[]; skipped: Skipped[]; server: ServerFigures; pages: PageScore[]; mixed?: MixedFigures };

/**
 * Issue 40 part 5: the screens an agency's staff open all day, requested together, each connection
 * taking them in turn. A screen that recounts the registry on every request holds the database
 * pool and the event loop while the others wait; one route measured alone does not show that.
 */
export const MIXED_ROUTES = [
  'GET /api/dashboard',
  'GET /api/services/:id',
  'GET /api/agenda',
  'GET /api/registry/search',
  'GET /api/caixa',
  'GET /api/exigencias',
  'GET /api/me',
];
export const MIXED_CONNECTIONS = 20;

type Options = {
  dataDir: string;
  databaseUrl?: string;
  routes?: string[];
  seconds: number;
  warmupSeconds?: number;
  connections?: number[];
  /** Also request MIXED_ROUTES together at MIXED_CONNECTIONS. */
  mixed?: boolean;
  statsCalls?: number;
  port?: number;
  pageRuns?: number;
};

export async function routeBench(o: Options): Promise<RouteFigures> {
  const database: Database = o.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const worldRows = await readWorldRows(o);
  const env: Record<string, string> = {
    DATA_DIR: o.dataDir,
    DEMO_SEED: '1',
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    AUTH_SIGNIN_PER_MINUTE: '1000',
    TRUST_PROXY: '1',
  };
  if (o.databaseUrl) env.DATABASE_URL = o.databaseUrl;
  const startedAt = performance.now();
  const server = await startProbedServer({ port: o.port ?? 3700, env });
  const startMs = performance.now() - startedAt;
  const stats = o.databaseUrl ? new pg.Client({ connectionString: o.databaseUrl }) : undefined;
  try {
    const cookies: Record<Caller, string> = {
      manager: await signIn(server.base),
      admin: await signIn(server.base, demoAccounts.find((a) => a.role === 'admin')!.email),
      anonymous: '',
    };
    await bootJobsDone(server.base, startedAt + startMs);
    const { planned, skipped } = await planRoutes(server.routeTable, worldRows, maker(server.base, cookies.manager), database);
    const chosen = o.routes ? planned.filter((p) => o.routes!.includes(p.route)) : planned;
    for (const gone of (o.routes ?? []).filter((r) => !planned.some((p) => p.route === r)))
      console.log(`(route bench: ${gone} is no longer measured: its line in bench/routes-short.json is stale)`);
    await answersAll(server.base, chosen, cookies);
    // Idle: started, signed in, every chosen route answered once (what bench/memory.ts calls idle).
    const idleRssMb = residentMemory(server.child.pid!).rssMb;
    await stats?.connect();
    const rows: RouteRow[] = [];
    for (const p of chosen) {
      const runs: Run[] = [];
      for (const connections of o.connections ?? [1, 10]) {
        runs.push(
          await loadRun(server, {
            path: p.path,
            cookie: cookies[p.as],
            connections,
            seconds: o.seconds,
            warmupSeconds: o.warmupSeconds ?? Math.min(1, o.seconds / 3),
          }),
        );
      }
      const reads = stats ? await tableReads(stats, server.base, p.path, cookies[p.as], o.statsCalls ?? 20) : undefined;
      // Judged at 1 connection: what one request's own work blocks. At 10, on two cores shared with
      // the load generator and PostgreSQL, the delay also counts the time the OS ran something else.
      const judgedRun = runs.find((r) => r.connections === 1) ?? runs[0]!;
      rows.push({ ...p, runs, ...reads, loopMaxMs: judgedRun.loopMaxMs });
    }
    const mixed = o.mixed ? await mixedRun(server, planned, cookies.manager, o) : undefined;
    const afterRssMb = residentMemory(server.child.pid!).rssMb;
    const pages = o.pageRuns ? await scorePages({ base: server.base, runs: o.pageRuns, pages: volumePages(worldRows, cookies) }) : [];
    return { database, rows, skipped, server: { startMs, idleRssMb, afterRssMb }, pages, ...(mixed ? { mixed } : {}) };
  } finally {
    await stats?.end();
    await server.stop();
  }
}

/** Issue 31 part 4: the screens a five-year agency opens all day, and the platform's dashboard. */
function volumePages(rows: WorldRows, cookies: Record<Caller, string>) {
  return [
    { path: '/dashboard', cookie: cookies.manager },
    { path: `/cadastro-sistema?veiculo=${rows.historyVehicle}`, cookie: cookies.manager },
    { path: '/reports', cookie: cookies.manager },
    { path: '/caixa', cookie: cookies.manager },
    { path: '/retorno-exigencia', cookie: cookies.manager },
    { path: '/admin/dashboard', cookie: cookies.admin },
  ];
}

/** Makes, through the API, what the world lacks or keeps only hashed (the public links' tokens). */
function maker(base: string, cookie: string): Maker {
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`route bench setup: POST ${url} answered ${res.status} ${await res.text()}`);
    return res.json();
  };
  const lastSegment = (url: string) => new URL(url).pathname.split('/').pop()!;
  return async (what, rows: WorldRows) => {
    switch (what) {
      case 'trackingToken':
        return lastSegment((await post(`/api/services/${rows.service}/tracking/links`, {})).url);
      case 'quoteToken':
        if (!rows.quote) throw new Error('route bench setup: the world has no quote to share');
        return lastSegment((await post(`/api/quotes/${rows.quote}/share`, {})).url);
      case 'guia':
        return (await post('/api/guias', { kind: 'geral', destination: 'Posto Bench', serviceIds: [rows.service] })).id;
      case 'importRun': {
        // An uploaded spreadsheet, as Importar dados keeps it before its analysis.
        const form = new FormData();
        form.append('file', new Blob(['Placa;Renavam\nABC1D23;00639884962\n']), 'planilha.csv');
        const res = await fetch(`${base}/api/imports`, { method: 'POST', headers: { cookie, origin: base }, body: form });
        if (!res.ok) throw new Error(`route bench setup: POST /api/imports answered ${res.status} ${await res.text()}`);
        return ((await res.json()) as { id: string }).id;
      }
      case 'reportRun': {
        const { run } = await post('/api/reports/geral/exports', { filters: {}, format: 'csv' });
        for (let i = 0; i < 600; i++) {
          const now = await (await fetch(`${base}/api/report-runs/${run.id}`, { headers: { cookie } })).json();
          if (now.status === 'done') return run.id;
          if (now.status === 'failed') throw new Error('route bench setup: the report export failed');
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error('route bench setup: the report export did not finish within 60 s');
      }
    }
  };
}

/** Every route answers 2xx once before any is loaded: a refusal is the bench's mistake, told at once. */
async function answersAll(base: string, planned: Planned[], cookies: Record<Caller, string>) {
  const wrong: string[] = [];
  for (const p of planned) {
    const res = await fetch(`${base}${p.path}`, { headers: headersFor(cookies[p.as]) });
    const body = await res.text();
    if (!res.ok) wrong.push(`${p.route} as ${p.as}: GET ${p.path} answered ${res.status} ${body.slice(0, 200)}`);
  }
  if (wrong.length) throw new Error(`the route bench's requests are refused (a bench bug):\n  ${wrong.join('\n  ')}`);
}

// Public pages limit each address to a few views a minute: each anonymous call comes from an
// address of its own, as their readers do (the bench's server trusts one proxy hop).
let anonymousCalls = 0;
const headersFor = (cookie: string): Record<string, string> =>
  cookie ? { cookie } : { 'x-forwarded-for': `10.255.${(anonymousCalls >> 8) & 255}.${anonymousCalls++ & 255}` };

/** `paths`: several routes requested in turn on every connection (`path` names the mix in errors). */
type Job = { path: string; paths?: string[]; cookie: string; connections: number; seconds: number; warmupSeconds: number };
type LoadResult = { latencies: number[]; which: number[]; failures: number; statuses: Record<string, number>; seconds: number };

/** The mix's figures in one line: the whole, then each route's p99 within it. */
export function describeMixed({ routes, run }: MixedFigures): string {
  const each = routes.map((route, i) => `${route.replace('GET /api/', '')} ${run.byPath![i]!.p99.toFixed(0)}`).join(', ');
  return `p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; ${run.requests} requests, CPU ${run.cpuMsPerRequest.toFixed(2)} ms/request; p99 by route (ms): ${each}`;
}

async function mixedRun(server: ProbedServer, planned: Planned[], cookie: string, o: Options): Promise<MixedFigures> {
  const mix = MIXED_ROUTES.map((route) => planned.find((p) => p.route === route && p.as === 'manager')).filter((p) => p !== undefined);
  for (const gone of MIXED_ROUTES.filter((r) => !mix.some((p) => p.route === r)))
    console.log(`(route bench: ${gone} is not a route the manager can call any more; the daily screens' mix goes on without it)`);
  const run = await loadRun(server, {
    path: 'the daily screens together',
    paths: mix.map((p) => p.path),
    cookie,
    connections: MIXED_CONNECTIONS,
    seconds: 2 * o.seconds,
    warmupSeconds: o.warmupSeconds ?? Math.min(1, o.seconds / 3),
  });
  return { routes: mix.map((p) => p.route), run };
}

async function loadRun(server: ProbedServer, job: Job): Promise<Run> {
  const child = spawn(process.execPath, [path.join(root, 'bench/route-load.mjs'), JSON.stringify({ base: server.base, ...job })], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the route bench's load process exited with code ${code} on ${job.path}`))),
  );
  const next = <T>(key: string) =>
    Promise.race([new Promise<T>((resolve) => child.on('message', (m: Record<string, unknown>) => key in m && resolve(m as T))), exited]);
  await next('warmed');
  await server.loopMaxMs(); // forgets the warm-up's delays
  const pid = server.child.pid!;
  const cpuBefore = cpuTimeMs(pid);
  child.send('go');
  const result = await next<LoadResult>('latencies');
  const cpuMs = cpuTimeMs(pid) - cpuBefore;
  exited.catch(() => {});
  child.kill();
  const loopMaxMs = await server.loopMaxMs();
  const refused = Object.entries(result.statuses).filter(([status]) => status.startsWith('4'));
  if (refused.length)
    throw new Error(`GET ${job.path} answered ${refused.map(([s, n]) => `${n}× ${s}`).join(', ')} under load: a bench bug (a rate limit, a session)`);
  const byPath = job.paths?.map((_, i) => result.latencies.filter((_, at) => result.which[at] === i).sort((a, b) => a - b));
  const sorted = result.latencies.sort((a, b) => a - b);
  return {
    ...(byPath ? { byPath: byPath.map((l) => ({ requests: l.length, p50: percentile(l, 50), p99: percentile(l, 99) })) } : {}),
    connections: job.connections,
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
    cpuMsPerRequest: cpuMs / Math.max(1, sorted.length),
    loopMaxMs,
    serverErrors: result.failures,
  };
}

type TableCounts = Map<string, { seqScan: number; seqRead: number; idxFetch: number }>;

async function tableCounts(stats: pg.Client): Promise<TableCounts> {
  // Stats are read from a snapshot taken at the first read of a transaction; each read is its own.
  await stats.query('select pg_stat_clear_snapshot()');
  const { rows } = await stats.query<{ relname: string; seq_scan: string; seq_tup_read: string; idx_tup_fetch: string | null }>(
    'select relname, seq_scan, seq_tup_read, idx_tup_fetch from pg_stat_user_tables',
  );
  return new Map(rows.map((r) => [r.relname, { seqScan: Number(r.seq_scan), seqRead: Number(r.seq_tup_read), idxFetch: Number(r.idx_tup_fetch ?? 0) }]));
}

/**
 * PostgreSQL 15 backends flush their table counts when going idle, but at most once a second;
 * what waits is flushed 10 s later. After a second's pause, a burst of pings through every
 * connection of the server's pool (10) makes each backend run a statement and flush on going idle.
 */
async function flushServerStats(base: string) {
  await new Promise((r) => setTimeout(r, 1_100));
  for (let round = 0; round < 2; round++) await Promise.all(Array.from({ length: 12 }, () => fetch(`${base}/api/health`).then((r) => r.text())));
  await new Promise((r) => setTimeout(r, 100));
}

/** Rows read from tables per request (sequential and through indexes), over `calls` calls in a row. */
async function tableReads(stats: pg.Client, base: string, route: string, cookie: string, calls: number) {
  await flushServerStats(base);
  const before = await tableCounts(stats);
  for (let i = 0; i < calls; i++) await (await fetch(`${base}${route}`, { headers: headersFor(cookie) })).text();
  await flushServerStats(base);
  const after = await tableCounts(stats);
  let read = 0;
  const largeSeqScans: string[] = [];
  for (const [table, a] of after) {
    const b = before.get(table) ?? { seqScan: 0, seqRead: 0, idxFetch: 0 };
    read += a.seqRead - b.seqRead + (a.idxFetch - b.idxFetch);
    const scans = a.seqScan - b.seqScan;
    if (scans > 0 && LARGE_TABLES.has(table)) largeSeqScans.push(`${table} ${(scans / calls).toFixed(1)}×`);
  }
  return { rowsPerRequest: read / calls, largeSeqScans };
}

/** Budgets a route breaks on `database`, in words (none: within budget, or not held to one). */
export function routeBreaches(row: RouteRow, database: Database): string[] {
  const factor = database === 'PGlite' ? ROUTE_BUDGETS.pgliteFactor : 1;
  const out: string[] = [];
  const at = (c: number) => row.runs.find((r) => r.connections === c);
  if (row.enforced) {
    const one = at(1);
    const ten = at(10);
    if (one && one.p95 > ROUTE_BUDGETS.p95At1Ms * factor) out.push(`p95 at 1 ${one.p95.toFixed(1)} > ${ROUTE_BUDGETS.p95At1Ms * factor} ms`);
    if (ten && ten.p99 > ROUTE_BUDGETS.p99At10Ms * factor) out.push(`p99 at 10 ${ten.p99.toFixed(1)} > ${ROUTE_BUDGETS.p99At10Ms * factor} ms`);
  }
  if (row.loopMaxMs > ROUTE_BUDGETS.loopMs) out.push(`event loop blocked ${row.loopMaxMs.toFixed(0)} > ${ROUTE_BUDGETS.loopMs} ms`);
  return out;
}

/** How close to its budgets a route runs: its slowest latency over its budget (1 = at the budget). */
export function budgetShare(row: RouteRow, database: Database): number {
  const factor = database === 'PGlite' ? ROUTE_BUDGETS.pgliteFactor : 1;
  const one = row.runs.find((r) => r.connections === 1);
  const ten = row.runs.find((r) => r.connections === 10);
  return Math.max(one ? one.p95 / (ROUTE_BUDGETS.p95At1Ms * factor) : 0, ten ? ten.p99 / (ROUTE_BUDGETS.p99At10Ms * factor) : 0);
}

/** The routes CI's short form measures, written by a full run with BENCH_ROUTES_RECORD=1. */
/**
 * CI's routes: the recorded ones that are held to their budgets. A route of
 * bench/routes-over-budget.json can fail nothing, so CI's time is not spent on it: the full run
 * reports it.
 */
export function shortRoutes(): string[] {
  return (JSON.parse(fs.readFileSync(SHORT_ROUTES_FILE, 'utf8')) as { routes: string[] }).routes.filter((route) => !(route in KNOWN_OVER));
}

/** The ten held routes nearest to (or furthest over) their budgets, over every database measured. */
export function recordShortRoutes(figures: RouteFigures[], count = 10) {
  const share = new Map<string, number>();
  for (const f of figures) for (const row of f.rows) if (row.enforced) share.set(row.route, Math.max(share.get(row.route) ?? 0, budgetShare(row, f.database)));
  const routes = [...share]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([route]) => route);
  const note = 'The slowest routes of the last full route bench (bench/routes.ts), by latency over budget; BENCH_ROUTES_RECORD=1 rewrites this.';
  fs.writeFileSync(SHORT_ROUTES_FILE, `${JSON.stringify({ note, recordedAt: new Date().toISOString().slice(0, 10), routes }, null, 2)}\n`);
  return routes;
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

export function printRouteTable(f: RouteFigures) {
  const label = (r: RouteRow) => (r.as === 'manager' ? r.route : `${r.route} (${r.as})`);
  const width = Math.max(...f.rows.map((r) => label(r).length), 20);
  console.log(
    `\nGET routes on ${f.database}: latency ms p50/p95/p99 at 1 and at 10 connections; server CPU ms per request; rows read per request; longest event-loop delay ms at 1 and at 10 connections (judged at 1)`,
  );
  console.log(
    `${'route'.padEnd(width)}  ${'1 conn'.padEnd(17)} ${'10 conn'.padEnd(17)} ${'CPU 1/10'.padEnd(11)} ${'rows/req'.padStart(9)} ${'loop 1/10'.padStart(9)}  verdict`,
  );
  for (const row of f.rows) {
    const [one, ten] = [1, 10].map((c) => row.runs.find((r) => r.connections === c));
    const lat = (r?: Run) => (r ? `${ms(r.p50)}/${ms(r.p95)}/${ms(r.p99)}` : '—').padEnd(17);
    const cpu = `${one ? one.cpuMsPerRequest.toFixed(2) : '—'}/${ten ? ten.cpuMsPerRequest.toFixed(2) : '—'}`.padEnd(11);
    const rows = (row.rowsPerRequest === undefined ? '—' : row.rowsPerRequest.toFixed(0)).padStart(9);
    const breaches = routeBreaches(row, f.database);
    const over = knownOver(row.route, f.database);
    const known =
      over === undefined
        ? []
        : [budgetShare(row, f.database) > 1 ? `known over budget: ${over}` : 'meets its budget now: take it out of bench/routes-over-budget.json'];
    const verdict = [
      breaches.length ? `OVER: ${breaches.join('; ')}` : row.enforced ? 'ok' : 'reported only',
      ...known,
      ...(row.largeSeqScans?.length ? [`seq scan of ${row.largeSeqScans.join(', ')}`] : []),
    ].join('; ');
    console.log(
      `${label(row).padEnd(width)}  ${lat(one)} ${lat(ten)} ${cpu} ${rows} ${`${ms(one?.loopMaxMs ?? 0)}/${ms(ten?.loopMaxMs ?? 0)}`.padStart(9)}  ${verdict}`,
    );
  }
  for (const s of f.skipped) console.log(`${s.route.padEnd(width)}  skipped: ${s.reason}`);
  const { startMs, idleRssMb, afterRssMb } = f.server;
  console.log(
    `server on ${f.database}: start to healthy ${startMs.toFixed(0)} ms; resident memory idle ${idleRssMb.toFixed(0)} MB, after the routes ${afterRssMb.toFixed(0)} MB (${(afterRssMb / idleRssMb).toFixed(2)}×)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const short = process.env.BENCH_SHORT === '1';
  const given = process.env.DATA_DIR;
  const world = given ? undefined : await prepareRouteWorld(process.env.BENCH_DATABASE_URL);
  try {
    const figures = await routeBench({
      dataDir: given ?? world!.dataDir,
      databaseUrl: given ? process.env.DATABASE_URL : world!.databaseUrl,
      // By hand: BENCH_ROUTES='GET /api/agenda,GET /api/caixa' and BENCH_ROUTE_SECONDS narrow a run.
      routes: process.env.BENCH_ROUTES?.split(',') ?? (short ? shortRoutes() : undefined),
      seconds: Number(process.env.BENCH_ROUTE_SECONDS ?? (short ? 1.5 : 3)),
      port: Number(process.env.BENCH_ROUTE_PORT ?? 3700),
      // By hand: BENCH_PAGE_RUNS=3 audits the volume screens too, as the full `npm run bench` does.
      pageRuns: Number(process.env.BENCH_PAGE_RUNS ?? 0),
      mixed: true,
    });
    printRouteTable(figures);
    if (figures.mixed) console.log(`the daily screens together at ${MIXED_CONNECTIONS} connections: ${describeMixed(figures.mixed)}`);
    for (const s of figures.pages) {
      console.log(
        `${s.path}: performance ${s.performance} (runs ${s.runs.join(', ')}), LCP ${s.lcp.toFixed(0)} ms, TBT ${s.tbt.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}; main-thread work ${describeWork(s.work)}`,
      );
    }
    if (process.env.BENCH_ROUTES_RECORD === '1') console.log(`recorded in bench/routes-short.json: ${recordShortRoutes([figures]).join(', ')}`);
    const breached = figures.rows.filter((r) => routeBreaches(r, figures.database).length);
    console.log(
      `${figures.rows.length} routes measured, ${figures.skipped.length} skipped, ${breached.length} over budget, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await world?.drop();
  }
}
