import type { CreateRequestBody, RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import { requestPlate, requestSubject } from '@despacha/domain/contracts/requests/request-meta';
import { displayPlate } from '@despacha/domain/validators/plate';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { insertRequest, serviceExists, toRequestSummary } from './queries.ts';
import { validateRequest } from './validate-request.ts';

/** Stores a valid request form for the actor's agency, optionally tied to one of its services. */
export async function createRequest(db: Db, actor: TenantActor, body: CreateRequestBody): Promise<RequestCreated> {
  const { entry, values } = validateRequest(body.type, body.data);
  const serviceId = body.serviceId || null;
  if (serviceId && !(await serviceExists(db, { agencyId: actor.agencyId, id: serviceId }))) throw notFound();

  const placa = requestPlate(values);
  const row = await insertRequest(db, {
    agencyId: actor.agencyId,
    type: entry.type,
    data: values,
    placa,
    subject: requestSubject(values),
    serviceId,
    createdBy: actor.userId,
    createdByName: actor.name,
  });
  await recordActivity(db, actor.agencyId, actor, {
    action: 'created',
    entity: 'request',
    entityId: row.id,
    summary: `Registrou a solicitação ${entry.title}${placa ? ` da placa ${displayPlate(placa)}` : ''}`,
  });
  const { title: _title, ...created } = toRequestSummary(row);
  return created;
}
