import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAIXA_PAGE_SIZE } from '@despacha/domain/caixa/messages';
import { caixaExportQuery, caixaQuery, caixaResponse } from '@despacha/domain/contracts/caixa';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { buildCaixa } from './build-caixa.ts';
import { exportCaixa } from './export-caixa.ts';

/** Caixa (issue 15, decision 027): every member of the agency, dispatcher and staff alike. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/caixa',
    { onRequest: [app.requireUser], schema: { querystring: caixaQuery, response: { 200: caixaResponse } }, serializerCompiler: compiledSerializer },
    async (request) => buildCaixa(request.db, tenantOf(request).agencyId, request.query, { page: request.query.page, pageSize: CAIXA_PAGE_SIZE }),
  );

  app.get('/api/caixa/export', { onRequest: [app.requireUser], schema: { querystring: caixaExportQuery } }, async (request, reply) => {
    const file = await exportCaixa(request.db, tenantOf(request).agencyId, request.query);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};

export default routes;
