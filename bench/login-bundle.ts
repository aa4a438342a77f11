import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Serves the production build as the server would (SPA fallback) on loopback. */
function serveDist(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dist, url.pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dist, 'index.html');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"UNAUTHENTICATED","message":""}}');
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** KB of gzipped JavaScript a browser downloads to show /login, measured in Chromium. */
export async function loginPageJavaScript(): Promise<number> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('apps/web/dist missing: run `npm run build`');
  const server = await serveDist();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.add(new URL(res.url()).pathname);
    });
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Entrar' }).waitFor();
    let bytes = 0;
    for (const p of scripts) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, p)), { level: 9 }).length;
    return bytes / 1024;
  } finally {
    await browser.close();
    server.close();
  }
}
