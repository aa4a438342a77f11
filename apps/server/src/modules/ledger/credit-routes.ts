import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditTargetsResponse, creditTransferRequest, ledgerResponse, refundRequest, voidRequest } from '@despacha/domain/ledger/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid, tenantOf } from '../../lib/tenant.ts';
import { getServiceRow } from '../registry/public.ts';
import { recordCreditTransfer, recordRefund, voidCreditTransfer } from './credit-entries.ts';
import { creditTargets, refundsOf } from './credit-queries.ts';
import { ledgerOf } from './queries.ts';
import { renderRefundReceipt } from './refund-receipt.ts';
import { dispatcherOf, receiptParties } from './route-helpers.ts';

// The customer's credit (issue 35 §4, decision 059): given back from the caixa, or carried to
// another open service of the same owner. Every write answers the ledger of the service named in
// the URL, as the other ledger writes do; estornos are the dispatcher's.

const idParams = z.object({ id: z.string() });
const entryParams = z.object({ id: z.string(), entryId: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  async function serviceOf(db: Db, agencyId: string, id: string) {
    const row = await getServiceRow(db, { agencyId, id });
    if (!row) throw notFound();
    return row;
  }
  const ledgerAfter = async (db: Db, agencyId: string, id: string) => ledgerOf(db, await serviceOf(db, agencyId, id));

  app.post(
    '/api/services/:id/refunds',
    { onRequest: [app.requireUser], schema: { params: idParams, body: refundRequest, response: { 201: ledgerResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      await recordRefund(request.db, actor, request.params.id, request.body);
      return reply.status(201).send(await ledgerAfter(request.db, actor.agencyId, request.params.id));
    },
  );

  app.get('/api/services/:id/refunds/:entryId/receipt.pdf', { onRequest: [app.requireUser], schema: { params: entryParams } }, async (request, reply) => {
    const { agencyId } = tenantOf(request);
    const service = await serviceOf(request.db, agencyId, request.params.id);
    if (!isUuid(request.params.entryId)) throw notFound();
    const [refund] = await refundsOf(request.db, { agencyId, serviceId: service.id }, request.params.entryId);
    if (!refund) throw notFound();
    const pdf = await renderRefundReceipt({ ...(await receiptParties(request.db, service)), refund });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="recibo-devolucao-${refund.number}.pdf"`)
      .send(pdf);
  });

  app.get(
    '/api/services/:id/credit-targets',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: creditTargetsResponse } } },
    async (request) => {
      const service = await serviceOf(request.db, tenantOf(request).agencyId, request.params.id);
      return { services: await creditTargets(request.db, service) };
    },
  );

  app.post(
    '/api/services/:id/credit-transfers',
    { onRequest: [app.requireUser], schema: { params: idParams, body: creditTransferRequest, response: { 201: ledgerResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      await recordCreditTransfer(request.db, actor, request.params.id, request.body);
      return reply.status(201).send(await ledgerAfter(request.db, actor.agencyId, request.params.id));
    },
  );

  app.post(
    '/api/services/:id/credit-transfers/:entryId/void',
    { onRequest: [app.requireUser], schema: { params: entryParams, body: voidRequest, response: { 200: ledgerResponse } } },
    async (request) => {
      const actor = dispatcherOf(request);
      await voidCreditTransfer(request.db, actor, request.params.id, request.params.entryId, request.body.reason);
      return ledgerAfter(request.db, actor.agencyId, request.params.id);
    },
  );
};

export default routes;
