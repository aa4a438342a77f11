import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agendaQuery, agendaResponse, agendaSummaryResponse } from '@despacha/domain/agenda/contracts';
import type { Db } from '../../db/client.ts';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { agendaSummary, buildAgenda } from './build-agenda.ts';

/** Agenda (issue 18 item 2, decision 038): every member of the agency reads it; it writes nothing. */
const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/agenda', { onRequest: [app.requireUser], schema: { querystring: agendaQuery, response: { 200: agendaResponse } }, serializerCompiler: compiledSerializer }, async (request) =>
    buildAgenda(db, tenantOf(request).agencyId, request.query),
  );
  app.get('/api/agenda/summary', { onRequest: [app.requireUser], schema: { response: { 200: agendaSummaryResponse } }, serializerCompiler: compiledSerializer }, async (request) =>
    agendaSummary(db, tenantOf(request).agencyId),
  );
};

export default routes;
