import { isDeepStrictEqual } from 'node:util';
import { IDEMPOTENCY_KEY_REUSED, idempotencyMessages } from '@despacha/domain/contracts/requests/idempotency';
import type { CreateRequestBody, RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import { requestPlate, requestSubject } from '@despacha/domain/contracts/requests/request-meta';
import { displayPlate } from '@despacha/domain/validators/plate';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../lib/activity.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { findRequestByKey, insertRequest, releaseExpiredKeys, serviceExists, toRequestSummary } from './queries.ts';
import { validateRequest } from './validate-request.ts';

type StoredRequest = NonNullable<Awaited<ReturnType<typeof findRequestByKey>>>;
type Wanted = { type: string; data: Record<string, unknown>; serviceId: string | null };

export type CreateRequestResult = { created: RequestCreated; replayed: boolean };

const toCreated = (row: StoredRequest): RequestCreated => {
  const { title: _title, ...created } = toRequestSummary(row);
  return created;
};

/**
 * A key already used in the agency: the same form again is a replay and gets the stored request;
 * other values under the same key (an answer lost, then the form edited) are refused rather than
 * answered with a request the user did not send; the form then makes a new key.
 */
function replayOf(row: StoredRequest, wanted: Wanted): CreateRequestResult {
  // Compared as JSON: what the jsonb column gives back (key order aside, which deep equality ignores).
  const same = row.type === wanted.type && row.serviceId === wanted.serviceId && isDeepStrictEqual(row.data, JSON.parse(JSON.stringify(wanted.data)));
  if (!same) throw conflict(IDEMPOTENCY_KEY_REUSED, idempotencyMessages.keyReused);
  return { created: toCreated(row), replayed: true };
}

/**
 * Stores a valid request form for the actor's agency, optionally tied to one of its services.
 * With an idempotency key (decision 018) a resubmission returns the stored request instead of a copy.
 */
export async function createRequest(db: Db, actor: TenantActor, body: CreateRequestBody, key: string | null = null): Promise<CreateRequestResult> {
  const { entry, values } = validateRequest(body.type, body.data);
  const serviceId = body.serviceId || null;
  if (serviceId && !(await serviceExists(db, { agencyId: actor.agencyId, id: serviceId }))) throw notFound();
  const wanted: Wanted = { type: entry.type, data: values, serviceId };

  if (key) {
    await releaseExpiredKeys(db, { agencyId: actor.agencyId });
    const stored = await findRequestByKey(db, { agencyId: actor.agencyId, key });
    if (stored) return replayOf(stored, wanted);
  }

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
    idempotencyKey: key,
  });
  if (!row) {
    // A parallel submit with the same key inserted first (the unique index refused this one).
    const winner = key ? await findRequestByKey(db, { agencyId: actor.agencyId, key }) : null;
    if (!winner) throw conflict(IDEMPOTENCY_KEY_REUSED, idempotencyMessages.keyReused);
    return replayOf(winner, wanted);
  }
  await recordActivity(db, actor.agencyId, actor, {
    action: 'created',
    entity: 'request',
    entityId: row.id,
    summary: `Registrou a solicitação ${entry.title}${placa ? ` da placa ${displayPlate(placa)}` : ''}`,
  });
  return { created: toCreated(row), replayed: false };
}
