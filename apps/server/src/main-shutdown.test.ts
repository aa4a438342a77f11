import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { commonMessages } from '@despacha/domain/messages';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo-accounts.ts';
import { SHUTDOWN_LIMIT_MS } from './lib/graceful-shutdown.ts';
import { healthy, prepareBuild, startServer } from './testing/server-process.ts';

beforeAll(prepareBuild, 300_000);

const PORT = 3397;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The status lines and the last body of what a raw HTTP/1.1 connection received until it closed. */
function received(raw: string) {
  const statuses = [...raw.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
  const last = raw.slice(raw.lastIndexOf('HTTP/1.1 '));
  const [head, body] = last.split('\r\n\r\n', 2) as [string, string];
  return { statuses, lastHead: head.toLowerCase(), lastBody: body };
}

it('on SIGTERM the real server drains: readiness 503 at once, no new connections, the request in flight answered, exit 0', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-shutdown-'));
  const server = startServer(dataDir, PORT);
  try {
    await healthy(PORT);
    expect((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).status).toBe(200);

    // A sign-in in flight: its headers are in, half of its body is still on the way.
    const { email } = demoAccounts.find((a) => a.role === 'user')!;
    const json = JSON.stringify({ email, password: DEMO_PASSWORD });
    const socket = net.connect(PORT, '127.0.0.1');
    let raw = '';
    socket.on('data', (d: Buffer) => (raw += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:${PORT}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json.slice(0, 10)}`,
    );
    await sleep(300);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    // The listening socket is closed: a balancer's new connection is refused and goes elsewhere.
    await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();

    // The rest of the sign-in, then a readiness probe on the same (still open) connection.
    socket.write(json.slice(10));
    socket.write(`GET /api/ready HTTP/1.1\r\nHost: 10.0.0.7\r\n\r\n`);
    // The server closes it after the last answer (the test never does).
    await Promise.race([closed, sleep(10_000).then(() => Promise.reject(new Error('the connection was kept open')))]);
    const answer = received(raw);
    expect(answer.statuses).toEqual([200, 503]);
    expect(JSON.parse(answer.lastBody)).toEqual({ error: { code: 'SHUTTING_DOWN', message: commonMessages.shuttingDown } });
    expect(answer.lastHead).toContain('connection: close');

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_LIMIT_MS);
    expect(fs.existsSync(path.join(dataDir, 'despacha.lock'))).toBe(false);
  } finally {
    server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
