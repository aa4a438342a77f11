import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  createGuiaRequest,
  deliverGuiaRequest,
  guiaCandidatesQuery,
  guiaCandidatesResponse,
  guiaDetail as guiaDetailResponse,
  guiaListQuery,
  guiaListResponse,
  returnGuiaRequest,
  updateGuiaRequest,
} from '@despacha/domain/guias/contracts';
import { guiaName } from '@despacha/domain/guias/kinds';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid, tenantOf } from '../../lib/tenant.ts';
import { createGuia, updateGuia } from './create-guia.ts';
import { auditGuiaPrint, type GuiaActor } from './guia-log.ts';
import { renderGuiaPdf } from './guia-pdf.ts';
import { guiaCandidates, guiaDetail, listGuias } from './queries.ts';
import { deliverGuia, discardGuia, returnGuia } from './transitions.ts';

const idParams = z.object({ id: z.string().max(64) });
const pdfQuery = z.object({ inline: z.enum(['1']).optional() });

/** The session's member of the agency, with the client address for the audit trail. */
const withIp = (request: FastifyRequest): GuiaActor => ({ ...tenantOf(request), ip: request.ip });

/** Guia PL / Guia Geral (decision 039): every member of the agency, on the agency's own guias. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const detailOf = async (db: Db, agencyId: string, id: string) => {
    const guia = isUuid(id) ? await guiaDetail(db, agencyId, id) : null;
    if (!guia) throw notFound();
    return guia;
  };

  app.get('/api/guias', { onRequest: [app.requireUser], schema: { querystring: guiaListQuery, response: { 200: guiaListResponse } } }, async (request) =>
    listGuias(request.db, tenantOf(request).agencyId, request.query),
  );

  app.get(
    '/api/guias/candidates',
    { onRequest: [app.requireUser], schema: { querystring: guiaCandidatesQuery, response: { 200: guiaCandidatesResponse } } },
    async (request) => guiaCandidates(request.db, tenantOf(request).agencyId, request.query.kind, request.query.q),
  );

  app.post(
    '/api/guias',
    { onRequest: [app.requireUser], schema: { body: createGuiaRequest, response: { 201: guiaDetailResponse } } },
    async (request, reply) => {
      const actor = withIp(request);
      const { id } = await createGuia(request.db, actor, request.body);
      return reply.status(201).send(await detailOf(request.db, actor.agencyId, id));
    },
  );

  app.get('/api/guias/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: guiaDetailResponse } } }, async (request) =>
    detailOf(request.db, tenantOf(request).agencyId, request.params.id),
  );

  app.put(
    '/api/guias/:id',
    { onRequest: [app.requireUser], schema: { params: idParams, body: updateGuiaRequest, response: { 200: guiaDetailResponse } } },
    async (request) => {
      const actor = withIp(request);
      await updateGuia(request.db, actor, request.params.id, request.body);
      return detailOf(request.db, actor.agencyId, request.params.id);
    },
  );

  app.post(
    '/api/guias/:id/deliver',
    { onRequest: [app.requireUser], schema: { params: idParams, body: deliverGuiaRequest, response: { 200: guiaDetailResponse } } },
    async (request) => {
      const actor = withIp(request);
      await deliverGuia(request.db, actor, request.params.id, request.body);
      return detailOf(request.db, actor.agencyId, request.params.id);
    },
  );

  app.post(
    '/api/guias/:id/return',
    { onRequest: [app.requireUser], schema: { params: idParams, body: returnGuiaRequest, response: { 200: guiaDetailResponse } } },
    async (request) => {
      const actor = withIp(request);
      await returnGuia(request.db, actor, request.params.id, request.body);
      return detailOf(request.db, actor.agencyId, request.params.id);
    },
  );

  app.delete('/api/guias/:id', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    await discardGuia(request.db, withIp(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/guias/:id/pdf', { onRequest: [app.requireUser], schema: { params: idParams, querystring: pdfQuery } }, async (request, reply) => {
    const actor = withIp(request);
    const guia = await detailOf(request.db, actor.agencyId, request.params.id);
    const agency = await request.db.query.agencies.findFirst({ where: eq(agencies.id, actor.agencyId) });
    const pdf = await renderGuiaPdf(agency!, guia);
    await auditGuiaPrint(request.db, actor, guia.id, `Imprimiu a ${guiaName(guia.kind, guia.number)}`);
    const filename = `guia-${guia.kind}-${guia.number}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${request.query.inline ? 'inline' : 'attachment'}; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};

export default routes;
