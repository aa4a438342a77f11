import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { owners, services, vehicles } from '../../db/schema/index.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { isUuid, type TenantActor } from '../../lib/tenant.ts';

type Row = Record<string, unknown>;
export type RegistrationSnapshot = { owner: Row | null; vehicle: Row | null; service: Row | null };

// Derived or bookkeeping columns: they change with the fields the user typed, not on their own.
const NOT_AUDITED = new Set(['id', 'agencyId', 'searchName', 'placaMercosul', 'ownerNome', 'createdAt', 'updatedAt', 'createdBy', 'number']);

async function rowOf(db: Db, table: typeof owners | typeof vehicles | typeof services, agencyId: string, id: string | undefined): Promise<Row | null> {
  if (!id || !isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.agencyId, agencyId), eq(table.id, id)))
    .limit(1);
  return (row as Row | undefined) ?? null;
}

/** The records a registration save is about to change, as they are before it (inside its transaction). */
export async function snapshotRegistration(
  db: Db,
  agencyId: string,
  input: { owner: { id?: string | undefined }; vehicle: { id?: string | undefined }; service?: { id?: string | undefined } | null | undefined },
): Promise<RegistrationSnapshot> {
  const [owner, vehicle, service] = await Promise.all([
    rowOf(db, owners, agencyId, input.owner.id),
    rowOf(db, vehicles, agencyId, input.vehicle.id),
    rowOf(db, services, agencyId, input.service?.id),
  ]);
  return { owner, vehicle, service };
}

function changesOf(before: Row, after: Row) {
  const patch = Object.fromEntries(Object.entries(after).filter(([k]) => !NOT_AUDITED.has(k)));
  return diffFields(before, patch);
}

/** One event per record created or changed by the save, with the changed fields before and after. */
export async function auditRegistration(db: Db, actor: TenantActor, before: RegistrationSnapshot, after: { owner: Row; vehicle: Row; service: Row | null }) {
  const who = { userId: actor.userId, name: actor.name, role: actor.role };
  const placa = String(after.vehicle.placa ?? '');
  const records = [
    { entity: 'owner', old: before.owner, now: after.owner, label: `o cliente ${String(after.owner.nome ?? '')}` },
    { entity: 'vehicle', old: before.vehicle, now: after.vehicle, label: `o veículo ${placa}` },
    ...(after.service
      ? [{ entity: 'service', old: before.service, now: after.service, label: `o serviço nº ${String(after.service.number)} (${placa})` }]
      : []),
  ];
  for (const r of records) {
    const changes = r.old ? changesOf(r.old, r.now) : undefined;
    // Saved as it was: nothing to record for that record.
    if (changes && Object.keys(changes).length === 0) continue;
    await recordAudit(db, {
      agencyId: actor.agencyId,
      actor: who,
      action: r.old ? 'updated' : 'created',
      entity: r.entity,
      entityId: String(r.now.id),
      summary: `${r.old ? 'Atualizou' : 'Cadastrou'} ${r.label}`,
      changes,
    });
  }
}
