import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { serviceResponse } from '@despacha/domain/contracts/registry/service';
import {
  checklistEntry,
  checklistItemParam,
  checklistUpdateRequest,
  inspectionRequest,
  inspectionResponse,
  movementRequest,
  movementResponse,
  serviceObservationsRequest,
} from '@despacha/domain/contracts/registry/service-detail';
import { labelOf } from '@despacha/domain/options/option';
import { servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import { agencies, fieldOptions, inspections, serviceDocuments, services } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { auditServiceChange } from '../audit/public.ts';
import { todayIso } from '../../lib/dates.ts';
import { notFound } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { toService } from '../registry/public.ts';
import { getOwner, getServiceRow, getVehicle } from '../registry/public.ts';
import { renderReceipt } from './receipt.ts';
import { verifiedDudaCodes } from '../service-catalog/public.ts';
import { authorisedNfseOf } from '../nfse/public.ts';
import { moveService } from '../registry/public.ts';
import { checklistOf, inspectionOf, movementsOf } from './queries.ts';
import { queueCustomerNotification } from '../tracking/public.ts';

const idParams = z.object({ id: z.string() });
const serviceDetail = z.object({
  service: serviceResponse,
  movements: z.array(movementResponse),
  inspection: inspectionResponse,
  checklist: z.array(checklistEntry),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/services/:id/receipt.pdf', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    const { actor, row } = await serviceOf(request, request.params.id);
    const [agency, owner, vehicle, option, dudaCodes, nfse] = await Promise.all([
      request.db.query.agencies.findFirst({ where: eq(agencies.id, actor.agencyId) }),
      getOwner(request.db, { agencyId: actor.agencyId, id: row.ownerId }),
      getVehicle(request.db, { agencyId: actor.agencyId, id: row.vehicleId }),
      request.db.query.fieldOptions.findFirst({ where: and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, row.servico)) }),
      verifiedDudaCodes(request.db, row.servico),
      authorisedNfseOf(request.db, actor.agencyId, row.id),
    ]);
    const pdf = await renderReceipt({
      agency: agency!,
      service: toService(row),
      owner: owner!,
      vehicle: vehicle!,
      serviceLabel: option?.optionLabel ?? row.servico,
      dudaCodes,
      nfse,
    });
    return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="recibo-${row.number}.pdf"`).send(pdf);
  });

  /** Loads a service of the actor's agency or answers 404. */
  async function serviceOf(request: Parameters<typeof tenantOf>[0], id: string) {
    const actor = tenantOf(request);
    const row = await getServiceRow(request.db, { agencyId: actor.agencyId, id });
    if (!row) throw notFound();
    return { actor, row };
  }

  app.get('/api/services/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: serviceDetail } } }, async (request) => {
    const { actor, row } = await serviceOf(request, request.params.id);
    const scope = { agencyId: actor.agencyId, serviceId: row.id };
    const [movements, inspection, checklist] = await Promise.all([
      movementsOf(request.db, scope),
      inspectionOf(request.db, scope),
      checklistOf(request.db, scope),
    ]);
    return { service: toService(row), movements, inspection, checklist };
  });

  app.post(
    '/api/services/:id/movements',
    { onRequest: [app.requireUser], schema: { params: idParams, body: movementRequest, response: { 201: z.array(movementResponse) } } },
    async (request, reply) => {
      const { actor, row } = await serviceOf(request, request.params.id);
      const { position, movedOn, note } = request.body;
      await request.db.transaction(async (tx) => {
        await moveService(tx, actor, row.id, position, { note, movedOn: movedOn ?? todayIso() });
        await recordActivity(tx, actor.agencyId, actor, {
          action: 'moved',
          entity: 'service',
          entityId: row.id,
          summary: `Moveu o serviço nº ${row.number} para ${labelOf(servicePosicaoOptions, position)}`,
        });
      });
      return reply.status(201).send(await movementsOf(request.db, { agencyId: actor.agencyId, serviceId: row.id }));
    },
  );

  app.put(
    '/api/services/:id/inspection',
    { onRequest: [app.requireUser], schema: { params: idParams, body: inspectionRequest, response: { 200: inspectionResponse } } },
    async (request) => {
      const { actor, row } = await serviceOf(request, request.params.id);
      const values = { ...request.body, updatedAt: new Date() };
      const scope = { agencyId: actor.agencyId, serviceId: row.id };
      const before = await inspectionOf(request.db, scope);
      await request.db.transaction(async (tx) => {
        await tx
          .insert(inspections)
          .values({ ...scope, ...values })
          .onConflictDoUpdate({ target: [inspections.agencyId, inspections.serviceId], set: values });
        // A vistoria scheduled or moved (date, time or place) tells the customer (issue 19).
        const after = await inspectionOf(tx, scope);
        if (after.data && (after.data !== before.data || after.hora !== before.hora || after.posto !== before.posto)) {
          await queueCustomerNotification(tx, actor.agencyId, row.id, { kind: 'inspection' });
        }
        await auditServiceChange(tx, actor, row, 'a vistoria', {
          data: { before: before.data, after: after.data },
          hora: { before: before.hora, after: after.hora },
          posto: { before: before.posto, after: after.posto },
          conclusao: { before: before.conclusao, after: after.conclusao },
        });
      });
      return inspectionOf(request.db, scope);
    },
  );

  app.put(
    '/api/services/:id/checklist/:item',
    {
      onRequest: [app.requireUser],
      schema: { params: z.object({ id: z.string(), item: checklistItemParam }), body: checklistUpdateRequest, response: { 200: z.array(checklistEntry) } },
    },
    async (request) => {
      const { actor, row } = await serviceOf(request, request.params.id);
      const current = (await checklistOf(request.db, { agencyId: actor.agencyId, serviceId: row.id })).find((c) => c.item === request.params.item)!;
      const received = request.body.received ?? (request.body.required === false ? false : current.received);
      const required = received || (request.body.required ?? current.required);
      const values = { required, received, updatedAt: new Date() };
      await request.db
        .insert(serviceDocuments)
        .values({ agencyId: actor.agencyId, serviceId: row.id, item: request.params.item, ...values })
        .onConflictDoUpdate({ target: [serviceDocuments.agencyId, serviceDocuments.serviceId, serviceDocuments.item], set: values });
      await auditServiceChange(request.db, actor, row, `o item "${current.label}" do checklist`, {
        [`${request.params.item}.exigido`]: { before: current.required, after: required },
        [`${request.params.item}.recebido`]: { before: current.received, after: received },
      });
      return checklistOf(request.db, { agencyId: actor.agencyId, serviceId: row.id });
    },
  );

  app.put(
    '/api/services/:id/observations',
    { onRequest: [app.requireUser], schema: { params: idParams, body: serviceObservationsRequest, response: { 200: serviceResponse } } },
    async (request) => {
      const { actor, row } = await serviceOf(request, request.params.id);
      const [updated] = await request.db
        .update(services)
        .set({ observacoes: request.body.observacoes, updatedAt: new Date() })
        .where(and(eq(services.agencyId, actor.agencyId), eq(services.id, row.id)))
        .returning();
      await auditServiceChange(request.db, actor, row, 'as observações', { observacoes: { before: row.observacoes, after: updated!.observacoes } });
      return toService(updated!);
    },
  );
};

export default routes;
