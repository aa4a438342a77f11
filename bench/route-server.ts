// The server as `npm start` runs it, with bench/loop-probe.mjs preloaded and an IPC channel to it:
// the route bench reads the app's route table and the event loop's longest delay through it.
import { spawn, type ChildProcess } from 'node:child_process';
import type { RouteKey } from '../apps/server/src/route-table.ts';
import { prepareBuild, root, serverCommand, waitHealthy } from './server-process.ts';

export type ProbedServer = {
  base: string;
  child: ChildProcess;
  routeTable: RouteKey[];
  /** The longest event-loop delay (ms) since the previous call, or since the start. */
  loopMaxMs(): Promise<number>;
  stop(): Promise<void>;
};

export async function startProbedServer({ port, env }: { port: number; env: Record<string, string> }): Promise<ProbedServer> {
  const base = `http://127.0.0.1:${port}`;
  prepareBuild();
  const { command, args } = serverCommand();
  const child = spawn(command, ['--import', './bench/loop-probe.mjs', ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const routeTable = new Promise<RouteKey[]>((resolve, reject) => {
    child.on('message', (m: { routeTable?: RouteKey[] | null }) => {
      if (m.routeTable === undefined) return;
      if (m.routeTable === null) reject(new Error('the server has no routeTable decoration: the route bench cannot find its routes'));
      else resolve(m.routeTable);
    });
    child.once('exit', () => reject(new Error('the server exited before announcing its routes')));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitHealthy(base, child);
    const table = await routeTable;
    const loopMaxMs = () =>
      new Promise<number>((resolve) => {
        const onMessage = (m: { loopMaxMs?: number }) => {
          if (m.loopMaxMs === undefined) return;
          child.off('message', onMessage);
          resolve(m.loopMaxMs);
        };
        child.on('message', onMessage);
        child.send('loop');
      });
    return { base, child, routeTable: table, loopMaxMs, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
