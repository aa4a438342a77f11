import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureReferenceData } from './db/reference-data.ts';
import { seedDemo } from './db/seed/demo.ts';
import { demoAccounts, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { buildApp } from './app.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-lock.ts';
import { gracefulShutdown } from './lib/graceful-shutdown.ts';
import { boundHeapGrowth } from './lib/heap-growth.ts';
import { resolveAuthSecret } from './lib/secret.ts';
import { paceStart } from './lib/start-pace.ts';
import { createStorage } from './lib/storage.ts';

// Wall and CPU milliseconds of each start-up step since the process began, logged with the
// "running" line: where a slow start went, without a profiler (decision 011).
const phases: Record<string, [number, number]> = {};
const phase = (name: string) => {
  const cpu = process.cpuUsage();
  phases[name] = [Math.round(performance.now()), Math.round((cpu.user + cpu.system) / 1000)];
};

async function main() {
  phase('modules');
  // A timer holds the event loop and PGlite's start optimises less until the server listens (lib/start-pace.ts).
  const started = paceStart();
  boundHeapGrowth();
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : config.pgliteDir });
  phase('database');
  await ensureReferenceData(database.db);
  phase('referenceData');
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage, authSecret: resolveAuthSecret(config.authSecret, config.dataDir), billingJobs: true });
  phase('buildApp');

  if (config.demoSeed) {
    const created = await seedDemo(database.db, storage, config.platformOwnerEmail);
    if (created) app.log.info('demo data created');
    phase('demoSeed');
    app.log.warn(
      { logins: demoAccounts.map((a) => a.email), password: DEMO_PASSWORD },
      'DEMO LOGINS ARE ACTIVE: do not expose this instance; set DEMO_SEED=0 to disable',
    );
  }

  // SIGTERM drains (readiness 503, no new connections, requests in flight finish) for up to 20 s,
  // stops the jobs, closes the database, exits 0; a second signal or the limit exits 1 (decision 064).
  const shutdown = gracefulShutdown({ app, drain: () => app.readiness.drain(), closeResources: () => database.close(), release: unlock });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  started();
  phase('listen');
  app.log.info({ url: config.publicUrl, database: database.kind, startMs: phases }, 'Despacha is running');
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
