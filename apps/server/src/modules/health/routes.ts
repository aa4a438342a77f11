import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

/** Liveness with the database's state: 200 when it answers, 503 when it does not. */
const routes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/api/health', async (request, reply) => {
    try {
      const latencyMs = await database.ping();
      return { status: 'ok', database: { status: 'up', kind: database.kind, latencyMs: Math.round(latencyMs * 100) / 100 } };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: { status: 'down', kind: database.kind } });
    }
  });
};

export default routes;
