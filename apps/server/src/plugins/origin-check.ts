import fp from 'fastify-plugin';
import { commonMessages } from '@despacha/domain/messages';
import { body } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies alone must not be enough to change data: a browser always sends Origin on a
 * cross-site POST, so a state-changing /api call must come from our own origin.
 */
export default fp(
  async (app, opts: { publicUrl: string }) => {
    const publicOrigin = new URL(opts.publicUrl).origin;
    // Callback style: runs on every request, and an async hook would cost a promise each time.
    app.addHook('onRequest', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const sameHost = `${request.protocol}://${request.host}`;
      const allowed = origin ? origin === publicOrigin || origin === sameHost : fetchSite !== 'cross-site';
      if (allowed) return done();
      reply.status(403).send(body('FORBIDDEN_ORIGIN', commonMessages.forbiddenOrigin));
    });
  },
  { name: 'origin-check' },
);
