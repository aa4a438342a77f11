import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { normalizeChassis, isChassis } from '@despacha/domain/validators/chassis';
import { normalizeCnpj } from '@despacha/domain/validators/cnpj';
import { isPlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import { normalizeRenavam } from '@despacha/domain/validators/renavam';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { owners, vehicles } from '../../db/schema/index.ts';
import { containing } from '../../lib/sql.ts';
import { toOwner, toVehicle } from './mappers.ts';
import { openServicesOf, vehiclesOfOwners } from './queries.ts';

/** Name matches past this many are not ranked: the user is asked to type more. */
const NAME_CANDIDATES = 100;

/**
 * The first matches in whatever order the cheapest index gives (trigram bitmap for rare words, a
 * scan that stops early for common ones), then sorted by name: fast for "silva" and for "ana gomes".
 */
async function findOwners(db: Db, agencyId: string, match: SQL, limit: number) {
  const candidates = db
    .select()
    .from(owners)
    .where(and(eq(owners.agencyId, agencyId), match))
    .limit(NAME_CANDIDATES)
    .as('candidates');
  return db.select().from(candidates).orderBy(candidates.searchName).limit(limit);
}

/**
 * One box for everything a dispatcher types: plate (either format), RENAVAM, chassis, CPF/CNPJ
 * or part of the owner's name (accent-insensitive). Each kind hits its own index.
 */
export async function searchRegistry(db: Db, { agencyId, q, limit }: { agencyId: string; q: string; limit: number }): Promise<SearchResult[]> {
  const compact = normalizeCnpj(q);
  const digits = q.replace(/\D/g, '');
  const vehicleMatch = [];
  if (isPlate(compact)) vehicleMatch.push(eq(vehicles.placaMercosul, toMercosulPlate(compact)));
  if (/^\d{9}$|^\d{11}$/.test(compact)) vehicleMatch.push(eq(vehicles.renavam, normalizeRenavam(compact)));
  if (isChassis(compact)) vehicleMatch.push(eq(vehicles.chassis, normalizeChassis(compact)));

  const ownerMatch = [];
  if (digits.length === 11 && compact.length === 11) ownerMatch.push(eq(owners.cpf, digits));
  if (compact.length === 14) ownerMatch.push(eq(owners.cnpj, compact));
  const key = searchKey(q);
  const byName = vehicleMatch.length === 0 && ownerMatch.length === 0 && key.length >= 2;
  // Every word typed must appear, in any order: "ana gomes" finds "Ana Paula Gomes".
  if (byName) ownerMatch.push(and(...key.split(' ').map((word) => like(owners.searchName, containing(word))))!);

  const foundVehicles = vehicleMatch.length
    ? await db.select().from(vehicles).where(and(eq(vehicles.agencyId, agencyId), or(...vehicleMatch))).limit(limit)
    : [];
  const foundOwners = ownerMatch.length ? await findOwners(db, agencyId, or(...ownerMatch)!, limit) : [];

  // Owners of the vehicles found, and vehicles of the owners found.
  const ownerIds = new Set(foundOwners.map((o) => o.id));
  const missingOwnerIds = [...new Set(foundVehicles.map((v) => v.ownerId).filter((id): id is string => !!id && !ownerIds.has(id)))];
  const extraOwners = missingOwnerIds.length
    ? await db.select().from(owners).where(and(eq(owners.agencyId, agencyId), inArray(owners.id, missingOwnerIds)))
    : [];
  const ownersById = new Map([...foundOwners, ...extraOwners].map((o) => [o.id, toOwner(o)]));
  const vehiclesOfFoundOwners = await vehiclesOfOwners(db, { agencyId, ownerIds: foundOwners.map((o) => o.id) });

  const pairs: { ownerId: string; vehicle: ReturnType<typeof toVehicle> | null }[] = [];
  const seen = new Set<string>();
  for (const v of foundVehicles.map(toVehicle)) {
    if (!v.ownerId || seen.has(v.id)) continue;
    seen.add(v.id);
    pairs.push({ ownerId: v.ownerId, vehicle: v });
  }
  for (const o of foundOwners) {
    const theirs = vehiclesOfFoundOwners.filter((v) => v.ownerId === o.id && !seen.has(v.id));
    if (theirs.length === 0 && !pairs.some((p) => p.ownerId === o.id)) pairs.push({ ownerId: o.id, vehicle: null });
    for (const v of theirs) {
      seen.add(v.id);
      pairs.push({ ownerId: o.id, vehicle: v });
    }
  }
  const limited = pairs.slice(0, limit);
  const open = await openServicesOf(db, { agencyId, vehicleIds: limited.flatMap((p) => (p.vehicle ? [p.vehicle.id] : [])) });
  return limited.map((p) => ({
    owner: ownersById.get(p.ownerId)!,
    vehicle: p.vehicle,
    openServices: p.vehicle ? open.filter((s) => s.vehicleId === p.vehicle!.id) : [],
  }));
}
