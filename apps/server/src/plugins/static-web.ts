import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { commonMessages } from '@despacha/domain/messages';
import { body } from './errors.ts';
import { meResponseOf } from '../modules/me/me-response.ts';
import { routePreloadPages, sendPage, type Page } from './route-preloads.ts';
import { composePage, pageRenderer, sendRendered } from './server-render.ts';

/** Formats the web build writes .br/.gz copies of (apps/web/vite/precompress.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)(?:\.br|\.gz)?$/;
const ENCODED_COPY = /\.(?:br|gz)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA; unknown non-API paths get index.html so the client router decides.
 * Text files go out as the build's brotli or gzip copy when the request accepts one (identity
 * otherwise), with `Vary: Accept-Encoding` so caches keep the variants apart. Hashed asset names
 * never change content: cached for a year, immutable; anything else (index.html, the favicon)
 * is revalidated on each use.
 */
export default fp(
  async (app, opts: { webDist: string; maintenance?: () => boolean }) => {
    const index = path.join(opts.webDist, 'index.html');
    const built = fs.existsSync(index);
    // /login has a light, pre-rendered page of its own (apps/web/login.html): no router, no query cache.
    const loginPage = fs.existsSync(path.join(opts.webDist, 'login.html'));
    // index.html naming each route's chunks and /api/me as preloads, when the build wrote the table.
    const preloadPages = built ? routePreloadPages(opts.webDist) : null;
    // A signed-in page's first paint, rendered for its session (decision 042), when the build has the renderer.
    const render = preloadPages && app.hasDecorator('readActor') ? pageRenderer(opts.webDist) : null;
    let renderFailed = false;

    /** The page rendered for the request's session; false when there is none to render it for. */
    async function sendSignedIn(request: FastifyRequest, reply: FastifyReply, page: Page): Promise<boolean> {
      // Meanwhile the API answers 503 to all but administrators: the app shows the maintenance page.
      if (!render || opts.maintenance?.()) return false;
      try {
        const actor = await app.readActor(request, reply);
        if (!actor) return false;
        const me = meResponseOf(actor);
        const rendered = await render(`http://despacha.invalid${request.url}`, me);
        const html = rendered && composePage(page.template, rendered, me);
        if (!html) return false;
        await sendRendered(request, reply, html);
        return true;
      } catch (err) {
        // The plain page still works (the session lookup or the render failed): the browser renders it, as before this existed.
        if (!renderFailed) request.log.error({ err }, 'server rendering failed; pages go out unrendered where it fails');
        renderFailed = true;
        return false;
      }
    }
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        // One `GET /*` route finds the file at request time; a missing one falls through to the
        // not-found handler below. A route per file (GET and HEAD, ~260 files) cost the router
        // ~0.15 s of every start (decision 011).
        wildcard: true,
        index: false,
        preCompressed: true,
        // send's own `public, max-age=0` would replace the policy set below.
        cacheControl: false,
        // The build's own tooling (.vite's tables, .ssr's renderer) is never served.
        dotfiles: 'ignore',
        // The copies are reached through negotiation only, never by their own names; a folder
        // (`/`, `/assets/`) is the app's page, not send's 403.
        allowedPath: (pathname) => !ENCODED_COPY.test(pathname) && !pathname.endsWith('/'),
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
          if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ webDist: opts.webDist }, 'web app not built: run `npm run build`');
    }
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.status(404).send(body('NOT_FOUND', commonMessages.notFound));
      }
      if (!built) return reply.status(503).type('text/plain').send('Web app not built. Run `npm run build`.');
      const pathname = request.url.split('?', 1)[0]!;
      if (loginPage && pathname === '/login') return reply.sendFile('login.html');
      if (!preloadPages) return reply.sendFile('index.html');
      const page = preloadPages(pathname);
      return sendSignedIn(request, reply, page).then((sent) => (sent ? reply : sendPage(request, reply, page)));
    });
  },
  { name: 'static-web' },
);
