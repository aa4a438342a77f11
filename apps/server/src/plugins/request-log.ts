import fp from 'fastify-plugin';

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** A request slower than this is worth a line at the default level. */
export const SLOW_REQUEST_MS = 500;

/**
 * One line per request cost ~5% of the CPU and buried the lines people look for (the outbox's
 * e-mail links). Fastify's own request lines stay off (they carry the URL, whose query string can
 * hold a CPF or an e-mail); this hook writes one line only for a 5xx (error) or a slow request
 * (warn), every request at debug. The line names the route pattern, never the URL.
 */
export default fp(
  async (app, opts: { slowMs?: number }) => {
    const slowMs = opts.slowMs ?? SLOW_REQUEST_MS;
    // Callback style: an async hook would cost a promise on every request for nothing.
    app.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode;
      const ms = reply.elapsedTime;
      const level = status >= 500 ? 'error' : ms >= slowMs ? 'warn' : 'debug';
      if (LEVELS[level]! >= (LEVELS[request.log.level] ?? 0)) {
        const line = { method: request.method, route: request.routeOptions.url ?? '(no route)', status, ms: Math.round(ms) };
        request.log[level](line, status >= 500 ? 'request failed' : level === 'warn' ? 'slow request' : 'request');
      }
      done();
    });
  },
  { name: 'request-log' },
);
