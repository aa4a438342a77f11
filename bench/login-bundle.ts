// JavaScript a browser downloads for /login, and what each main route adds to it, measured in
// Chromium against the real server (its own process, fresh data folder, demo seed).
import { chromium, type Browser } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { isAdminPath, paths } from '../apps/web/src/lib/paths.ts';
import { DEMO_PASSWORD, demoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { root, startServer } from './server-process.ts';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

/** Pages a visitor sees signed out, and `/`, which only redirects; every other route is measured. */
const signedOut = new Set<string>([paths.home.path, paths.login.path, paths.forgotPassword.path, paths.resetPassword.path]);
/**
 * Every signed-in route of the app, parametrised ones (`:id`) included: bundleFigures opens those
 * with a record of the demo seed, so no page escapes the per-route budget.
 */
export const mainRoutes = Object.values(paths)
  .map((p) => p.path as string)
  .filter((p) => !signedOut.has(p));

export type BundleFigures = {
  login: { kb: number; requests: number };
  /** The app's entry (index.html's scripts: router, query cache, guards) beyond /login's, loaded once. */
  appEntryKb: number;
  /** Per route (as in paths.ts, `:id` included): gzip KB of the scripts it loads beyond /login's and the app entry's. */
  routes: { path: string; addedKb: number }[];
};

/** Scripts index.html loads before any route: its entry and the modules it preloads. */
function appEntryScripts(): Set<string> {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!));
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Script paths a fresh page loads for `url` (nothing cached), once the network is idle. */
async function scriptsOf(browser: Browser, url: string, storageState?: string): Promise<{ scripts: Set<string>; finalPath: string }> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('main h1, main h2').first().waitFor();
    return { scripts, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

async function signedInState(browser: Browser, base: string, email: string, file: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext();
  const res = await context.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: base } });
  if (res.status() !== 200) throw new Error(`sign-in of ${email} failed: ${res.status()}`);
  await context.storageState({ path: file });
  await context.close();
}

async function getJson<T>(browser: Browser, base: string, storageState: string, url: string): Promise<T> {
  const context = await browser.newContext({ storageState });
  try {
    const res = await context.request.get(`${base}${url}`);
    if (res.status() !== 200) throw new Error(`GET ${url}: ${res.status()}`);
    return (await res.json()) as T;
  } finally {
    await context.close();
  }
}

/**
 * /onboarding is only for a signed-in user without an agency: a new account, its e-mail
 * confirmed through the link in the outbox (read as the admin), then signed in.
 */
async function newAccountState(browser: Browser, base: string, adminState: string, file: string) {
  const email = `bundle.${Date.now()}@bench.despacha.test`;
  const password = 'Bench#2026bundle';
  const context = await browser.newContext();
  try {
    const res = await context.request.post(`${base}/api/auth/sign-up/email`, { data: { name: 'Conta Bench', email, password }, headers: { origin: base } });
    if (res.status() !== 200) throw new Error(`sign-up of ${email} failed: ${res.status()}`);
    const mails = await getJson<{ link: string | null }[]>(browser, base, adminState, `/api/admin/outbox?to=${encodeURIComponent(email)}`);
    const link = mails.find((m) => m.link)?.link;
    if (link) await context.request.get(link, { maxRedirects: 0 });
  } finally {
    await context.close();
  }
  await signedInState(browser, base, email, file, password);
}

/** A record of the demo seed for each parametrised route (its first request, client, paid service). */
async function concreteUrls(browser: Browser, base: string, states: { user: string; admin: string }, routes: string[]): Promise<Map<string, string>> {
  const urls = new Map(routes.map((r) => [r, r]));
  const ids: Record<string, () => Promise<string | undefined>> = {
    [paths.requestDetail.path]: async () => (await getJson<{ items: { id: string }[] }>(browser, base, states.user, '/api/requests')).items[0]?.id,
    [paths.adminClient.path]: async () => (await getJson<{ items: { id: string }[] }>(browser, base, states.admin, '/api/admin/clients')).items[0]?.id,
  };
  ids[paths.adminClientEdit.path] = ids[paths.adminClient.path]!;
  // A service with a payment in the last year (the demo seed pays its services through the ledger).
  ids[paths.serviceLedger.path] = async () => {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const caixa = await getJson<{ days: { entries: { serviceId: string }[] }[] }>(
      browser,
      base,
      states.user,
      `/api/caixa?from=${day(new Date(Date.now() - 365 * 86_400_000))}&to=${day(new Date())}`,
    );
    return caixa.days.flatMap((d) => d.entries)[0]?.serviceId;
  };
  for (const route of routes.filter((r) => r.includes(':'))) {
    const id = await ids[route]?.();
    if (!id) throw new Error(`no demo record to open ${route}`);
    urls.set(route, route.replace(':id', id));
  }
  return urls;
}

/**
 * /login's scripts (count and gzip KB, each file gzipped at level 9 as the server's .gz copy is);
 * the app entry's scripts beyond those (react-router, TanStack Query, guards: what a user who
 * signed in on /login downloads once, with the first route); and for each signed-in route opened
 * (admin routes as the admin, /onboarding as a new account, the rest as the demo dispatcher), the
 * gzip KB of the scripts it loads beyond both: its own chunk set.
 */
export async function bundleFigures({ port, routes = mainRoutes }: { port: number; routes?: string[] }): Promise<BundleFigures> {
  if (!fs.existsSync(path.join(dist, 'login.html'))) throw new Error(`${dist}/login.html missing: run \`npm run build\``);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-bundle-'));
  const server = await startServer({ port, env: { DATA_DIR: dataDir, DEMO_SEED: '1', AUTH_SIGNIN_PER_MINUTE: '500', WEB_DIST: dist } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const login = await scriptsOf(browser, `${server.base}${paths.login.path}`);
    const states = { user: path.join(dataDir, 'user.json'), admin: path.join(dataDir, 'admin.json'), newAccount: path.join(dataDir, 'new.json') };
    await signedInState(browser, server.base, demoAccounts.find((a) => a.role === 'dispatcher')!.email, states.user);
    await signedInState(browser, server.base, demoAccounts.find((a) => a.role === 'admin')!.email, states.admin);
    if (routes.includes(paths.onboarding.path)) await newAccountState(browser, server.base, states.admin, states.newAccount);
    const stateOf = (route: string) => (route === paths.onboarding.path ? states.newAccount : isAdminPath(route) ? states.admin : states.user);
    const urls = await concreteUrls(browser, server.base, states, routes);
    const entry = appEntryScripts();
    const figures: BundleFigures['routes'] = [];
    for (const route of routes) {
      const url = urls.get(route)!;
      const { scripts, finalPath } = await scriptsOf(browser, `${server.base}${url}`, stateOf(route));
      if (finalPath !== url) throw new Error(`${url} ended on ${finalPath}: not the page meant`);
      const added = [...scripts].filter((s) => !login.scripts.has(s) && !entry.has(s));
      figures.push({ path: route, addedKb: added.reduce((sum, s) => sum + gzipKb(s), 0) });
    }
    return {
      login: { kb: [...login.scripts].reduce((sum, s) => sum + gzipKb(s), 0), requests: login.scripts.size },
      appEntryKb: [...entry].filter((s) => !login.scripts.has(s)).reduce((sum, s) => sum + gzipKb(s), 0),
      routes: figures,
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const f = await bundleFigures({ port: Number(process.env.BUNDLE_PORT ?? 3403) });
  console.log(`/login: ${f.login.kb.toFixed(1)} KB gzip in ${f.login.requests} scripts; the app entry adds ${f.appEntryKb.toFixed(1)} KB`);
  for (const r of [...f.routes].sort((a, b) => b.addedKb - a.addedKb)) console.log(`  ${r.path}: +${r.addedKb.toFixed(1)} KB`);
}
