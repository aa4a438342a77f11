import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expenseRequest, ledgerResponse, paymentRequest, voidRequest } from '@despacha/domain/ledger/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid, tenantOf } from '../../lib/tenant.ts';
import { getServiceRow } from '../registry/public.ts';
import creditRoutes from './credit-routes.ts';
import { renderPaymentReceipt } from './payment-receipt.ts';
import { ledgerOf, paymentsOf } from './queries.ts';
import { recordExpense, recordPayment } from './record-entry.ts';
import { dispatcherOf, receiptParties } from './route-helpers.ts';
import { voidEntry, type EntryKind } from './void-entry.ts';

const idParams = z.object({ id: z.string() });
const entryParams = z.object({ id: z.string(), entryId: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  async function serviceOf(db: Db, agencyId: string, id: string) {
    const row = await getServiceRow(db, { agencyId, id });
    if (!row) throw notFound();
    return row;
  }
  const ledgerAfter = async (db: Db, agencyId: string, id: string) => ledgerOf(db, await serviceOf(db, agencyId, id));

  app.get('/api/services/:id/ledger', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: ledgerResponse } } }, async (request) =>
    ledgerAfter(request.db, tenantOf(request).agencyId, request.params.id),
  );

  app.post(
    '/api/services/:id/payments',
    { onRequest: [app.requireUser], schema: { params: idParams, body: paymentRequest, response: { 201: ledgerResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      await recordPayment(request.db, actor, request.params.id, request.body);
      return reply.status(201).send(await ledgerAfter(request.db, actor.agencyId, request.params.id));
    },
  );

  app.post(
    '/api/services/:id/expenses',
    { onRequest: [app.requireUser], schema: { params: idParams, body: expenseRequest, response: { 201: ledgerResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      await recordExpense(request.db, actor, request.params.id, request.body);
      return reply.status(201).send(await ledgerAfter(request.db, actor.agencyId, request.params.id));
    },
  );

  for (const kind of ['payments', 'expenses', 'refunds'] as EntryKind[]) {
    app.post(
      `/api/services/:id/${kind}/:entryId/void`,
      { onRequest: [app.requireUser], schema: { params: entryParams, body: voidRequest, response: { 200: ledgerResponse } } },
      async (request) => {
        const actor = dispatcherOf(request);
        await voidEntry(request.db, actor, request.params.id, kind, request.params.entryId, request.body.reason);
        return ledgerAfter(request.db, actor.agencyId, request.params.id);
      },
    );
  }

  app.get('/api/services/:id/payments/:entryId/receipt.pdf', { onRequest: [app.requireUser], schema: { params: entryParams } }, async (request, reply) => {
    const { agencyId } = tenantOf(request);
    const service = await serviceOf(request.db, agencyId, request.params.id);
    if (!isUuid(request.params.entryId)) throw notFound();
    const [payment] = await paymentsOf(request.db, { agencyId, serviceId: service.id }, request.params.entryId);
    if (!payment) throw notFound();
    const pdf = await renderPaymentReceipt({ ...(await receiptParties(request.db, service)), payment });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="recibo-pagamento-${payment.number}.pdf"`)
      .send(pdf);
  });

  // Devolver and transferir crédito (decision 059).
  await app.register(creditRoutes);
};

export default routes;
