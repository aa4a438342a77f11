import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originRequest, originResponse } from '@despacha/domain/contracts/registry/origin';
import { recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { getOrigin, listOrigins, saveOrigin } from './queries.ts';

const idParams = z.object({ id: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/origins',
    { onRequest: [app.requireUser], schema: { querystring: z.object({ q: z.string().optional() }), response: { 200: z.array(originResponse) } } },
    async (request) => listOrigins(request.db, { agencyId: tenantOf(request).agencyId, q: request.query.q }),
  );

  app.get('/api/origins/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: originResponse } } }, async (request) => {
    const origin = await getOrigin(request.db, { agencyId: tenantOf(request).agencyId, id: request.params.id });
    if (!origin) throw notFound();
    return origin;
  });

  app.post('/api/origins', { onRequest: [app.requireUser], schema: { body: originRequest, response: { 201: originResponse } } }, async (request, reply) => {
    const actor = tenantOf(request);
    const origin = (await saveOrigin(request.db, { agencyId: actor.agencyId, data: request.body }))!;
    await recordActivity(request.db, actor.agencyId, actor, {
      action: 'created',
      entity: 'origin',
      entityId: origin.id,
      summary: `Cadastrou a origem ${origin.nomeEmpresa}`,
    });
    return reply.status(201).send(origin);
  });

  app.put(
    '/api/origins/:id',
    { onRequest: [app.requireUser], schema: { params: idParams, body: originRequest, response: { 200: originResponse } } },
    async (request) => {
      const actor = tenantOf(request);
      const origin = await saveOrigin(request.db, { agencyId: actor.agencyId, id: request.params.id, data: request.body });
      if (!origin) throw notFound();
      await recordActivity(request.db, actor.agencyId, actor, {
        action: 'updated',
        entity: 'origin',
        entityId: origin.id,
        summary: `Atualizou a origem ${origin.nomeEmpresa}`,
      });
      return origin;
    },
  );
};

export default routes;
