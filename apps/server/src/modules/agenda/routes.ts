import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agendaLateQuery, agendaLateResponse, agendaQuery, agendaResponse, agendaSummaryResponse } from '@despacha/domain/agenda/contracts';
import { todayIso } from '../../lib/dates.ts';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { agendaLateJson } from './agenda-late-statement.ts';
import { agendaJson } from './agenda-statement.ts';
import { agendaSummary } from './agenda-summary.ts';

/** Agenda (issue 18 item 2, decision 038): every member of the agency reads it; it writes nothing. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The database writes the answer (decision 046); the schema still documents it, and the tests
  // read it back through agendaResponse.
  app.get('/api/agenda', { onRequest: [app.requireUser], schema: { querystring: agendaQuery, response: { 200: agendaResponse } } }, async (request, reply) =>
    sendJsonText(reply, await agendaJson(request.db, tenantOf(request).agencyId, request.query, todayIso())),
  );
  // The late lists' next pages ("Carregar mais"), in the agenda's order, written by the database too.
  app.get(
    '/api/agenda/late',
    { onRequest: [app.requireUser], schema: { querystring: agendaLateQuery, response: { 200: agendaLateResponse } } },
    async (request, reply) => sendJsonText(reply, await agendaLateJson(request.db, tenantOf(request).agencyId, request.query, todayIso())),
  );
  app.get(
    '/api/agenda/summary',
    { onRequest: [app.requireUser], schema: { response: { 200: agendaSummaryResponse } }, serializerCompiler: compiledSerializer },
    async (request) => agendaSummary(request.db, tenantOf(request).agencyId),
  );
};

export default routes;
