import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agencyResponse, createAgencyRequest } from '@despacha/domain/contracts/agencies';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import { createAgencyForUser } from './create-agency.ts';
import { getAgency, listAgencies } from './queries.ts';
import { isUuid } from '../../lib/tenant.ts';

const agencyIdParams = z.object({ id: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/onboarding/agency',
    { onRequest: [app.requireUser], schema: { body: createAgencyRequest, response: { 201: agencyResponse } } },
    async (request, reply) => {
      const actor = request.actor!;
      if (actor.role === 'admin') throw forbidden();
      if (actor.agencyId) throw conflict('ALREADY_MEMBER', agencyMessages.alreadyMember);
      const agency = await createAgencyForUser(request.db, actor.userId, request.body);
      // The agency's first event, in its own trail: who opened it, from where.
      const who = { userId: actor.userId, name: actor.name, role: 'dispatcher' };
      await recordAudit(request.db, {
        agencyId: agency.id,
        actor: who,
        action: 'created',
        entity: 'agency',
        entityId: agency.id,
        summary: `Cadastrou a agência ${agency.name}`,
        ip: request.ip,
      });
      app.forgetActor(actor.userId);
      await app.adminNotices.newClient(agency.id, actor);
      return reply.status(201).send(agency);
    },
  );

  app.get('/api/agency', { onRequest: [app.requireUser], schema: { response: { 200: agencyResponse } } }, async (request) => {
    const agencyId = request.actor!.agencyId;
    const agency = agencyId ? await getAgency(request.db, { agencyId }) : null;
    if (!agency) throw notFound();
    return agency;
  });

  // Another agency's id is "not found", never "forbidden": its existence is not revealed.
  app.get('/api/agencies/:id', { onRequest: [app.requireUser], schema: { params: agencyIdParams, response: { 200: agencyResponse } } }, async (request) => {
    const actor = request.actor!;
    const { id } = request.params;
    const visible = actor.role === 'admin' || actor.agencyId === id;
    const agency = visible && isUuid(id) ? await getAgency(request.db, { agencyId: id }) : null;
    if (!agency) throw notFound();
    return agency;
  });

  app.get(
    '/api/admin/agencies',
    { onRequest: [app.requireAdmin], schema: { response: { 200: z.array(agencyResponse) } }, serializerCompiler: compiledSerializer },
    async (request) => listAgencies(request.db),
  );
};

export default routes;
