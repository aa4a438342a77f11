import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { owners, services, vehicles } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/tenant.ts';
import { toOwner, toService, toVehicle } from './mappers.ts';

// Every function takes the agency id and filters by it: another agency's row is "not found".

type Scope = { agencyId: string };

export async function getOwner(db: Db, { agencyId, id }: Scope & { id: string }) {
  if (!isUuid(id)) return null;
  const row = await db.query.owners.findFirst({ where: and(eq(owners.agencyId, agencyId), eq(owners.id, id)) });
  return row ? toOwner(row) : null;
}

export async function getVehicle(db: Db, { agencyId, id }: Scope & { id: string }) {
  if (!isUuid(id)) return null;
  const row = await db.query.vehicles.findFirst({ where: and(eq(vehicles.agencyId, agencyId), eq(vehicles.id, id)) });
  return row ? toVehicle(row) : null;
}

export async function getServiceRow(db: Db, { agencyId, id }: Scope & { id: string }) {
  if (!isUuid(id)) return undefined;
  return db.query.services.findFirst({ where: and(eq(services.agencyId, agencyId), eq(services.id, id)) });
}

export async function getService(db: Db, scope: Scope & { id: string }) {
  const row = await getServiceRow(db, scope);
  return row ? toService(row) : null;
}

export async function servicesOfVehicle(db: Db, { agencyId, vehicleId }: Scope & { vehicleId: string }) {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.vehicleId, vehicleId)))
    .orderBy(desc(services.number));
  return rows.map(toService);
}
