// Makes the route bench's five-year world on PostgreSQL ahead of the bench, so that CI generates
// it while the server tests run on the same PostgreSQL (they wait on the database more than they
// use both cores), instead of after them (decision 057). The bench picks it up from BENCH_ROUTE_WORLD_FILE.
//   BENCH_SHORT=1 BENCH_ROUTE_WORLD_FILE=/tmp/world.json node --import tsx bench/prefetch-route-world.ts postgres://…
import fs from 'node:fs';
import { prepareRouteWorld, type SavedRouteWorld } from './route-world.ts';

const adminUrl = process.argv[2];
const file = process.env.BENCH_ROUTE_WORLD_FILE;
if (!adminUrl || !file) {
  console.error('usage: BENCH_ROUTE_WORLD_FILE=<file> node --import tsx bench/prefetch-route-world.ts <postgres admin url>');
  process.exit(2);
}

let saved: SavedRouteWorld;
try {
  const world = await prepareRouteWorld(adminUrl);
  saved = { dataDir: world.dataDir, databaseUrl: world.databaseUrl!, generationMs: world.generationMs };
  console.log(`route world generated in ${(world.generationMs / 1000).toFixed(0)} s`);
} catch (err) {
  saved = { error: err instanceof Error ? err.message : String(err) };
  console.error(err);
}
// Written whole, then renamed: the bench never reads half a file.
fs.writeFileSync(`${file}.tmp`, JSON.stringify(saved));
fs.renameSync(`${file}.tmp`, file);
