import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commissionExportQuery,
  commissionStatement,
  commissionStatementQuery,
  originSettingsRequest,
  originSettingsResponse,
  settleCommissionsRequest,
  settleCommissionsResponse,
  voidCommissionResponse,
} from '@despacha/domain/commissions/contracts';
import { commissionMessages } from '@despacha/domain/commissions/messages';
import { voidRequest } from '@despacha/domain/ledger/contracts';
import { ledgerMessages } from '@despacha/domain/ledger/messages';
import { isDispatcher } from '@despacha/domain/roles';
import { TEXT } from '@despacha/domain/limits';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity.ts';
import { HttpError, invalid, notFound } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { buildStatement } from './build-statement.ts';
import { exportCommissions } from './export-commissions.ts';
import { originOf, saveSettings, serviceTypeLabels, settingsOf } from './queries.ts';
import { settleCommissions, voidCommission } from './settle-commissions.ts';

const idParams = z.object({ id: z.string().max(TEXT.id) });
const entryParams = z.object({ entryId: z.string().max(TEXT.id) });

/** Origem dos Serviços → Configurar and Comissões (issue 34 item 13): every member of the agency; estornos are the dispatcher's. */
const routes: FastifyPluginAsyncZod = async (app) => {
  async function originOrNotFound(db: Db, agencyId: string, id: string) {
    const origin = await originOf(db, agencyId, id);
    if (!origin) throw notFound();
    return origin;
  }

  app.get(
    '/api/origins/:id/settings',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: originSettingsResponse } } },
    async (request) => {
      const { agencyId } = tenantOf(request);
      const origin = await originOrNotFound(request.db, agencyId, request.params.id);
      return settingsOf(request.db, agencyId, origin.id);
    },
  );

  app.put(
    '/api/origins/:id/settings',
    { onRequest: [app.requireUser], schema: { params: idParams, body: originSettingsRequest, response: { 200: originSettingsResponse } } },
    async (request) => {
      const actor = tenantOf(request);
      const origin = await originOrNotFound(request.db, actor.agencyId, request.params.id);
      // A type rule names one of the service types the registry offers.
      const labels = await serviceTypeLabels(request.db);
      const unknown = request.body.rules.findIndex((r) => r.servico !== '' && !labels.has(r.servico));
      if (unknown >= 0) throw invalid({ [`rules.${unknown}.servico`]: commissionMessages.serviceTypeRequired });
      await saveSettings(request.db, actor.agencyId, origin.id, request.body);
      await recordActivity(request.db, actor.agencyId, actor, {
        action: 'updated',
        entity: 'origin',
        entityId: origin.id,
        summary: `Configurou a comissão e o contato da origem ${origin.nomeEmpresa}`,
      });
      return settingsOf(request.db, actor.agencyId, origin.id);
    },
  );

  app.get(
    '/api/commissions',
    { onRequest: [app.requireUser], schema: { querystring: commissionStatementQuery, response: { 200: commissionStatement } } },
    async (request) => buildStatement(request.db, tenantOf(request).agencyId, request.query),
  );

  app.get('/api/commissions/export', { onRequest: [app.requireUser], schema: { querystring: commissionExportQuery } }, async (request, reply) => {
    const file = await exportCommissions(request.db, tenantOf(request).agencyId, request.query);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  app.post(
    '/api/commissions/settle',
    { onRequest: [app.requireUser], schema: { body: settleCommissionsRequest, response: { 201: settleCommissionsResponse } } },
    async (request, reply) => reply.status(201).send(await settleCommissions(request.db, tenantOf(request), request.body)),
  );

  app.post(
    '/api/commissions/:entryId/void',
    { onRequest: [app.requireUser], schema: { params: entryParams, body: voidRequest, response: { 200: voidCommissionResponse } } },
    async (request) => {
      const actor = tenantOf(request);
      if (!isDispatcher(actor.role)) throw new HttpError(403, 'FORBIDDEN', ledgerMessages.dispatcherOnly);
      return voidCommission(request.db, actor, request.params.entryId, request.body.reason);
    },
  );
};

export default routes;
