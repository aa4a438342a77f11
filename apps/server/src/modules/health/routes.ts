import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonMessages } from '@despacha/domain/messages';
import type { Database } from '../../db/client.ts';
import { body } from '../../plugins/errors.ts';
import type { Readiness } from './readiness.ts';

/**
 * Liveness with the database's state (200 when it answers, 503 when it does not), and readiness for
 * a load balancer: 503 also while the instance drains before it stops (decision 064).
 */
const routes: FastifyPluginAsyncZod<{ database: Database; readiness: Readiness }> = async (app, { database, readiness }) => {
  app.get('/api/health', async (request, reply) => {
    try {
      const latencyMs = await database.ping();
      return { status: 'ok', database: { status: 'up', kind: database.kind, latencyMs: Math.round(latencyMs * 100) / 100 } };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: { status: 'down', kind: database.kind } });
    }
  });

  app.get('/api/ready', async (_request, reply) => {
    const state = await readiness.check();
    if (state.ready) return { status: 'ready' };
    return reply
      .status(503)
      .send(
        state.reason === 'draining' ? body('SHUTTING_DOWN', commonMessages.shuttingDown) : body('DATABASE_UNAVAILABLE', commonMessages.databaseUnavailable),
      );
  });
};

export default routes;
