import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nfseExportQuery, nfseListQuery, nfseListResponse, nfseZipQuery } from '@despacha/domain/nfse/list-contracts';
import { tenantOf } from '../../lib/tenant.ts';
import { exportNfseList } from './export-list.ts';
import { listNfse } from './list.ts';
import { monthXmlZip } from './xml-zip.ts';

// Notas fiscais (issue 37, decisions 075 and 077): every member of the agency lists its NFS-e,
// exports the list and downloads the month's authorised XMLs, as they download one NFS-e's XML
// from the service (decision 073).
// Registered by routes.ts, inside the module's plugin.
const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: [app.requireUser] };

  app.get('/api/nfse', { ...guard, schema: { querystring: nfseListQuery, response: { 200: nfseListResponse } } }, async (request) =>
    listNfse(request.db, tenantOf(request).agencyId, request.query),
  );

  // The list as a file (decision 077): the same filters and order, every row, with the totals.
  app.get('/api/nfse/export', { ...guard, schema: { querystring: nfseExportQuery } }, async (request, reply) => {
    const file = await exportNfseList(request.db, tenantOf(request), request.query, request.ip);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  app.get('/api/nfse/xml.zip', { ...guard, schema: { querystring: nfseZipQuery } }, async (request, reply) => {
    const { stream, fileName } = await monthXmlZip(request.db, tenantOf(request), request.query, request.ip, request.log);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};

export default listRoutes;
