import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import Fastify from 'fastify';
import compressJson, { COMPRESS_MIN_BYTES, negotiateEncoding, SEND_AS_BYTES_MIN } from './compress-json.ts';
import { IMMUTABLE } from './static-web.ts';

// A stand-in for the Vite build with the copies apps/web/vite/precompress.ts writes.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-web-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, plate: `ABC${1000 + i}` })))};`;
const html =
  '<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';
function writeWithCopies(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}
fs.mkdirSync(path.join(webDist, 'assets'));
writeWithCopies(path.join(webDist, 'index.html'), html);
writeWithCopies(path.join(webDist, 'assets', 'app-1a2b3c.js'), script);
const loginHtml =
  '<!doctype html><html lang="pt-BR"><head><title>Entrar | Despacha</title></head><body><div id="root" inert><h1>Despacha</h1></div></body></html>';
writeWithCopies(path.join(webDist, 'login.html'), loginHtml);
// A small file the build left without copies: served plain whatever the client accepts.
fs.writeFileSync(path.join(webDist, 'assets', 'tiny-9z8y7x.js'), 'export{}');

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ webDist }) });
  cookie = await t.userSession('Ana Souza', 'ana@compressao.test');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const decode = (raw: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, honours weights and q=0, and falls back to identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('static web app', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s gets %s for an asset, with Vary and an immutable cache', async (accept, expected) => {
    const res = await t.request({ url: '/assets/app-1a2b3c.js', headers: accept ? { 'accept-encoding': accept } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(decode(res.rawPayload, expected)).toBe(script);
    if (expected) expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('sends index.html compressed for client routes, revalidated on every use', async () => {
    for (const url of ['/dashboard', '/cadastro-sistema', '/index.html']) {
      const res = await t.request({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload, 'br')).toBe(html);
    }
    const plain = await t.request({ url: '/dashboard' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('sends /login its own pre-rendered page, compressed and revalidated; other routes get index.html', async () => {
    const login = await t.request({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(decode(login.rawPayload, 'gzip')).toBe(loginHtml);
    expect((await t.request({ url: '/login?next=%2Fdashboard' })).body).toBe(loginHtml);
    expect((await t.request({ url: '/esqueci-senha' })).body).toBe(html);
  });

  it('serves a file without copies as it is, and never a copy by its own name', async () => {
    const tiny = await t.request({ url: '/assets/tiny-9z8y7x.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{}');
    const copy = await t.request({ url: '/assets/app-1a2b3c.js.br' });
    expect(copy.headers['content-type']).toMatch(/^text\/html/); // the SPA fallback, not the brotli bytes
  });
});

describe('JSON answers', () => {
  it(`are compressed above ${COMPRESS_MIN_BYTES} bytes for a client that accepts it, never otherwise`, async () => {
    const plain = await t.request({ url: '/api/field-options', cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.request({ url: '/api/field-options', cookie, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(res.rawPayload, encoding))).toEqual(plain.json());
    }
  });

  it(`stay plain below ${COMPRESS_MIN_BYTES} bytes`, async () => {
    const res = await t.request({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it(`go out whole above ${SEND_AS_BYTES_MIN} bytes, as bytes when not compressed`, async () => {
    // The database's JSON text (lib/json-text.ts) of a busy agenda week is ~150 KB, accents included.
    const text = JSON.stringify({ items: Array.from({ length: 2000 }, (_, i) => ({ i, ownerName: 'João Conceição Araújo', placa: `ABC${1000 + i}` })) });
    const app = Fastify();
    await app.register(compressJson);
    app.get('/big', async (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
    try {
      const plain = await app.inject({ url: '/big' });
      expect(Buffer.byteLength(text)).toBeGreaterThan(SEND_AS_BYTES_MIN);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(text));
      expect(plain.body).toBe(text);
      const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
      expect(decode(br.rawPayload, 'br')).toBe(text);
    } finally {
      await app.close();
    }
  });
});
