// Per-request cost of the API over HTTP (issue 11, decision 010): the real server (as `npm start`
// runs it) and bench/baseline-server.ts (bare Fastify + pg, the same SQL and the same bytes), each
// in its own process, loaded in turn by autocannon in a third one (bench/api-load.ts), on
// PostgreSQL with a generated registry. Server CPU comes from /proc, per request.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.ts';
import { eq } from 'drizzle-orm';
import { profiles } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { localStorage } from '../apps/server/src/lib/storage.ts';
import { searchSql } from '../apps/server/src/modules/registry/search-statements.ts';
import { baselineSql } from './baseline-sql.ts';
import { generateRegistry, searchTerms } from './registry-data.ts';
import { root, signIn, startServer, waitHealthy } from './server-process.ts';

export type Run = { requests: number; rps: number; p99: number; cpuMsPerRequest: number; failures: number };
/** `first`: the figures of the first measurement, when they breached a budget and more rounds were run. */
export type RouteFigures = {
  route: 'search' | 'me';
  connections: number;
  product: Run;
  baseline: Run;
  ratio: number;
  first?: { ratio: number; p99: number; cpuRatio: number };
};
export type ApiFigures = { routes: RouteFigures[]; miss: { cpuMsPerRequest: number; requests: number; failures: number } };

export const CONNECTIONS = [1, 10, 20];

/**
 * Budgets (issues 11 and 40, decision 010), against a baseline that imports no product module and
 * answers the same bytes, headers included. Issue 40's goals, enforced at 10 connections for both
 * routes and reported at 1 and 20: product/baseline throughput ≥ 0.85 and server CPU per request
 * ≤ 1.25 × the baseline's. The search's p99 at 20 connections ≤ max(25 ms, 1.25 × the baseline's
 * p99 in the same interleaved rounds): a busy machine slows both servers alike (the baseline alone
 * was 36.6 ms in a CI run), while a product regression still leaves the baseline behind.
 * On this 2-core machine one short run of the same code moves by ±0.05; a figure over budget is
 * measured again with four times the rounds, and judged by that second measurement, as run.ts's
 * `confirmed` does.
 */
export const API_BUDGETS = {
  ratioConnections: 10,
  ratio: 0.85,
  cpuRatio: 1.25,
  p99Ms: 25,
  p99OverBaseline: 1.25,
  p99Connections: 20,
};

/** The search's p99 budget of a run: relative to the baseline measured alongside. */
export const p99BudgetMs = (f: RouteFigures) => Math.max(API_BUDGETS.p99Ms, API_BUDGETS.p99OverBaseline * f.baseline.p99);
export const cpuRatio = (f: RouteFigures) => f.product.cpuMsPerRequest / f.baseline.cpuMsPerRequest;

const breaches = (f: RouteFigures) =>
  (f.connections === API_BUDGETS.ratioConnections && (f.ratio < API_BUDGETS.ratio || cpuRatio(f) > API_BUDGETS.cpuRatio)) ||
  (f.route === 'search' && f.connections === API_BUDGETS.p99Connections && f.product.p99 > p99BudgetMs(f));

type Options = {
  databaseUrl: string;
  vehicles: number;
  seconds: number;
  rounds: number;
  missRequests: number;
  port?: number;
  /** The connection counts measured; CI's short form leaves out 1, whose figures are reported only. */
  connections?: readonly number[];
};

export async function apiBench(o: Options): Promise<ApiFigures> {
  // The baseline writes its SQL itself; the comparison is only fair on the very same text.
  for (const key of ['vehicleByPlate', 'openServicesOf'] as const) {
    if (baselineSql[key] !== searchSql[key]) throw new Error(`bench/baseline-sql.ts's ${key} is not the product's SQL text any more`);
  }
  const port = o.port ?? 3450;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-api-'));
  const { url, drop } = await scratchDatabase(o.databaseUrl);
  const stops: (() => Promise<void>)[] = [];
  try {
    await fillDatabase(url, dataDir, o.vehicles);
    const secret = crypto.randomBytes(32).toString('hex');
    const product = await startServer({
      port,
      env: { DATABASE_URL: url, AUTH_SECRET: secret, DATA_DIR: dataDir, DEMO_SEED: '0', AUTH_SIGNIN_PER_MINUTE: '1000' },
    });
    stops.push(product.stop);
    const cookie = await signIn(product.base);
    const [cookieName, signed] = splitCookie(cookie);
    const me = await (await fetch(`${product.base}/api/me`, { headers: { cookie } })).json();
    const baseline = await startBaseline(port + 1, url, { cookieName, token: signed.slice(0, signed.lastIndexOf('.')), agencyId: me.agency.id, me });
    stops.push(baseline.stop);

    const plates = searchTerms(o.vehicles, 1000).filter((t) => /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/.test(t));
    const paths = { search: plates.map((p) => `/api/registry/search?q=${p}`), me: ['/api/me'] };
    await sameBytes([product.base, baseline.base], [...paths.search.slice(0, 20), ...paths.me], cookie);

    const servers = { product, baseline };
    // Warm-up: JIT, pools and PostgreSQL's buffers, for both.
    for (const route of ['search', 'me'] as const)
      for (const s of Object.values(servers)) await load(s, { paths: paths[route], cookies: [cookie], connections: 10, seconds: 2 });

    const runs = { product: [] as Run[], baseline: [] as Run[] };
    const measure = async (route: 'search' | 'me', connections: number, rounds: number) => {
      for (let r = 0; r < rounds; r++) {
        // Interleaved, so that a neighbour's burst on this shared machine hits both alike.
        for (const name of r % 2 ? (['baseline', 'product'] as const) : (['product', 'baseline'] as const)) {
          runs[name].push(await load(servers[name], { paths: paths[route], cookies: [cookie], connections, seconds: o.seconds }));
        }
      }
      const p = combine(runs.product);
      const b = combine(runs.baseline);
      return { route, connections, product: p, baseline: b, ratio: p.rps / b.rps };
    };

    const measureAfresh = (route: 'search' | 'me', connections: number, rounds: number) => {
      runs.product = [];
      runs.baseline = [];
      return measure(route, connections, rounds);
    };

    const routes: RouteFigures[] = [];
    for (const route of ['search', 'me'] as const) {
      for (const connections of o.connections ?? CONNECTIONS) {
        const figures: RouteFigures = await measureAfresh(route, connections, o.rounds);
        if (!breaches(figures)) routes.push(figures);
        else
          routes.push({
            ...(await measureAfresh(route, connections, 4 * o.rounds)),
            first: { ratio: figures.ratio, p99: figures.product.p99, cpuRatio: cpuRatio(figures) },
          });
      }
    }

    // Every request a session the server has not seen: the cache-miss path, its CPU per request.
    const cookies = await extraSessions(url, me.user.id, o.missRequests, cookieName, secret);
    const missRun = await load(product, { paths: paths.me, cookies, connections: 10, amount: cookies.length });
    return { routes, miss: { cpuMsPerRequest: missRun.cpuMsPerRequest, requests: missRun.requests, failures: missRun.failures } };
  } finally {
    for (const stop of stops.reverse()) await stop();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Server = { base: string; child: { pid?: number } };

async function load(server: Server, job: { paths: string[]; cookies: string[]; connections: number; seconds?: number; amount?: number }): Promise<Run> {
  const before = cpuTimeMs(server.child.pid!);
  // Thousands of cookies do not fit in an argument list: the job goes through a file.
  const jobFile = path.join(os.tmpdir(), `despacha-bench-api-job-${process.pid}.json`);
  fs.writeFileSync(jobFile, JSON.stringify({ base: server.base, ...job }));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/api-load.ts'), jobFile], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  const cpu = cpuTimeMs(server.child.pid!) - before;
  fs.rmSync(jobFile, { force: true });
  if (code !== 0) throw new Error(`autocannon exited with code ${code}`);
  const r = JSON.parse(out) as {
    requests: { total: number; average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  const total = r.requests.total;
  return {
    requests: total,
    rps: total / r.duration,
    p99: r.latency.p99,
    cpuMsPerRequest: cpu / Math.max(1, total),
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

function combine(runs: Run[]): Run {
  const requests = runs.reduce((s, r) => s + r.requests, 0);
  return {
    requests,
    rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length,
    p99: runs.reduce((s, r) => s + r.p99, 0) / runs.length,
    cpuMsPerRequest: runs.reduce((s, r) => s + r.cpuMsPerRequest * r.requests, 0) / Math.max(1, requests),
    failures: runs.reduce((s, r) => s + r.failures, 0),
  };
}

/** CPU time of another process so far (user + system), in ms, from /proc (USER_HZ 100). */
function cpuTimeMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * The bench's figures mean nothing unless both servers answer the same bytes: status, headers and
 * body, as the load receives them (no Accept-Encoding), the Date header aside.
 */
async function sameBytes(bases: string[], paths: string[], cookie: string) {
  for (const p of paths) {
    const [a, b] = await Promise.all(bases.map((base) => rawAnswer(`${base}${p}`, cookie)));
    if (a !== b) throw new Error(`product and baseline differ on ${p}:\n${a!.slice(0, 900)}\n---\n${b!.slice(0, 900)}`);
  }
}

function rawAnswer(url: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const headers = Object.entries(res.headers)
            .filter(([name]) => name !== 'date')
            .map(([name, value]) => `${name}: ${String(value)}`)
            .sort();
          resolve([res.statusCode, ...headers, '', body].join('\n'));
        });
      })
      .on('error', reject);
  });
}

function splitCookie(cookie: string): [string, string] {
  const part = cookie.split('; ').find((c) => c.includes('session_token='))!;
  const eq = part.indexOf('=');
  return [part.slice(0, eq), decodeURIComponent(part.slice(eq + 1))];
}

async function startBaseline(port: number, databaseUrl: string, session: object) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, BASELINE_SESSION: JSON.stringify(session) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  await waitHealthy(base, child);
  return { base, child, stop };
}

/** `count` live sessions of the user, written as better-auth writes them, with their signed cookies. */
async function extraSessions(databaseUrl: string, userId: string, count: number, cookieName: string, secret: string): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => crypto.randomBytes(24).toString('base64url'));
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query(`insert into sessions (id, token, user_id, expires_at) select t, t, $1, now() + interval '8 hours' from unnest($2::text[]) t`, [
    userId,
    tokens,
  ]);
  await c.end();
  return tokens.map((t) => `${cookieName}=${encodeURIComponent(`${t}.${crypto.createHmac('sha256', secret).update(t).digest('base64')}`)}`);
}

export async function fillDatabase(url: string, dataDir: string, vehicles: number) {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null });
  try {
    await ensureReferenceData(database.db);
    await seedDemo(database.db, localStorage(path.join(dataDir, 'files')), 'admin@despacha.local');
    const manager = demoAccounts.find((a) => a.role === 'dispatcher')!.email;
    const profile = await database.db.query.profiles.findFirst({ where: eq(profiles.email, manager) });
    // Drops and rebuilds indexes: the tables' owner's work (decision 074).
    await database.asOwner((db) => generateRegistry(db, profile!.agencyId!, vehicles));
  } finally {
    await database.close();
  }
}

export async function scratchDatabase(serverUrl: string) {
  const name = `despacha_bench_api_${crypto.randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
