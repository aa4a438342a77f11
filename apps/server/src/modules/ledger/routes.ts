import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { expenseRequest, ledgerResponse, paymentRequest, voidRequest } from '@despacha/domain/ledger/contracts';
import { ledgerMessages } from '@despacha/domain/ledger/messages';
import { isDispatcher } from '@despacha/domain/roles';
import type { Db } from '../../db/client.ts';
import { agencies, fieldOptions, owners, vehicles } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid, tenantOf, type TenantActor } from '../../lib/tenant.ts';
import { getServiceRow } from '../registry/queries.ts';
import { renderPaymentReceipt } from './payment-receipt.ts';
import { ledgerOf, paymentsOf } from './queries.ts';
import { recordExpense, recordPayment } from './record-entry.ts';
import { voidEntry, type EntryKind } from './void-entry.ts';

const idParams = z.object({ id: z.string() });
const entryParams = z.object({ id: z.string(), entryId: z.string() });

/** Estornos are the dispatcher's: a plain user of the agency gets 403. */
function dispatcherOf(request: FastifyRequest): TenantActor {
  const actor = tenantOf(request);
  if (!isDispatcher(actor.role)) throw new HttpError(403, 'FORBIDDEN', ledgerMessages.dispatcherOnly);
  return actor;
}

const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function serviceOf(agencyId: string, id: string) {
    const row = await getServiceRow(db, { agencyId, id });
    if (!row) throw notFound();
    return row;
  }
  const ledgerAfter = async (agencyId: string, id: string) => ledgerOf(db, await serviceOf(agencyId, id));

  app.get('/api/services/:id/ledger', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: ledgerResponse } } }, async (request) =>
    ledgerAfter(tenantOf(request).agencyId, request.params.id),
  );

  app.post(
    '/api/services/:id/payments',
    { onRequest: [app.requireUser], schema: { params: idParams, body: paymentRequest, response: { 201: ledgerResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      await recordPayment(db, actor, request.params.id, request.body);
      return reply.status(201).send(await ledgerAfter(actor.agencyId, request.params.id));
    },
  );

  app.post(
    '/api/services/:id/expenses',
    { onRequest: [app.requireUser], schema: { params: idParams, body: expenseRequest, response: { 201: ledgerResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      await recordExpense(db, actor, request.params.id, request.body);
      return reply.status(201).send(await ledgerAfter(actor.agencyId, request.params.id));
    },
  );

  for (const kind of ['payments', 'expenses'] as EntryKind[]) {
    app.post(
      `/api/services/:id/${kind}/:entryId/void`,
      { onRequest: [app.requireUser], schema: { params: entryParams, body: voidRequest, response: { 200: ledgerResponse } } },
      async (request) => {
        const actor = dispatcherOf(request);
        await voidEntry(db, actor, request.params.id, kind, request.params.entryId, request.body.reason);
        return ledgerAfter(actor.agencyId, request.params.id);
      },
    );
  }

  app.get('/api/services/:id/payments/:entryId/receipt.pdf', { onRequest: [app.requireUser], schema: { params: entryParams } }, async (request, reply) => {
    const { agencyId } = tenantOf(request);
    const service = await serviceOf(agencyId, request.params.id);
    if (!isUuid(request.params.entryId)) throw notFound();
    const [payment] = await paymentsOf(db, { agencyId, serviceId: service.id }, request.params.entryId);
    if (!payment) throw notFound();
    const [agency, owner, vehicle, option] = await Promise.all([
      db.query.agencies.findFirst({ where: eq(agencies.id, agencyId) }),
      db.query.owners.findFirst({ where: and(eq(owners.agencyId, agencyId), eq(owners.id, service.ownerId)) }),
      db.query.vehicles.findFirst({ where: and(eq(vehicles.agencyId, agencyId), eq(vehicles.id, service.vehicleId)) }),
      db.query.fieldOptions.findFirst({ where: and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, service.servico)) }),
    ]);
    const pdf = await renderPaymentReceipt({
      agency: agency!,
      payment,
      payer: { nome: owner!.nome, cpf: owner!.cpf ?? '', cnpj: owner!.cnpj ?? '' },
      service: { number: service.number, label: option?.optionLabel ?? service.servico },
      vehicle: { placa: vehicle!.placa, renavam: vehicle!.renavam },
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="recibo-pagamento-${payment.number}.pdf"`)
      .send(pdf);
  });
};

export default routes;
