import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exigenciaListQuery,
  exigenciaListResponse,
  exigenciaServiceOption,
  exigenciaSummaryResponse,
  registerExigenciaRequest,
  responsibleOption,
  returnExigenciaRequest,
  serviceExigenciasResponse,
  serviceLookupQuery,
  updateExigenciaRequest,
} from '@despacha/domain/exigencias/contracts';
import { notFound } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { exigenciaSummary, exigenciasOfService, listExigencias, lookupServices, responsibleOptions, serviceOption } from './queries.ts';
import { registerExigencia } from './register-exigencia.ts';
import { returnExigencia } from './return-exigencia.ts';
import { updateExigencia } from './update-exigencia.ts';

const idParams = z.object({ id: z.string() });

// Retorno de Exigência (decision 037): the queue, the dashboard card's counts, registering a
// DETRAN demand on a service and returning it. Every query is scoped to the actor's agency.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exigencias',
    { onRequest: [app.requireUser], schema: { querystring: exigenciaListQuery, response: { 200: exigenciaListResponse } } },
    async (request) => listExigencias(request.db, tenantOf(request).agencyId, request.query),
  );

  app.get('/api/exigencias/summary', { onRequest: [app.requireUser], schema: { response: { 200: exigenciaSummaryResponse } } }, async (request) =>
    exigenciaSummary(request.db, tenantOf(request).agencyId),
  );

  app.get(
    '/api/exigencias/services',
    { onRequest: [app.requireUser], schema: { querystring: serviceLookupQuery, response: { 200: z.array(exigenciaServiceOption) } } },
    async (request) => lookupServices(request.db, tenantOf(request).agencyId, request.query.q),
  );

  app.get(
    '/api/exigencias/services/:id',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: serviceExigenciasResponse } } },
    async (request) => {
      const { agencyId } = tenantOf(request);
      const service = await serviceOption(request.db, agencyId, request.params.id);
      if (!service) throw notFound();
      return { service, exigencias: await exigenciasOfService(request.db, agencyId, service.id) };
    },
  );

  app.get('/api/exigencias/responsibles', { onRequest: [app.requireUser], schema: { response: { 200: z.array(responsibleOption) } } }, async (request) =>
    responsibleOptions(request.db, tenantOf(request).agencyId),
  );

  app.post(
    '/api/exigencias',
    { onRequest: [app.requireUser], schema: { body: registerExigenciaRequest, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => reply.status(201).send(await registerExigencia(request.db, tenantOf(request), request.body)),
  );

  app.patch('/api/exigencias/:id', { onRequest: [app.requireUser], schema: { params: idParams, body: updateExigenciaRequest } }, async (request, reply) => {
    await updateExigencia(request.db, tenantOf(request), request.params.id, request.body);
    return reply.status(204).send();
  });

  app.post(
    '/api/exigencias/:id/return',
    { onRequest: [app.requireUser], schema: { params: idParams, body: returnExigenciaRequest } },
    async (request, reply) => {
      await returnExigencia(request.db, tenantOf(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );
};

export default routes;
