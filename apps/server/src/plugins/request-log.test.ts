import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { LogController } from 'fastify';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import requestLog from './request-log.ts';

type Line = Record<string, unknown> & { level: number; msg: string };

/** A pino destination that keeps every line written. */
function capture() {
  const lines: Line[] = [];
  return { lines, stream: { write: (s: string) => void lines.push(JSON.parse(s) as Line) } };
}

const CPF = '52998224725';
const EMAIL = 'maria.souza@exemplo.com.br';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('request lines on the real app', () => {
  let t: TestApp;
  const log = capture();
  beforeAll(async () => {
    t = await createTestApp({ config: testConfig({ logLevel: 'info' }), logger: { level: 'info', stream: log.stream } });
  });
  afterAll(async () => t.close());

  it('writes no line for ordinary requests at the default level, even signing in and searching', async () => {
    const cookie = await t.userSession('Maria Souza', EMAIL);
    const before = log.lines.length;
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(200);
    expect((await t.request({ url: `/api/registry/search?q=${CPF}`, cookie })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/nada' })).statusCode).toBe(404);
    // A request the busy test machine made slower than 500 ms rightly gets its line; none other.
    const lines = log.lines.slice(before);
    expect(lines.filter((l) => l.msg !== 'slow request')).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${CPF}|exemplo|\\?`));
    // The outbox's links are then what the log shows of a sign-up: nothing buries them.
    expect(log.lines.filter((l) => l.msg.includes('outbox')).length).toBeGreaterThan(0);
  });
});

describe('request-log plugin', () => {
  let app: ReturnType<typeof Fastify>;
  const log = capture();
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'info', stream: log.stream }, logController: new LogController({ disableRequestLogging: true }) });
    await app.register(requestLog, { slowMs: 50 });
    app.get('/ok/:cpf', async () => ({ ok: true }));
    app.get('/slow/:cpf', async () => {
      await sleep(80);
      return { ok: true };
    });
    app.get('/boom/:cpf', async () => {
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  const lines = (from: number) => log.lines.slice(from).filter((l) => l.msg !== 'boom' && !('err' in l));

  it('logs nothing for a fast 2xx', async () => {
    const from = log.lines.length;
    expect((await app.inject({ url: `/ok/${CPF}?email=${EMAIL}` })).statusCode).toBe(200);
    expect(log.lines.slice(from)).toEqual([]);
  });

  it('logs a slow request at warn with method, route pattern, status and time only', async () => {
    const from = log.lines.length;
    await app.inject({ url: `/slow/${CPF}?email=${encodeURIComponent(EMAIL)}&cpf=${CPF}` });
    const [line, ...rest] = lines(from);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 40, msg: 'slow request', method: 'GET', route: '/slow/:cpf', status: 200 });
    expect(line!.ms).toBeGreaterThanOrEqual(50);
    const text = JSON.stringify(line);
    expect(text).not.toContain(CPF);
    expect(text).not.toContain('exemplo');
    expect(text).not.toContain('?');
  });

  it('logs a 5xx at error, without the URL', async () => {
    const from = log.lines.length;
    expect((await app.inject({ url: `/boom/${CPF}?q=${EMAIL}` })).statusCode).toBe(500);
    const [line, ...rest] = lines(from);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 50, msg: 'request failed', method: 'GET', route: '/boom/:cpf', status: 500 });
    expect(JSON.stringify(line)).not.toMatch(new RegExp(`${CPF}|exemplo|\\?`));
  });

  it('writes every request at debug, still without URLs', async () => {
    const from = log.lines.length;
    app.log.level = 'debug';
    try {
      await app.inject({ url: `/ok/${CPF}?q=${EMAIL}` });
      await app.inject({ url: '/nothing-here' });
    } finally {
      app.log.level = 'info';
    }
    const got = lines(from);
    expect(got.map((l) => [l.msg, l.route, l.status])).toEqual([
      ['request', '/ok/:cpf', 200],
      ['request', '(no route)', 404],
    ]);
    expect(JSON.stringify(got)).not.toMatch(new RegExp(`${CPF}|exemplo|\\?`));
  });
});
