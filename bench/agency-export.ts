// The agency's full export at scale (issue 17 item 11, decision 036): the real server writes the
// ZIP of an agency with 200,000 vehicles (and as many owners and services) while a clerk's other
// requests keep being answered. Measured from outside: wall time, server CPU time, resident
// memory (growth sampled every 100 ms and the kernel's peak), progress steps, /api/health
// latency during the export, the ZIP's size and its entries' row counts.
//   node --import tsx bench/agency-export.ts [vehicles=200000] [port=4141]
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.ts';
import { profiles } from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { localStorage } from '../apps/server/src/lib/storage.ts';
import { insertBulkServices } from '../apps/server/src/modules/reports/bulk-dataset.ts';
import { percentile } from './percentile.ts';
import { cpuTimeMs, residentMemory } from './process-stats.ts';
import { withoutSecondaryIndexes } from './registry-data.ts';
import { signIn, startServer } from './server-process.ts';

const vehicles = Number(process.argv[2] ?? 200_000);
const port = Number(process.argv[3] ?? 4141);

async function prepareData(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  try {
    const db = database.db;
    await ensureReferenceData(db);
    await seedDemo(db, localStorage(path.join(dataDir, 'files')), config.platformOwnerEmail);
    const dispatcher = demoAccounts.find((a) => a.role === 'dispatcher')!.email;
    const profile = (await db.query.profiles.findFirst({ where: eq(profiles.email, dispatcher) }))!;
    await withoutSecondaryIndexes(db, ['owners', 'vehicles', 'services'], () =>
      insertBulkServices(db, {
        agencyId: profile.agencyId!,
        createdBy: profile.id,
        count: vehicles,
        firstNumber: 1_000_001,
        from: '2025-01-01',
        to: '2025-12-31',
      }),
    );
    for (const table of ['owners', 'vehicles', 'services']) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  } finally {
    await database.close();
  }
}

type Summary = { id: string; status: string; rowsDone: number; rowsTotal: number; filesDone: number; filesTotal: number; sizeBytes: number | null };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-agency-export-'));
try {
  const preparing = performance.now();
  await prepareData(dataDir);
  console.log(`data: ${vehicles.toLocaleString('en')} owners, vehicles and services in ${((performance.now() - preparing) / 1000).toFixed(0)} s`);
  const server = await startServer({ port, env: { DATA_DIR: dataDir, DEMO_SEED: '1', AUTH_SECRET: crypto.randomBytes(32).toString('hex') } });
  try {
    const cookie = await signIn(server.base);
    const pid = server.child.pid!;
    const headers = { cookie, origin: server.base };
    const rssBefore = residentMemory(pid).rssMb;
    let rssMax = rssBefore;
    const cpuBefore = cpuTimeMs(pid);
    const health: number[] = [];
    const steps = new Set<number>();
    let running = true;
    const prober = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${server.base}/api/health`)).arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const res = await fetch(`${server.base}/api/lgpd/agency-export`, { method: 'POST', headers });
    if (res.status !== 202) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let e = ((await res.json()) as { export: Summary }).export;
    while (e.status === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      rssMax = Math.max(rssMax, residentMemory(pid).rssMb);
      e = ((await (await fetch(`${server.base}/api/lgpd/agency-export`, { headers })).json()) as { export: Summary }).export;
      if (e.status === 'running') steps.add(e.rowsDone);
    }
    const ms = performance.now() - started;
    const cpuMs = cpuTimeMs(pid) - cpuBefore;
    const peakMb = residentMemory(pid).peakMb;
    running = false;
    await prober;
    if (e.status !== 'done') throw new Error(`export ended ${e.status}`);
    const zip = path.join(dataDir, 'download.zip');
    const file = await fetch(`${server.base}/api/lgpd/agency-export/${e.id}/download`, { headers });
    fs.writeFileSync(zip, Buffer.from(await file.arrayBuffer()));
    const lines = (entry: string) =>
      Number(
        execFileSync('sh', ['-c', `unzip -p '${zip}' '${entry}' | wc -l`])
          .toString()
          .trim(),
      ) - 1;
    const sorted = [...health].sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          vehicles,
          rows: e.rowsDone,
          rowsTotal: e.rowsTotal,
          files: e.filesDone,
          seconds: +(ms / 1000).toFixed(1),
          cpuSeconds: +(cpuMs / 1000).toFixed(1),
          rssBeforeMb: +rssBefore.toFixed(1),
          rssGrowthMb: +(rssMax - rssBefore).toFixed(1),
          peakRssMb: +peakMb.toFixed(1),
          progressSteps: [...steps].filter((n) => n > 0).length,
          zipMb: +((e.sizeBytes ?? 0) / 1_048_576).toFixed(1),
          csvRows: { owners: lines('tabelas/owners.csv'), vehicles: lines('tabelas/vehicles.csv'), services: lines('tabelas/services.csv') },
          healthP99Ms: +percentile(sorted, 99).toFixed(1),
          healthMaxMs: +(sorted.at(-1) ?? 0).toFixed(1),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
