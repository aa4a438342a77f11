import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { requestTypes } from '../packages/domain/src/contracts/requests/request-types.ts';
import { sampleRequests } from '../packages/domain/src/contracts/requests/samples.ts';
import { DEMO_PASSWORD, demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';

const root = path.resolve(import.meta.dirname, '..');
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export type Latency = { p50: number; p99: number; requests: number; failures: number };
export type PdfLoadFigures = { quiet: Latency; printing: Latency; pdfs: number; pdfsPerSecond: number; pdfFailures: number };

/** Other users' traffic: a steady rate, measured with coordinated omission corrected. */
export const OTHER_REQUESTS_PER_SECOND = 100;
/** Clerks printing at once, each downloading the next PDF as soon as the last one arrived: one
 * more than the workers of a two-core machine, so that a document always waits for the worker. */
export const PRINTERS = 2;

/**
 * The server as users run it (`node --import tsx`, its own process, demo data), printing request
 * forms in a loop while autocannon, in a third process, sends GET /api/me at a steady rate:
 * the latency of those other requests, alone and while printing, and the PDFs printed per second.
 */
export async function pdfLoad({ seconds, port = 3291 }: { seconds: number; port?: number }): Promise<PdfLoadFigures> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-pdf-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_SEED: '1' },
    stdio: 'ignore',
  });
  try {
    await healthy(base, server);
    const cookie = await signIn(base);
    const ids = await storeRequests(base, cookie);
    // The first documents and requests pay for the worker's start and the JIT: not measured.
    for (const id of ids) await printOne(base, cookie, id);
    for (let i = 0; i < 200; i++) await (await fetch(`${base}/api/me`, { headers: { cookie } })).arrayBuffer();
    const quiet = await otherRequests(base, cookie, Math.max(3, Math.round(seconds / 2)));
    let stop = false;
    const counts = { pdfs: 0, failures: 0 };
    const started = performance.now();
    const printers = Array.from({ length: PRINTERS }, async (_, i) => {
      for (let n = i; !stop; n++) {
        if (await printOne(base, cookie, ids[n % ids.length]!)) counts.pdfs++;
        else counts.failures++;
      }
    });
    const printing = await otherRequests(base, cookie, seconds);
    stop = true;
    await Promise.all(printers);
    const elapsed = (performance.now() - started) / 1000;
    return { quiet, printing, pdfs: counts.pdfs, pdfsPerSecond: counts.pdfs / elapsed, pdfFailures: counts.failures };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function healthy(base: string, server: ChildProcess) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy within 60 s');
}

async function signIn(base: string): Promise<string> {
  const manager = demoAccounts.find((a) => a.role === 'dispatcher')!;
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: manager.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
}

/** One stored request of each type, as a clerk would have saved them. */
async function storeRequests(base: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  for (const { type } of requestTypes) {
    const res = await fetch(`${base}/api/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ type, data: sampleRequests[type] }),
    });
    if (res.status !== 201) throw new Error(`storing a ${type} request failed: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function printOne(base: string, cookie: string, id: string): Promise<boolean> {
  const res = await fetch(`${base}/api/requests/${id}/pdf`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  return res.status === 200 && body.byteLength > 0;
}

type AutocannonResult = { latency: { p50: number; p99: number }; requests: { total: number }; non2xx: number; errors: number; timeouts: number };

/** autocannon in its own process, so that neither the server nor the printing loop skews it. */
async function otherRequests(base: string, cookie: string, seconds: number): Promise<Latency> {
  const args = [autocannonCli, '--json', '-c', '4', '-d', String(seconds), '-R', String(OTHER_REQUESTS_PER_SECOND), '-H', `cookie=${cookie}`, `${base}/api/me`];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`autocannon exited with code ${code}`);
  const result = JSON.parse(out) as AutocannonResult;
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, failures: result.non2xx + result.errors + result.timeouts };
}
