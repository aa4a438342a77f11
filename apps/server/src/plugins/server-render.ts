import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { SESSION_SCRIPT_ID } from '@despacha/domain/server-render';
import { negotiateEncoding } from './compress-json.ts';

/** Written by the web build (apps/web/vite/ssr-bundle.ts) under a dot folder @fastify/static never serves. */
export const SSR_MODULE = path.join('.ssr', 'render-page.js');
const ROOT = '<div id="root"></div>';

export type RenderedPage = { title: string | null; markup: string };
type Renderer = (url: string, me: MeResponse) => Promise<RenderedPage | null>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The web build's page renderer (apps/web/src/ssr/render-page.tsx), imported on first use: a
 * server nobody opens a signed-in page on never loads React. Null when the build has none.
 */
export function pageRenderer(webDist: string): Renderer | null {
  const file = path.join(webDist, SSR_MODULE);
  if (!fs.existsSync(file)) return null;
  let loaded: Promise<Renderer> | undefined;
  return async (url, me) => {
    loaded ??= import(pathToFileURL(file).href).then((module: { renderPage: Renderer }) => module.renderPage);
    return (await loaded)(url, me);
  };
}

/**
 * index.html with the rendered page in #root and the session beside it as JSON (`<` escaped, so
 * no name can close the element). Functions as replacements: a `$&` in a name stays text.
 */
export function composePage(template: string, page: RenderedPage, me: MeResponse): string | null {
  if (!template.includes(ROOT)) return null;
  const session = JSON.stringify(me).replace(/</g, '\\u003c');
  const html = template.replace(
    ROOT,
    () => `<div id="root">${page.markup}</div>\n    <script type="application/json" id="${SESSION_SCRIPT_ID}">${session}</script>`,
  );
  return page.title === null ? html : html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
}

/** One user's page: never stored by a shared cache, revalidated on each use, compressed per request. */
export async function sendRendered(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie');
  if (!encoding) return reply.send(body);
  // Brotli 5 / gzip 6: a 20-70 KB page in about a millisecond, off the event loop.
  const compressed = encoding === 'br' ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : await gzip(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(compressed);
}
