import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

// Starting the real server as a child process, as `npm start` does (main.test.ts,
// main-shutdown.test.ts).

export const serverDir = path.resolve(import.meta.dirname, '..', '..');
const repoRoot = path.resolve(serverDir, '..', '..');
// What `npm start` runs: the build step (a no-op when up to date, as after `npm test`'s), then
// dist. Started from sources through tsx, each start cost ~8 s of compiling.
export const compiled = ['dist/main.js'];

/** Builds what `npm start` needs when its sources changed: call in a beforeAll (up to minutes). */
export function prepareBuild() {
  execFileSync(process.execPath, ['scripts/prepare.mjs'], { cwd: repoRoot, stdio: 'pipe' });
}

export function startServer(dataDir: string, port: number, args = compiled) {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function healthy(port: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return (await res.json()) as { database: { status: string } };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server never became healthy');
}
