// npm run seed:large [-- --scale 1 --agencies 499]: the five-year world in DATA_DIR (PGlite,
// default ./data-large) or in DATABASE_URL. Afterwards `DATA_DIR=./data-large npm start` (or
// the same DATABASE_URL) serves it, and the README's demo logins sign in to the large agency.
import crypto from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { ensureReferenceData } from '../../apps/server/src/db/reference-data.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { lockDataDir } from '../../apps/server/src/lib/data-lock.ts';
import { createStorage } from '../../apps/server/src/lib/storage.ts';
import { generateWorld, hasWorld } from './index.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, agencies: { type: 'string', default: '499' } } });
const scale = Number(values.scale);
const otherAgencies = Number(values.agencies);
if (!(scale > 0) || !Number.isInteger(otherAgencies) || otherAgencies < 0 || otherAgencies > 9999) {
  console.error('usage: npm run seed:large -- [--scale <number > 0>] [--agencies <0..9999>]');
  process.exit(2);
}

// The seed signs nothing: a server started on this database later brings its own AUTH_SECRET.
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.resolve('data-large'),
  AUTH_SECRET: process.env.AUTH_SECRET ?? crypto.randomBytes(32).toString('hex'),
});
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? null : config.pgliteDir });
try {
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  if (await hasWorld(database.db)) {
    console.error(`${where} already holds the generated world: use an empty folder or database.`);
    process.exitCode = 1;
  } else {
    console.log(`generating the world (scale ${scale}, ${otherAgencies} other agencies) into ${where} (${database.kind})`);
    await ensureReferenceData(database.db);
    await seedDemo(database.db, createStorage(config), config.platformOwnerEmail);
    // The generator drops and rebuilds indexes: the tables' owner's work (decision 074).
    const world = await database.asOwner((db) => generateWorld(db, { scale, otherAgencies, log: (s) => console.log(`  ${s}`) }));
    console.log('\nrows:');
    for (const [table, count] of Object.entries(world.counts)) console.log(`  ${table.padEnd(22)} ${count.toLocaleString('pt-BR')}`);
    console.log(`\ngenerated in ${(world.generationMs / 1000).toFixed(1)} s`);
    console.log(`large agency ${world.largeAgencyId}: ${world.logins.large.manager} / ${world.logins.large.staff}`);
    if (world.logins.others.length)
      console.log(`other agencies: ${world.logins.others[0]!.manager} ... ${world.logins.others.at(-1)!.manager} (and atendente@...)`);
    console.log(`password of every login: ${DEMO_PASSWORD}`);
  }
} finally {
  await database.close();
  unlock();
}
