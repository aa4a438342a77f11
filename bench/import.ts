// Importar dados at volume (issue 33): the real server analyses and imports a CSV of vehicle rows
// with their owners, from upload to the run's "done", while a clerk's other requests go on. Measured
// from outside the server: wall time of the analysis and of the import, the server's CPU time,
// and GET /api/me's latency meanwhile (one request every 50 ms).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportRun } from '../packages/domain/src/contracts/imports.ts';
import { cpfFor, renavamFor } from '../apps/server/src/testing/numbered-documents.ts';
import { fillDatabase, scratchDatabase } from './api.ts';
import { percentile } from './percentile.ts';
import { cpuTimeMs } from './process-stats.ts';
import { bootJobsDone, signIn, startServer, type ServerProcess } from './server-process.ts';

export type ImportFigures = {
  database: 'PGlite' | 'PostgreSQL';
  rows: number;
  analyseMs: number;
  importMs: number;
  cpuMs: number;
  counts: ImportRun['counts'];
  meP99: number;
  meMax: number;
  meRequests: number;
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A distinct Mercosul plate per index (26^4 × 1,000 of them), none of the demo's. */
function plateFor(i: number): string {
  const digits = String(i % 1000).padStart(3, '0');
  let n = Math.floor(i / 1000);
  const l = Array.from({ length: 4 }, () => {
    const c = LETTERS[n % 26]!;
    n = Math.floor(n / 26);
    return c;
  });
  return `Z${l[0]}${l[1]}${digits[0]}${l[2]}${digits.slice(1)}`.slice(0, 7);
}

/** A file as an agency's old system exports it: semicolons, a row per vehicle, owners repeated. */
export function importCsv(file: string, rows: number) {
  const out = fs.createWriteStream(file);
  out.write('Placa;Renavam;Marca;Modelo;Ano Fab.;Cor;Proprietário;CPF/CNPJ;Celular;Cidade;UF\n');
  for (let i = 0; i < rows; i++) {
    const owner = Math.floor(i * 0.75);
    out.write(
      `${plateFor(i)};${renavamFor(i)};VW;GOL 1.0;${2000 + (i % 25)};Prata;Cliente Importado ${owner};${cpfFor(owner)};(21) 9${String(80000000 + (owner % 9999999))};Rio de Janeiro;RJ\n`,
    );
  }
  return new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

async function poll(server: ServerProcess, cookie: string, id: string, until: string[]): Promise<ImportRun> {
  for (;;) {
    const run = (await (await fetch(`${server.base}/api/imports/${id}`, { headers: { cookie } })).json()) as ImportRun;
    if (until.includes(run.status)) return run;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function importBench(o: { port: number; rows: number; databaseUrl?: string }): Promise<ImportFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-import-'));
  const scratch = o.databaseUrl ? await scratchDatabase(o.databaseUrl) : null;
  const file = path.join(dataDir, 'veiculos.csv');
  await importCsv(file, o.rows);
  // PostgreSQL starts empty: the demo agency and a registry of 1,000 vehicles are written first, as the API bench does.
  if (scratch) await fillDatabase(scratch.url, dataDir, 1_000);
  const env: Record<string, string> = scratch ? { DATABASE_URL: scratch.url, AUTH_SECRET: crypto.randomBytes(32).toString('hex'), DEMO_SEED: '0' } : {};
  const server = await startServer({ port: o.port, env: { DATA_DIR: dataDir, AUTH_SIGNIN_PER_MINUTE: '1000', ...env } });
  try {
    await bootJobsDone(server.base, performance.now());
    const cookie = await signIn(server.base);
    const headers = { cookie, origin: server.base };
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), 'veiculos.csv');
    const uploaded = (await (await fetch(`${server.base}/api/imports`, { method: 'POST', headers, body: form })).json()) as ImportRun;
    if (!uploaded.id) throw new Error(`upload refused: ${JSON.stringify(uploaded)}`);

    const me: number[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const started = performance.now();
        await (await fetch(`${server.base}/api/me`, { headers: { cookie } })).arrayBuffer();
        me.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const cpuBefore = cpuTimeMs(server.child.pid!);
    let started = performance.now();
    const analysis = await fetch(`${server.base}/api/imports/${uploaded.id}/analysis`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: uploaded.mapping, overwrite: false }),
    });
    if (analysis.status !== 200) throw new Error(`analysis refused: ${await analysis.text()}`);
    await poll(server, cookie, uploaded.id, ['ready', 'failed']);
    const analyseMs = performance.now() - started;
    started = performance.now();
    await fetch(`${server.base}/api/imports/${uploaded.id}/start`, { method: 'POST', headers });
    const done = await poll(server, cookie, uploaded.id, ['done', 'failed', 'cancelled']);
    const importMs = performance.now() - started;
    const cpuMs = cpuTimeMs(server.child.pid!) - cpuBefore;
    probing = false;
    await prober;
    if (done.status !== 'done') throw new Error(`import ended ${done.status}: ${done.message}`);
    return {
      database: scratch ? 'PostgreSQL' : 'PGlite',
      rows: o.rows,
      analyseMs,
      importMs,
      cpuMs,
      counts: done.counts,
      meP99: percentile(
        me.sort((a, b) => a - b),
        99,
      ),
      meMax: Math.max(...me),
      meRequests: me.length,
    };
  } finally {
    await server.stop();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
