import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each Playwright worker drives its own server, on its own fresh embedded database (decision 072):
// the specs change the demo agency and the platform's settings (maintenance mode, the password
// policy, the fee catalog), so two workers sharing one server would see each other's changes.

const root = path.resolve(import.meta.dirname, '..');

export type AppServer = { url: string; stop(): Promise<void> };

/**
 * The production build served as `npm start` serves it (the build is brought up to date once, by
 * global-setup.ts), on `port`, with a data folder of its own removed when it stops. `env` adds to
 * the environment (the NFS-e spec points the server at its fake Sefin, nfse.spec.ts).
 */
export async function startAppServer(port: number, env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-e2e-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--max-semi-space-size=4', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_SIGNIN_PER_MINUTE: '500',
      LOG_LEVEL: 'warn',
      ...env,
    },
    // The server's warnings and errors show beside the failing test, as Playwright's webServer showed them.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(url, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 90_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`the server at ${url} was not healthy within ${timeoutMs / 1000} s`);
}
