import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server-process.ts';

/** Milliseconds from spawning the server on a fresh data folder to a 200 from /api/health. */
export async function startupTime(port = 3290): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bench-'));
  const started = performance.now();
  const server = await startServer({ port, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  const elapsed = performance.now() - started;
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return elapsed;
}
