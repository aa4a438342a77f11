import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { commonMessages } from '@despacha/domain/messages';
import { body } from './errors.ts';
import { routePreloadPages, sendPage } from './route-preloads.ts';

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
  async (app, opts: { webDist: string }) => {
    const index = path.join(opts.webDist, 'index.html');
    const built = fs.existsSync(index);
    // /login has a light, pre-rendered page of its own (apps/web/login.html): no router, no query cache.
    const loginPage = fs.existsSync(path.join(opts.webDist, 'login.html'));
    // index.html naming each route's chunks and /api/me as preloads, when the build wrote the table.
    const preloadPages = built ? routePreloadPages(opts.webDist) : null;
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        // send's own `public, max-age=0` would replace the policy set below.
        cacheControl: false,
        // The copies are reached through negotiation only, never by their own names.
        allowedPath: (pathname) => !ENCODED_COPY.test(pathname),
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
      return preloadPages ? sendPage(request, reply, preloadPages(pathname)) : reply.sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
