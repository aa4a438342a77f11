import { and, eq, sql } from 'drizzle-orm';
import { LICENSING_SERVICE_TYPE } from '@despacha/domain/licensing/calendar';
import type { LicensingDoneResponse } from '@despacha/domain/licensing/contracts';
import { licensingMessages as m } from '@despacha/domain/licensing/messages';
import { displayPlate } from '@despacha/domain/validators/plate';
import { formatBrDate } from '@despacha/domain/validators/date';
import type { Db } from '../../db/client.ts';
import { licensingDone, services, vehicles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';

// A vehicle's licensing of a year marked done by hand (decision 067): licensed elsewhere or before
// the agency used Despacha. The list counts it as "feito" like a completed licensing service.

/** The agency's vehicle, or 404 alike for another agency's and for none (tenant isolation). */
async function vehicleOf(db: Db, agencyId: string, vehicleId: string) {
  if (!isUuid(vehicleId)) throw notFound(m.vehicleNotFound);
  const [vehicle] = await db
    .select({ id: vehicles.id, placa: vehicles.placa, placaMercosul: vehicles.placaMercosul })
    .from(vehicles)
    .where(and(eq(vehicles.agencyId, agencyId), eq(vehicles.id, vehicleId)));
  if (!vehicle) throw notFound(m.vehicleNotFound);
  return vehicle;
}

/** A licensing service of the vehicle completed in the year (São Paulo time), as the list reads it. */
async function licensedByService(db: Db, agencyId: string, vehicleId: string, year: number) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.agencyId, agencyId),
        eq(services.vehicleId, vehicleId),
        eq(services.servico, LICENSING_SERVICE_TYPE),
        eq(services.status, 'completed'),
        sql`${services.completedAt} >= ${`${year}-01-01T00:00:00-03:00`}::timestamptz and ${services.completedAt} < ${`${year + 1}-01-01T00:00:00-03:00`}::timestamptz`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const auditActor = (actor: TenantActor) => ({ userId: actor.userId, name: actor.name, role: actor.role });

/** Marks (or re-dates) the year's licensing done on `doneOn`; a year a completed service already covers is refused. */
export async function markLicensingDone(db: Db, actor: TenantActor, vehicleId: string, year: number, doneOn: string): Promise<LicensingDoneResponse> {
  if (Number(doneOn.slice(0, 4)) !== year) throw invalid({ doneOn: m.doneOnOutsideYear(year) }, m.doneOnOutsideYear(year));
  const vehicle = await vehicleOf(db, actor.agencyId, vehicleId);
  if (await licensedByService(db, actor.agencyId, vehicleId, year)) throw conflict('ALREADY_DONE', m.alreadyDoneByService);
  const values = { doneOn, markedBy: actor.userId, markedByName: actor.name, markedAt: new Date() };
  const [before] = await db
    .select({ doneOn: licensingDone.doneOn })
    .from(licensingDone)
    .where(and(eq(licensingDone.agencyId, actor.agencyId), eq(licensingDone.year, year), eq(licensingDone.vehicleId, vehicleId)));
  await db
    .insert(licensingDone)
    .values({ agencyId: actor.agencyId, vehicleId, year, plateFinal: Number(vehicle.placaMercosul.slice(-1)), ...values })
    .onConflictDoUpdate({ target: [licensingDone.agencyId, licensingDone.year, licensingDone.vehicleId], set: values });
  await recordAudit(db, {
    agencyId: actor.agencyId,
    actor: auditActor(actor),
    action: 'updated',
    entity: 'vehicle',
    entityId: vehicleId,
    summary: `Marcou o licenciamento de ${year} do veículo ${displayPlate(vehicle.placa)} como feito em ${formatBrDate(doneOn)}`,
    changes: { [`licenciamento ${year}`]: { before: before ? formatBrDate(before.doneOn) : null, after: formatBrDate(doneOn) } },
  });
  return { vehicleId, year, doneOn, doneBy: values.markedByName };
}

/** Undoes the hand-marking: the list goes back to what the services say. */
export async function unmarkLicensingDone(db: Db, actor: TenantActor, vehicleId: string, year: number): Promise<void> {
  const vehicle = await vehicleOf(db, actor.agencyId, vehicleId);
  const [removed] = await db
    .delete(licensingDone)
    .where(and(eq(licensingDone.agencyId, actor.agencyId), eq(licensingDone.year, year), eq(licensingDone.vehicleId, vehicleId)))
    .returning({ doneOn: licensingDone.doneOn });
  if (!removed) throw notFound(m.notMarked);
  await recordAudit(db, {
    agencyId: actor.agencyId,
    actor: auditActor(actor),
    action: 'updated',
    entity: 'vehicle',
    entityId: vehicleId,
    summary: `Desfez a marcação do licenciamento de ${year} do veículo ${displayPlate(vehicle.placa)} (feito em ${formatBrDate(removed.doneOn)})`,
    changes: { [`licenciamento ${year}`]: { before: formatBrDate(removed.doneOn), after: null } },
  });
}
