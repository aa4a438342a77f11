import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding } from './compress-json.ts';

/** Written by the web build (apps/web/vite/route-preloads.ts) under a dot folder @fastify/static never serves. */
export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
/** What the app asks first on every page (AuthProvider): fetched with the HTML instead of after the scripts ran. */
export const SESSION_URL = '/api/me';

type Table = { routes: { path: string; scripts: string[]; styles: string[] }[] };
/**
 * `template`: index.html as a page the server renders wants it (server-render.ts): the session comes
 * in the page, so no `/api/me` preload; no route or app chunks (asked for after the paint); scripts at low priority.
 */
export type Page = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string; template: string };

// The build's own file names only: nothing else is written into the page.
const ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/** The pattern react-router would match for `pathname` (`:name` is one non-empty segment), if any. */
export function matchRoute(patterns: readonly string[], pathname: string): string | undefined {
  const segments = (p: string) => p.split('/').filter(Boolean);
  const wanted = segments(pathname);
  return patterns.find((pattern) => {
    const parts = segments(pattern);
    return parts.length === wanted.length && parts.every((part, i) => (part.startsWith(':') ? wanted[i] !== '' : part === wanted[i]));
  });
}

function readTable(webDist: string): Table | null {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return null;
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as Table;
  for (const route of table.routes) {
    if (![...route.scripts, ...route.styles].every((f) => ASSET.test(f))) throw new Error(`${file}: unexpected file name for ${route.path}`);
  }
  return table;
}

function page(html: string, scripts: readonly string[], styles: readonly string[]): Page {
  // `crossorigin` (same-origin credentials) is what makes the app's fetch('/api/me') reuse this response.
  // The route's chunks at low priority: index.html's own scripts, which must run first, keep the
  // bandwidth, and the chunks still arrive without waiting for them to run (measured in 028).
  const links = [
    ...styles.map((f) => `<link rel="preload" href="${f}" as="style" crossorigin>`),
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${f}" fetchpriority="low">`),
  ];
  const withLinks = (all: string[]) => html.replace('</head>', `  ${all.join('\n    ')}\n  </head>`);
  const identity = Buffer.from(withLinks([`<link rel="preload" href="${SESSION_URL}" as="fetch" crossorigin>`, ...links]));
  return {
    template: lowPriorityScripts(withoutAppPreloads(html)),
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
    etag: crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

/**
 * A server-rendered page paints with its HTML and CSS alone (login.html does the same at build
 * time): the app's scripts, which replace it, must not take the stylesheet's bandwidth.
 */
const lowPriorityScripts = (html: string) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
/** The app's own chunks (apps/web/vite/app-preloads.ts): on a rendered page the entry asks for them after the paint. */
const withoutAppPreloads = (html: string) => html.replace(/[ \t]*<link rel="modulepreload" data-app [^>]*>\n?/g, '');

/**
 * index.html for a URL, naming what that page will need so the browser fetches it with the
 * scripts instead of one wait after another: `/api/me` and the route's lazy chunks (decision 028).
 * Null when the build wrote no table (an older build, or none): index.html is then sent as it is.
 */
export function routePreloadPages(webDist: string): ((pathname: string) => Page) | null {
  const table = readTable(webDist);
  if (!table) return null;
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const byPattern = new Map(table.routes.map((r) => [r.path, r]));
  const patterns = [...byPattern.keys()];
  // Built once per route on first use: a few dozen small pages.
  const pages = new Map<string, Page>();
  return (pathname) => {
    const pattern = matchRoute(patterns, pathname) ?? '';
    let built = pages.get(pattern);
    if (!built) {
      const route = byPattern.get(pattern);
      built = page(html, route?.scripts ?? [], route?.styles ?? []);
      pages.set(pattern, built);
    }
    return built;
  };
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, p: Page) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const etag = `"${p.etag}${encoding ? `-${encoding}` : ''}"`;
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? p.br : encoding === 'gzip' ? p.gzip : p.identity);
}
