import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { API_POLICY, HSTS, PDF_POLICY, SPA_POLICY } from './security-headers.ts';

// A stand-in for the Vite build: index.html, a hashed asset and a PDF served as a static file.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
fs.writeFileSync(path.join(webDist, 'guia.pdf'), '%PDF-1.4\n%%EOF\n');

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ webDist }) });
  secure = await createTestApp({ config: testConfig({ webDist, publicUrl: 'https://despacha.example.com.br', allowedHosts: ['despacha.example.com.br'] }) });
});
afterAll(async () => {
  await Promise.all([t.close(), secure.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

function expectHardened(res: LightMyRequestResponse, policy = SPA_POLICY) {
  expect(res.headers['content-security-policy']).toBe(policy);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

/** JSON is never a document: it loads nothing and cannot be framed, sniffed or read cross-origin. */
function expectHardenedJson(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['content-security-policy']).toBe(API_POLICY);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  // The document-only headers stay off the API's hottest path.
  expect(res.headers['permissions-policy']).toBeUndefined();
  expect(res.headers['referrer-policy']).toBeUndefined();
}

describe('security headers', () => {
  it('the SPA policy allows only our own scripts, no eval, no style attributes, no framing', () => {
    const directives = Object.fromEntries(SPA_POLICY.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]));
    expect(directives['script-src']).toBe("'self'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['style-src-attr']).toBe("'none'");
    expect(SPA_POLICY).not.toMatch(/unsafe-eval|\*|https?:/);
  });

  it('are on the SPA page, client routes and hashed assets', async () => {
    const page = await t.request({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectHardened(page);
    expectHardened(await t.request({ url: '/cadastro-sistema' }));
    const asset = await t.request({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectHardened(asset);
  });

  it('API JSON answers, errors and 404s get the data policy: nothing loads, nothing frames', async () => {
    const health = await t.request({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectHardenedJson(health);
    const anonymous = await t.request({ url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expectHardenedJson(anonymous);
    const missing = await t.request({ url: '/api/nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expectHardenedJson(missing);
    expectHardenedJson(await t.request({ method: 'POST', url: '/nada', body: {} }));
  });

  it("a PDF gets a policy Chromium's PDF viewer can live with, still not framable", async () => {
    const pdf = await t.request({ url: '/guia.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expectHardened(pdf, PDF_POLICY);
  });

  it('HSTS only when the public URL is https', async () => {
    for (const url of ['/', '/api/health', '/api/nada']) {
      expect((await t.request({ url })).headers['strict-transport-security']).toBeUndefined();
      const res = await secure.request({ url, headers: { host: 'despacha.example.com.br' } });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    }
  });
});
