import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requestTypes } from '../packages/domain/src/contracts/requests/request-types.ts';
import { sampleRequests } from '../packages/domain/src/contracts/requests/samples.ts';
import { autocannonCli, bootJobsDone, signIn, startServer } from './server-process.ts';

export type Latency = { p50: number; p99: number; requests: number; failures: number };
export type PdfLoadFigures = { quiet: Latency; printing: Latency; pdfs: number; pdfsPerSecond: number; pdfFailures: number };

/** Other users' traffic: a steady rate, measured with coordinated omission corrected. */
export const OTHER_REQUESTS_PER_SECOND = 100;
/** Clerks printing at once, each downloading the next PDF as soon as the last one arrived: one
 * more than the workers of a two-core machine, so that a document always waits for the worker. */
export const PRINTERS = 2;

/**
 * The server as users run it (its own process, demo data), printing request
 * forms in a loop while autocannon, in a third process, sends GET /api/me at a steady rate:
 * the latency of those other requests, alone and while printing, and the PDFs printed per second.
 */
export async function pdfLoad({ seconds, port = 3291 }: { seconds: number; port?: number }): Promise<PdfLoadFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-pdf-'));
  const server = await startServer({ port, env: { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SEED: '1' } });
  const readyAt = performance.now();
  const { base } = server;
  try {
    const cookie = await signIn(base);
    const ids = await storeRequests(base, cookie);
    // The first documents and requests pay for the worker's start and the JIT: not measured.
    for (const id of ids) await printOne(base, cookie, id);
    for (let i = 0; i < 200; i++) await (await fetch(`${base}/api/me`, { headers: { cookie } })).arrayBuffer();
    // The boot's backup holds PGlite's one connection for seconds: measured behind it, the quiet
    // and the printing p99 took turns at 66–117 ms (CI, stop 47).
    await bootJobsDone(base, readyAt);
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
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
