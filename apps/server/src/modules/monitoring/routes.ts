import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createIncidentBody, incidentParams, logQuery, logsResponse, monitoringOverview, resolveIncidentBody } from '@despacha/domain/contracts/monitoring';
import { monitoringMessages } from '@despacha/domain/monitoring/constants';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { createIncident, resolveIncident } from './incidents.ts';
import type { Monitor } from './monitor.ts';
import { prometheusText } from './prometheus.ts';

const digest = (v: string) => createHash('sha256').update(v).digest();

/** Monitoramento for platform administrators, and /metrics for an external monitor holding the token. */
const routes: FastifyPluginAsyncZod<{ monitor: Monitor; metricsToken?: string }> = async (app, { monitor, metricsToken }) => {
  const admin = { onRequest: [app.requireAdmin] };

  app.get('/api/admin/monitoring', { ...admin, schema: { response: { 200: monitoringOverview } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return monitor.overview();
  });

  app.get('/api/admin/monitoring/logs', { ...admin, schema: { querystring: logQuery, response: { 200: logsResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { items: monitor.logRing.lines(request.query.level) };
  });

  app.post(
    '/api/admin/monitoring/incidents',
    { ...admin, schema: { body: createIncidentBody, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => {
      const id = await createIncident(request.db, request.body, request.actor!.userId);
      request.log.info({ kind: request.body.type }, 'incident registered by an administrator');
      await app.adminNotices.incidentOpened(id, request.actor!);
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/api/admin/monitoring/incidents/:id/resolve',
    { ...admin, schema: { params: incidentParams, body: resolveIncidentBody, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await resolveIncident(request.db, request.params.id, request.body.note, request.actor!.userId);
      return { ok: true as const };
    },
  );

  // Without METRICS_TOKEN the endpoint does not exist (404: nothing tells a prober it could be
  // opened); with it, a missing or wrong bearer token is 401. Decision 032.
  const expected = metricsToken ? digest(metricsToken) : null;
  app.get('/metrics', async (request, reply) => {
    if (!expected) throw notFound();
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'UNAUTHENTICATED', monitoringMessages.metricsTokenInvalid);
    }
    const text = prometheusText(monitor.histograms.groups, monitor.histograms.snapshot(Date.now()), await monitor.sampleResources());
    return reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
};

export default routes;
