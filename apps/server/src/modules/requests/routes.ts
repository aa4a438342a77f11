import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  createRequestBody,
  requestCreated,
  requestDetail,
  requestList,
  requestListQuery,
  requestPdfBody,
} from '@despacha/domain/contracts/requests/request-record';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, idempotencyMessages } from '@despacha/domain/contracts/requests/idempotency';
import { requestPdfFilename } from '@despacha/domain/contracts/requests/request-meta';
import type { RequestType } from '@despacha/domain/contracts/requests/request-types';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { createRequest } from './create-request.ts';
import { getRequestRow, listRequests, toRequestDetail } from './queries.ts';
import { renderRequestPdf } from './request-pdf.ts';
import { validateRequest } from './validate-request.ts';

const idParams = z.object({ id: z.string() });

/** Optional, so a client without keys still submits (unprotected); a malformed key is refused. */
function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new HttpError(400, 'INVALID_IDEMPOTENCY_KEY', idempotencyMessages.invalidKey);
  return header;
}
const pdfQuery = z.object({ inline: z.string().optional() });

const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db: platformDb }) => {
  app.get('/api/requests', { onRequest: [app.requireUser], schema: { querystring: requestListQuery, response: { 200: requestList } } }, async (request) =>
    listRequests(request.db, { agencyId: tenantOf(request).agencyId, ...request.query }),
  );

  // 201 for a new request; 200 with `idempotent-replayed: true` when the key had already stored it.
  app.post(
    '/api/requests',
    { onRequest: [app.requireUser], schema: { body: createRequestBody, response: { 200: requestCreated, 201: requestCreated } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const { created, replayed } = await createRequest(request.db, tenantOf(request), request.body, key);
      if (replayed) return reply.status(200).header('idempotent-replayed', 'true').send(created);
      return reply.status(201).send(created);
    },
  );

  app.get('/api/requests/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: requestDetail } } }, async (request) => {
    const row = await getRequestRow(request.db, { agencyId: tenantOf(request).agencyId, id: request.params.id });
    if (!row) throw notFound();
    return toRequestDetail(row);
  });

  app.get('/api/requests/:id/pdf', { onRequest: [app.requireUser], schema: { params: idParams, querystring: pdfQuery } }, async (request, reply) => {
    const { agencyId } = tenantOf(request);
    const row = await getRequestRow(request.db, { agencyId, id: request.params.id });
    if (!row) throw notFound();
    const type = row.type as RequestType;
    const pdf = await renderRequestPdf({ type, data: row.data, agency: await agencyOf(agencyId) });
    return sendPdf(reply, pdf, requestPdfFilename(type, row.data), request.query.inline === '1');
  });

  // The form's "Baixar PDF" before (or without) submitting: checked like a submit, never stored.
  app.post('/api/requests/pdf', { onRequest: [app.requireUser], schema: { body: requestPdfBody } }, async (request, reply) => {
    const { agencyId } = tenantOf(request);
    const { entry, values } = validateRequest(request.body.type, request.body.data);
    const pdf = await renderRequestPdf({ type: entry.type, data: values, agency: await agencyOf(agencyId) });
    return sendPdf(reply, pdf, requestPdfFilename(entry.type, values), false);
  });

  async function agencyOf(agencyId: string) {
    const agency = await platformDb.query.agencies.findFirst({ where: eq(agencies.id, agencyId) });
    if (!agency) throw notFound();
    return agency;
  }
};

/** `inline` lets the browser open it in a tab to print; otherwise it downloads. */
function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string, inline: boolean) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${filename}"`)
    .send(pdf);
}

export default routes;
