import fp from 'fastify-plugin';
import { commonMessages } from '@despacha/domain/messages';
import { body } from './errors.ts';

/**
 * Load balancers and orchestrators probe these with whatever Host they like (an internal name, the
 * pod's address). They read no cookie and show nothing a stranger could use, so any host may ask.
 */
const ANY_HOST_PATHS = new Set(['/api/health', '/api/ready']);

/** Spellings of our names (case, port, trailing dot) remembered as accepted. */
const ACCEPTED_KEPT = 64;

/** `Example.COM.` and `example.com` are the same name; the port never matters here. */
export const normalHost = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');

/**
 * DNS rebinding: a page on evil.test re-points its own name at our address and then talks to us
 * from the user's browser as "same origin". Its requests still carry `Host: evil.test`, so we answer
 * only for the names we are published under (config.allowedHosts) and refuse the rest with 421.
 * Registered before every other plugin so nothing (auth, sessions, static files) runs for them.
 */
export default fp(
  async (app, opts: { allowedHosts: string[] }) => {
    const allowed = new Set(opts.allowedHosts.map(normalHost));
    // The Host headers already accepted, as sent (with their port): almost every request repeats
    // one, and parsing it again was ~1% of a cached GET /api/me. Bounded: hosts are client input.
    const accepted = new Set<string>();
    // Callback style: an async hook costs a promise on every request.
    app.addHook('onRequest', (request, reply, done) => {
      // request.host reads X-Forwarded-Host behind a trusted proxy; hostname also drops the port.
      const host = request.host;
      if (accepted.has(host)) return done();
      if (allowed.has(normalHost(request.hostname))) {
        if (accepted.size < ACCEPTED_KEPT) accepted.add(host);
        return done();
      }
      if (ANY_HOST_PATHS.has(request.url.split('?', 1)[0]!)) return done();
      request.log.info({ host: request.host }, 'refused a request for a host we do not serve');
      reply.status(421).send(body('UNKNOWN_HOST', commonMessages.unknownHost));
    });
  },
  { name: 'host-check' },
);
