import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { ROUTE_PRELOADS_FILE, matchRoute, routePreloadPages } from './route-preloads.ts';

// A stand-in for the Vite build with the table apps/web/vite/route-preloads.ts writes.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-preloads-'));
const html =
  '<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-1a.js"></script></head><body><div id="root"></div></body></html>';
const loginHtml = '<!doctype html><html lang="pt-BR"><head><title>Entrar</title></head><body></body></html>';
const table = {
  routes: [
    { path: '/dashboard', scripts: ['/assets/shell-2b.js', '/assets/dashboard-3c.js'], styles: [] },
    { path: '/solicitacoes/:id', scripts: ['/assets/shell-2b.js', '/assets/request-detail-4d.js'], styles: ['/assets/detail-5e.css'] },
    { path: '/solicitacoes', scripts: ['/assets/shell-2b.js', '/assets/requests-6f.js'], styles: [] },
  ],
};
fs.mkdirSync(path.join(webDist, 'assets'));
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(path.join(webDist, 'index.html'), html);
fs.writeFileSync(path.join(webDist, 'login.html'), loginHtml);
fs.writeFileSync(path.join(webDist, 'assets', 'shell-2b.js'), 'export{}');
fs.writeFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), JSON.stringify(table));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ webDist }) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
const sessionPreload = '<link rel="preload" href="/api/me" as="fetch" crossorigin>';

describe('matchRoute', () => {
  const patterns = table.routes.map((r) => r.path);
  it('matches a path as react-router does: same segments, `:id` any one segment', () => {
    expect(matchRoute(patterns, '/dashboard')).toBe('/dashboard');
    expect(matchRoute(patterns, '/dashboard/')).toBe('/dashboard');
    expect(matchRoute(patterns, '/solicitacoes')).toBe('/solicitacoes');
    expect(matchRoute(patterns, '/solicitacoes/9f1c2d')).toBe('/solicitacoes/:id');
    expect(matchRoute(patterns, '/solicitacoes/9f1c2d/extra')).toBeUndefined();
    expect(matchRoute(patterns, '/Dashboard')).toBeUndefined();
    expect(matchRoute(patterns, '/')).toBeUndefined();
  });
});

describe('index.html with the route preloads', () => {
  it("names the route's chunks and /api/me, compressed, revalidated, and answers 304 to its own ETag", async () => {
    const res = await t.request({ url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const page = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(preloads(page)).toEqual(['/assets/shell-2b.js', '/assets/dashboard-3c.js']);
    expect(page).toContain(sessionPreload);
    // The preloads go in the head, before the entry script's own requests are parsed out.
    expect(page.indexOf(sessionPreload)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<script type="module" src="/assets/index-1a.js"></script>');

    const again = await t.request({ url: '/dashboard', headers: { 'accept-encoding': 'gzip, br', 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const gzip = await t.request({ url: '/dashboard', headers: { 'accept-encoding': 'gzip', 'if-none-match': res.headers.etag as string } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(res.headers.etag);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await t.request({ url: '/dashboard?aba=1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('matches parametrised routes and preloads their styles too', async () => {
    const page = (await t.request({ url: '/solicitacoes/0b6e4c1a-1111-4222-8333-444455556666' })).body;
    expect(preloads(page)).toEqual(['/assets/shell-2b.js', '/assets/request-detail-4d.js']);
    expect(page).toContain('<link rel="preload" href="/assets/detail-5e.css" as="style" crossorigin>');
    expect(preloads((await t.request({ url: '/solicitacoes' })).body)).toEqual(['/assets/shell-2b.js', '/assets/requests-6f.js']);
  });

  it('gives a path no route knows only /api/me; /login keeps its own page; the table is not served', async () => {
    const unknown = (await t.request({ url: '/pagina-que-nao-existe' })).body;
    expect(unknown).toContain(sessionPreload);
    expect(preloads(unknown)).toEqual([]);
    expect((await t.request({ url: '/login' })).body).toBe(loginHtml);
    const tableUrl = await t.request({ url: '/.vite/route-preloads.json' });
    expect(tableUrl.headers['content-type']).toMatch(/^text\/html/);
    expect(tableUrl.body).not.toContain('request-detail-4d.js');
    const asset = await t.request({ url: '/assets/shell-2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export{}');
  });

  it('refuses a table naming anything but the build’s own assets', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-preloads-bad-'));
    try {
      fs.mkdirSync(path.join(bad, '.vite'));
      fs.writeFileSync(path.join(bad, 'index.html'), html);
      fs.writeFileSync(
        path.join(bad, ROUTE_PRELOADS_FILE),
        JSON.stringify({ routes: [{ path: '/x', scripts: ['/assets/a.js"><script>alert(1)</script>'], styles: [] }] }),
      );
      expect(() => routePreloadPages(bad)).toThrow(/unexpected file name/);
      fs.rmSync(path.join(bad, ROUTE_PRELOADS_FILE));
      expect(routePreloadPages(bad)).toBeNull();
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });
});
