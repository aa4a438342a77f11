import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateServiceProblem } from '@despacha/domain/library/certificate-services';
import { findLibraryItem, libraryMessages } from '@despacha/domain/library/catalog';
import { registrySearchQuery } from '@despacha/domain/contracts/registry/registration';
import { invalid, notFound } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { loadLibraryContext } from './load-context.ts';
import { renderLibraryItem } from './render-library-item.ts';
import { librarySearch, libraryService } from './services-for-item.ts';
import { auditPrefilledDocument } from './audit-prefilled.ts';

const params = z.object({ itemId: z.string() });
const query = z.object({
  serviceId: z.string().trim().optional(),
  /** Visualizar opens the PDF in the browser instead of saving it. */
  inline: z.enum(['1']).optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/library/services',
    { onRequest: [app.requireUser], schema: { querystring: registrySearchQuery.pick({ q: true }), response: { 200: z.array(libraryService) } } },
    async (request) => librarySearch(request.db, { agencyId: tenantOf(request).agencyId, q: request.query.q }),
  );

  app.get('/api/library/:itemId.pdf', { onRequest: [app.requireUser], schema: { params, querystring: query } }, async (request, reply) => {
    const { agencyId } = tenantOf(request);
    const item = findLibraryItem(request.params.itemId);
    if (!item) throw notFound();
    const { serviceId, inline } = request.query;
    if (serviceId && !item.prefillable) throw invalid({ serviceId: libraryMessages.notPrefillable }, libraryMessages.notPrefillable);
    const ctx = await loadLibraryContext(request.db, { agencyId, serviceId: serviceId || undefined, itemId: item.id });
    // A process certificate attests a finished process of its own kind (certificate-services.ts).
    const problem = ctx.filled ? certificateServiceProblem(item.id, ctx.filled.service) : null;
    if (problem) throw invalid({ serviceId: problem }, problem);
    const pdf = await renderLibraryItem(item, ctx);
    // A blank form holds nobody's data; one filled from a service is a document about its owner.
    if (ctx.filled) await auditPrefilledDocument(request.db, request, item.title, ctx.filled.service);
    const filename = ctx.filled ? `${item.id}-servico-${ctx.filled.service.number}.pdf` : `${item.id}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default routes;
