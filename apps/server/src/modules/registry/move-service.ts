import { and, eq, sql } from 'drizzle-orm';
import { stageOf, type ProcessStage } from '@despacha/domain/process/stages';
import type { ServicePosition } from '@despacha/domain/statuses';
import type { Db } from '../../db/client.ts';
import { serviceMovements, services } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { syncExigencias } from './in-exigencia.ts';
import { queueCustomerNotification } from '../tracking/public.ts';

/**
 * A movement of the service to `position`, leaving it in `stage` (decision 058): every change of
 * position or stage goes through here, so the exigências follow it (a move to Exigência opens one,
 * a move elsewhere closes the open one; see in-exigencia.ts) and the customer hears of it.
 */
export async function appendMovement(db: Db, actor: TenantActor, serviceId: string, position: string, stage: ProcessStage, note: string, movedOn = todayIso()) {
  await db.insert(serviceMovements).values({ agencyId: actor.agencyId, serviceId, position, stage, movedOn, note, createdBy: actor.userId });
  await syncExigencias(db, actor, serviceId, position, note, movedOn);
  // The customer's e-mail (issue 19) is queued in the same transaction: no movement, no e-mail.
  await queueCustomerNotification(db, actor.agencyId, serviceId, { kind: 'movement', position: stage });
}

type Move = { note: string; movedOn: string; /** DETRAN took the process: a guia delivered, an exigência returned. */ atDetran?: boolean };

/**
 * Moves an agency's service to `position` with its movement. The status follows the one
 * definition of stages: past emissão, or handed to DETRAN, a pending process is em andamento; a
 * concluded one stays concluded. Returns null when the service is not the agency's.
 */
export async function moveService(db: Db, actor: TenantActor, serviceId: string, position: ServicePosition, { note, movedOn, atDetran = false }: Move) {
  const toDetran = atDetran || position !== 'emissao';
  const [row] = await db
    .update(services)
    .set({
      posicao: position,
      status: sql`case when ${services.status} = 'pending' and ${toDetran} then 'in_progress' else ${services.status} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(services.agencyId, actor.agencyId), eq(services.id, serviceId)))
    .returning({ posicao: services.posicao, status: services.status });
  if (!row) return null;
  await appendMovement(db, actor, serviceId, position, stageOf(row), note, movedOn);
  return row;
}
