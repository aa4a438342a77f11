// The real server in its own process, started the way `npm start` starts it, for benches that
// measure it over HTTP from outside (a load generator inside the server's process measures itself).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_PASSWORD, demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { JOBS_START_DELAY_MS } from '../apps/server/src/lib/after-start.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * The command `npm start` runs after its preparation step (which compiles the server when its
 * sources changed). BENCH_SERVER_NODE_ARGS adds node flags to the server alone, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/p` to profile a bench's load; after npm start's own, so they can override them.
 */
export function serverCommand(): { command: string; args: string[] } {
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return { command: process.execPath, args: ['--max-semi-space-size=4', ...extra, 'apps/server/dist/main.js'] };
}

let prepared = false;
/** What `npm start` does before it starts the server: builds whatever is older than its sources. */
export function prepareBuild() {
  if (prepared) return;
  try {
    execFileSync(process.execPath, ['scripts/prepare.mjs'], { cwd: root, stdio: 'pipe' });
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
    throw err;
  }
  prepared = true;
}

export type ServerProcess = { base: string; child: ChildProcess; stop(): Promise<void> };

/** Spawns the server with `env` on `port` and waits for a healthy /api/health. */
export async function startServer({ port, env }: { port: number; env: Record<string, string> }): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  prepareBuild();
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitHealthy(base, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, child, stop };
}

export async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

/** Signs the demo agency's manager in; returns the Cookie header to send. */
export async function signIn(base: string, email = demoAccounts.find((a) => a.role === 'dispatcher')!.email): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The boot's background work begins JOBS_START_DELAY_MS after the server is ready: billing
 * catch-up, prunes and, on an embedded folder, the day's automatic backup, which holds PGlite's
 * one connection for seconds. Behind it a first route's p99 at 10 connections measured 1,114 ms and
 * the first XLSX exports 30% slower, and CI measured both twice. A bench of the day's work waits
 * for it: two seconds past the start of the jobs, then until no backup is running (a second server
 * on the same folder the same day makes none, decision 021). `readyAt`: performance.now() when the
 * server answered /api/health.
 */
export async function bootJobsDone(base: string, readyAt: number) {
  const admin = await signIn(base, demoAccounts.find((a) => a.role === 'admin')!.email);
  await sleep(Math.max(0, readyAt + JOBS_START_DELAY_MS + 2_000 - performance.now()));
  for (const started = performance.now(); performance.now() - started < 180_000; await sleep(500)) {
    const status = (await (await fetch(`${base}/api/admin/backups`, { headers: { cookie: admin } })).json()) as { running: unknown };
    if (!status.running) return;
  }
  console.log("(bench: the boot's backup still runs after 180 s; measuring anyway)");
}
