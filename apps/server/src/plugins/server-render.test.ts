import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { SESSION_SCRIPT_ID } from '@despacha/domain/server-render';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { OWNER_EMAIL, createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { ROUTE_PRELOADS_FILE } from './route-preloads.ts';
import { SSR_MODULE, composePage } from './server-render.ts';

// A stand-in for the web build: index.html, the preload table and a renderer with the real one's
// contract (apps/web/src/ssr/render-page.tsx), which the browser tests exercise for real.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-ssr-'));
const html =
  '<!doctype html><html lang="pt-BR"><head><title>Despacha</title><script type="module" crossorigin src="/assets/index-1a.js"></script><link rel="modulepreload" crossorigin href="/assets/helper-2b.js">\n<link rel="modulepreload" data-app crossorigin href="/assets/react-4d.js">\n</head><body><div id="root"></div></body></html>';
const table = { routes: [{ path: '/dashboard', scripts: ['/assets/dashboard-3c.js'], styles: [] }] };
const renderer = `
export async function renderPage(url, me) {
  const { pathname, search } = new URL(url);
  if (pathname === '/quebra') throw new Error('render failed');
  if (pathname === '/admin/clients' && me.profile.role !== 'admin') return null;
  const name = me.user.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { title: 'Dashboard | Despacha', markup: '<main><h1>Bem-vindo, ' + name + '!</h1><p>' + pathname + search + '</p></main>' };
}`;
fs.mkdirSync(path.join(webDist, '.vite'));
fs.mkdirSync(path.join(webDist, '.ssr'));
fs.writeFileSync(path.join(webDist, 'index.html'), html);
fs.writeFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), JSON.stringify(table));
fs.writeFileSync(path.join(webDist, SSR_MODULE), renderer);

let t: TestApp;
let clerk: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ webDist }) });
  clerk = await t.userSession('Ana Souza', 'ana.ssr@teste.com.br');
  expect((await t.onboard(clerk)).statusCode).toBe(201);
  admin = await t.userSession('Dono', OWNER_EMAIL);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const session = (page: string) => {
  const found = new RegExp(`<script type="application/json" id="${SESSION_SCRIPT_ID}">([^<]*)</script>`).exec(page);
  return found ? (JSON.parse(found[1]!) as MeResponse) : null;
};

describe('a signed-in page rendered by the server', () => {
  it('carries the page for this session, the session itself, and its scripts at low priority', async () => {
    const res = await t.request({ url: '/dashboard?aba=1', cookie: clerk, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // One user's page: no shared cache keeps it, and it is never answered from an ETag.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    const page = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(page).toContain('<div id="root"><main><h1>Bem-vindo, Ana Souza!</h1><p>/dashboard?aba=1</p></main></div>');
    expect(page).toContain('<title>Dashboard | Despacha</title>');
    const me = (await t.request({ url: '/api/me', cookie: clerk })).json();
    expect(session(page)).toEqual(me);
    // The page paints with HTML and CSS: the scripts wait, and /api/me is not asked for again.
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1a.js"></script>');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/helper-2b.js">');
    // The app's own chunks: the entry asks for them after the paint (apps/web/vite/app-preloads.ts).
    expect(page).not.toContain('/assets/react-4d.js');
    expect(page).not.toContain('/api/me');
    expect(page).not.toContain('/assets/dashboard-3c.js');
  });

  it('is the plain page without a session, where the session would be sent elsewhere, and when rendering fails', async () => {
    const anonymous = await t.request({ url: '/dashboard' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.body).toContain('<div id="root"></div>');
    expect(anonymous.body).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin>');
    expect(anonymous.body).toContain('<link rel="modulepreload" data-app crossorigin href="/assets/react-4d.js">');
    expect(session(anonymous.body)).toBeNull();

    const forged = await t.request({ url: '/dashboard', cookie: 'better-auth.session_token=forjado.assinatura' });
    expect(session(forged.body)).toBeNull();

    const notHis = await t.request({ url: '/admin/clients', cookie: clerk });
    expect(notHis.statusCode).toBe(200);
    expect(notHis.body).toContain('<div id="root"></div>');
    const his = await t.request({ url: '/admin/clients', cookie: admin });
    expect(session(his.body)?.profile.role).toBe('admin');

    // Broken escapes and NUL in the path or the query are refused before any render.
    for (const url of ['/solicitacoes/%C3%28', '/solicitacoes/%00', '/dashboard?aba=%C3%28', '/dashboard?aba=%00']) {
      const odd = await t.request({ url, cookie: clerk });
      expect(odd.statusCode, url).toBe(400);
      expect(session(odd.body), url).toBeNull();
    }

    const failed = await t.request({ url: '/quebra', cookie: clerk });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    // The renderer is not given up on: the next page is rendered again.
    expect(session((await t.request({ url: '/dashboard', cookie: clerk })).body)).not.toBeNull();
  });

  it('is the plain page while maintenance mode is on', async () => {
    const put = (maintenanceMode: boolean) =>
      t.request({ method: 'PUT', url: '/api/admin/settings/platform', cookie: admin, body: { ...defaultSettings.platform, maintenanceMode } });
    expect((await put(true)).statusCode).toBe(200);
    try {
      const page = await t.request({ url: '/dashboard', cookie: clerk });
      expect(page.body).toContain('<div id="root"></div>');
      expect(session(page.body)).toBeNull();
    } finally {
      expect((await put(false)).statusCode).toBe(200);
    }
  });

  it('never serves the renderer itself', async () => {
    expect((await t.request({ url: '/.ssr/render-page.js' })).body).not.toContain('renderPage');
  });
});

describe('composePage', () => {
  const me = {
    user: { id: 'u1', name: "Zé </script><script>alert(1)</script> $& $'", email: 'ze@teste.com.br', emailVerified: true },
    profile: { role: 'dispatcher', agencyId: null, name: 'Zé', mustChangePassword: false },
    agency: null,
  } as unknown as MeResponse;

  it('keeps the session inside its element whatever the name holds, and `$` patterns as text', () => {
    const page = composePage(html, { title: 'A $& B', markup: '<p>$&</p>' }, me)!;
    expect(page).toContain('<div id="root"><p>$&</p></div>');
    expect(page).toContain('<title>A $& B</title>');
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(session(page)).toEqual(me);
  });

  it('gives up on a template without the empty root', () => {
    expect(composePage('<html><body></body></html>', { title: null, markup: '<p></p>' }, me)).toBeNull();
  });
});
