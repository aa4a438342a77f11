import net from 'node:net';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sockets: net.Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.destroy()));

/** A listening app with a route whose body the test sends slowly, and what the shutdown did. */
async function server() {
  const app = Fastify({ logger: false, return503OnClosing: false });
  const steps: string[] = [];
  const exits: number[] = [];
  app.post('/echo', async (request) => request.body);
  app.addHook('onClose', async () => void steps.push('jobs stopped'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;
  let exitedWith: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (exitedWith = resolve));
  const shutdown = gracefulShutdown({
    app,
    drain: () => steps.push('drained'),
    closeResources: async () => void steps.push('database closed'),
    release: () => steps.push('lock released'),
    limitMs: 1000,
    exit: (code) => {
      exits.push(code);
      exitedWith(code);
    },
  });
  return { app, port, steps, exits, exited, shutdown };
}

/** A raw keep-alive connection with a POST whose body is only half sent. */
async function halfSentPost(port: number, json = '{"a":1234567}') {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let raw = '';
  socket.on('data', (d: Buffer) => (raw += d.toString()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`POST /echo HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n${json.slice(0, 4)}`);
  await sleep(50);
  return { socket, finish: () => socket.write(json.slice(4)), raw: () => raw };
}

it('waits for the request in flight, then stops jobs, database and lock, and exits 0 though the client keeps its connection', async () => {
  const s = await server();
  const post = await halfSentPost(s.port);
  const started = Date.now();
  void s.shutdown('SIGTERM');
  expect(s.steps).toEqual(['drained']);
  await sleep(100);
  expect(s.exits).toEqual([]);
  post.finish();
  expect(await s.exited).toBe(0);
  // The answer arrived, and its keep-alive connection did not hold the server open (Node's 72 s).
  expect(post.raw()).toMatch(/^HTTP\/1\.1 200/);
  expect(post.raw()).toContain('{"a":1234567}');
  expect(Date.now() - started).toBeLessThan(900);
  expect(s.steps).toEqual(['drained', 'jobs stopped', 'database closed', 'lock released']);
});

it('exits 1 when requests in flight outlast the limit', async () => {
  const s = await server();
  await halfSentPost(s.port);
  const started = Date.now();
  void s.shutdown('SIGTERM');
  expect(await s.exited).toBe(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(990);
  expect(s.steps).toEqual(['drained']);
});

it('a second signal exits 1 at once', async () => {
  const s = await server();
  await halfSentPost(s.port);
  void s.shutdown('SIGTERM');
  await sleep(50);
  void s.shutdown('SIGINT');
  expect(await s.exited).toBe(1);
  expect(s.steps).toEqual(['drained']);
});
