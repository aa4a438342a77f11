import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { commonMessages } from '@despacha/domain/messages';
import { body } from './errors.ts';

/** Serves the built SPA; unknown non-API paths get index.html so the client router decides. */
export default fp(
  async (app, opts: { webDist: string }) => {
    const index = path.join(opts.webDist, 'index.html');
    const built = fs.existsSync(index);
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          // Hashed asset names never change content; index.html must always be revalidated.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
