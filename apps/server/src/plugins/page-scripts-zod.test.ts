import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE } from './route-preloads.ts';

// Decision 009: no page loads zod with itself. A form imports zod and its contract at its first
// interaction (lib/lazy-zod-resolver.ts); a page that imports a zod module statically, even for a
// constant or a label, downloads zod's ~25 KB gzip before it paints. One check over the web
// build for every page: the scripts /login and index.html name, and each route's preloads (the
// table the server puts in index.html, route-preloads.ts), with the chunks they import statically.

/**
 * zod's own code, found by content so no file name is assumed: zod 4's core names its base type
 * `$constructor("$ZodType", …)`, a string the minifier keeps. The real build must have at least one
 * such chunk (the forms import zod on demand); if a zod upgrade drops the name, that check fails.
 */
const ZOD_SIGNATURE = '$ZodType';

/** Pages allowed to load zod with themselves, each with its reason. None: every form can wait. */
const ALLOWED: Record<string, string> = {};

// Static imports in the build's minified chunks (`import{a as b}from"./x.js"`, `import"./x.js"`);
// `import("./x.js")` is dynamic and loads nothing with the page.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const HTML_SCRIPTS = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([\w.-]+\.js)"/g;

type Verdict = { zodChunks: string[]; pages: { page: string; zodChunks: string[] }[] };

/** Every page of the build at `dist` and the zod chunks it loads before any interaction. */
function pagesLoadingZod(dist: string): Verdict {
  const assets = path.join(dist, 'assets');
  const read = (file: string) => fs.readFileSync(path.join(assets, file), 'utf8');
  const zodChunks = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js') && read(f).includes(ZOD_SIGNATURE))
    .sort();
  const closure = (files: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const m of read(file).matchAll(STATIC_IMPORT)) visit(m[1]!);
    };
    for (const file of files) visit(file);
    return seen;
  };
  const htmlScripts = (name: string) => [...fs.readFileSync(path.join(dist, name), 'utf8').matchAll(HTML_SCRIPTS)].map((m) => m[1]!);
  const index = htmlScripts('index.html');
  const table = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as { routes: { path: string; scripts: string[] }[] };
  const pages = [
    { page: 'login.html', files: htmlScripts('login.html') },
    { page: 'index.html', files: index },
    // A route's page is index.html with its preloads: both load.
    ...table.routes.map((r) => ({ page: r.path, files: [...index, ...r.scripts.map((s) => path.basename(s))] })),
  ];
  return {
    zodChunks,
    pages: pages.map(({ page, files }) => ({ page, zodChunks: zodChunks.filter((z) => closure(files).has(z)) })).filter((p) => p.zodChunks.length > 0),
  };
}

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
});
function fixtureBuild(routes: { path: string; scripts: string[] }[], files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-zod-preloads-'));
  fixtures.push(dist);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head>');
  fs.writeFileSync(path.join(dist, 'login.html'), '<head><link rel="modulepreload" crossorigin href="/assets/login-2.js"></head>');
  fs.writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify({ routes }));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, 'assets', name), text);
  return dist;
}

describe('the check itself', () => {
  it('finds zod through a static import, from a route, index.html or login.html, and not behind import()', () => {
    const zod = 'var e=r(`$ZodType`,(t,n)=>{});export{e as t}';
    const dist = fixtureBuild(
      [
        { path: '/form-lazy', scripts: ['/assets/lazy-3.js'] },
        { path: '/form-eager', scripts: ['/assets/eager-4.js'] },
      ],
      {
        'index-1.js': 'import{n as e}from"./runtime-5.js";',
        'login-2.js': 'import"./runtime-5.js";',
        'runtime-5.js': 'export{}',
        'lazy-3.js': 'const s=()=>import("./schemas-6.js").then(e=>e.t);export{s}',
        'eager-4.js': 'import{t as e}from"./shared-7.js";',
        'shared-7.js': 'import{t as e}from"./schemas-6.js";export{e as t}',
        'schemas-6.js': zod,
      },
    );
    expect(pagesLoadingZod(dist)).toEqual({ zodChunks: ['schemas-6.js'], pages: [{ page: '/form-eager', zodChunks: ['schemas-6.js'] }] });

    fs.writeFileSync(path.join(dist, 'assets', 'runtime-5.js'), 'import"./shared-7.js";');
    expect(pagesLoadingZod(dist).pages.map((p) => p.page)).toEqual(['login.html', 'index.html', '/form-lazy', '/form-eager']);
  });
});

const root = path.resolve(import.meta.dirname, '../../../..');
const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

describe('the web build', () => {
  it('loads zod with no page: forms load it at their first interaction (decision 009)', () => {
    // `npm test` builds first (scripts/prepare.mjs --force-build); a run without a build cannot judge it.
    if (!fs.existsSync(path.join(dist, ROUTE_PRELOADS_FILE))) {
      throw new Error(`no web build in ${dist}: run \`node scripts/prepare.mjs\` (or set WEB_DIST to one)`);
    }
    const verdict = pagesLoadingZod(dist);
    expect(verdict.zodChunks, `no chunk of ${dist}/assets contains "${ZOD_SIGNATURE}": zod's signature changed, update it`).not.toEqual([]);
    // A page listed here imports a zod module statically: move what it shows at render into a
    // zod-free module (as licensing/sort.ts) or validate through lazyZodResolver.
    const builtAt = fs.statSync(path.join(dist, 'index.html')).mtime.toISOString();
    expect(
      verdict.pages.filter((p) => !(p.page in ALLOWED)),
      `pages of the build in ${dist} (${builtAt}) that load zod`,
    ).toEqual([]);
  });
});
