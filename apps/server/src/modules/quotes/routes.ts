import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  quoteConversion as quoteConversionSchema,
  quoteLinkRequest,
  quoteListQuery,
  quoteListResponse,
  quoteRequest,
  quoteResponse as quoteResponseSchema,
  quoteShareResponse,
  quoteStatusRequest,
} from '@despacha/domain/quotes/contracts';
import type { Db } from '../../db/client.ts';
import { todayIso } from '../../lib/dates.ts';
import { notFound } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { loadAgency } from '../library/public.ts';
import { linkQuoteService, quoteConversion } from './convert-quote.ts';
import { listQuotes, quoteResponse } from './queries.ts';
import { renderQuotePdf } from './quote-pdf.ts';
import { createQuote, setQuoteStatus, updateQuote } from './save-quote.ts';
import { revokeQuoteLink, shareQuote } from './share-quote.ts';

const idParams = z.object({ id: z.string().max(64) });

/** Orçamentos (issue 19 item 3, decision 041): any user of the agency; another agency's quote is 404. */
const routes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const answer = async (db: Db, agencyId: string, id: string) => {
    const quote = await quoteResponse(db, agencyId, id);
    if (!quote) throw notFound();
    return quote;
  };

  app.get('/api/quotes', { onRequest: [app.requireUser], schema: { querystring: quoteListQuery, response: { 200: quoteListResponse } } }, async (request) =>
    listQuotes(request.db, tenantOf(request).agencyId, request.query),
  );

  app.post('/api/quotes', { onRequest: [app.requireUser], schema: { body: quoteRequest, response: { 201: quoteResponseSchema } } }, async (request, reply) => {
    const actor = tenantOf(request);
    const id = await createQuote(request.db, actor, request.body);
    return reply.status(201).send(await answer(request.db, actor.agencyId, id));
  });

  app.get('/api/quotes/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: quoteResponseSchema } } }, async (request) =>
    answer(request.db, tenantOf(request).agencyId, request.params.id),
  );

  app.put(
    '/api/quotes/:id',
    { onRequest: [app.requireUser], schema: { params: idParams, body: quoteRequest, response: { 200: quoteResponseSchema } } },
    async (request) => {
      const actor = tenantOf(request);
      await updateQuote(request.db, actor, request.params.id, request.body);
      return answer(request.db, actor.agencyId, request.params.id);
    },
  );

  app.post(
    '/api/quotes/:id/status',
    { onRequest: [app.requireUser], schema: { params: idParams, body: quoteStatusRequest, response: { 200: quoteResponseSchema } } },
    async (request) => {
      const actor = tenantOf(request);
      await setQuoteStatus(request.db, actor, request.params.id, request.body.status);
      return answer(request.db, actor.agencyId, request.params.id);
    },
  );

  app.post('/api/quotes/:id/share', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: quoteShareResponse } } }, async (request) => {
    const path = await shareQuote(request.db, tenantOf(request), request.params.id);
    return { url: new URL(path, publicUrl).toString() };
  });

  app.delete(
    '/api/quotes/:id/share',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: quoteResponseSchema } } },
    async (request) => {
      const actor = tenantOf(request);
      await revokeQuoteLink(request.db, actor, request.params.id);
      return answer(request.db, actor.agencyId, request.params.id);
    },
  );

  app.get('/api/quotes/:id/pdf', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    const { agencyId } = tenantOf(request);
    const quote = await answer(request.db, agencyId, request.params.id);
    const pdf = await renderQuotePdf(await loadAgency(request.db, agencyId), quote, todayIso());
    return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="orcamento-${quote.number}.pdf"`).send(pdf);
  });

  app.get(
    '/api/quotes/:id/conversion',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: quoteConversionSchema } } },
    async (request) => quoteConversion(request.db, tenantOf(request).agencyId, request.params.id),
  );

  app.post(
    '/api/quotes/:id/link',
    { onRequest: [app.requireUser], schema: { params: idParams, body: quoteLinkRequest, response: { 200: quoteResponseSchema } } },
    async (request) => {
      const actor = tenantOf(request);
      await linkQuoteService(request.db, actor, request.params.id, request.body.serviceId);
      return answer(request.db, actor.agencyId, request.params.id);
    },
  );
};

export default routes;
