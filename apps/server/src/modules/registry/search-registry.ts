import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { normalizeChassis, isChassis } from '@despacha/domain/validators/chassis';
import { normalizeCnpj } from '@despacha/domain/validators/cnpj';
import { isPlate, toMercosulPlate } from '@despacha/domain/validators/plate';
import { normalizeRenavam } from '@despacha/domain/validators/renavam';
import { searchKey } from '@despacha/domain/validators/text';
import type { Db } from '../../db/client.ts';
import { containing } from '../../lib/sql.ts';
import { toOwner, toService, toVehicle } from './mappers.ts';
import { searchStatements } from './search-statements.ts';

type Scope = { agencyId: string; limit: number };

/** What the typed text can be, each kind with its own index (decision 004). */
function matchingKinds(q: string) {
  const compact = normalizeCnpj(q);
  const digits = q.replace(/\D/g, '');
  // Every document has digits; without this, "fernanda magalhaes" (17 letters, no I, O or Q) was
  // read as a chassis and "francisca perei" (14) as a CNPJ, and neither searched names.
  const document = digits.length > 0;
  const kinds = {
    plate: document && isPlate(compact) ? toMercosulPlate(compact) : null,
    renavam: /^\d{9}$|^\d{11}$/.test(compact) ? normalizeRenavam(compact) : null,
    chassis: document && isChassis(compact) ? normalizeChassis(compact) : null,
    cpf: digits.length === 11 && compact.length === 11 ? digits : null,
    cnpj: /^[0-9A-Z]{12}\d{2}$/.test(compact) ? compact : null,
  };
  const anyDocument = Object.values(kinds).some((v) => v !== null);
  // Every word typed must appear, in any order: "ana gomes" finds "Ana Paula Gomes".
  const key = anyDocument ? '' : searchKey(q);
  const words = key.length >= 2 ? key.split(' ') : [];
  return { ...kinds, words };
}

/**
 * One box for everything a dispatcher types: plate (either format), RENAVAM, chassis, CPF/CNPJ
 * or part of the owner's name (accent-insensitive). Two round trips: the matches, then the
 * vehicles and open services that complete them.
 */
export async function searchRegistry(db: Db, { agencyId, q, limit }: Scope & { q: string }): Promise<SearchResult[]> {
  const st = searchStatements(db);
  const scope = { agencyId, limit };
  const kinds = matchingKinds(q);
  const [byPlate, byRenavam, byChassis, byCpf, byCnpj, byName] = await Promise.all([
    kinds.plate ? st.vehicleByPlate(scope, kinds.plate) : [],
    kinds.renavam ? st.vehicleByRenavam(scope, kinds.renavam) : [],
    kinds.chassis ? st.vehicleByChassis(scope, kinds.chassis) : [],
    kinds.cpf ? st.ownerByCpf(scope, kinds.cpf) : [],
    kinds.cnpj ? st.ownerByCnpj(scope, kinds.cnpj) : [],
    kinds.words.length ? st.ownersByName(scope, kinds.words.map(containing)) : [],
  ]);

  const ownersById = new Map<string, OwnerResponse>();
  const pairs: { ownerId: string; vehicle: VehicleResponse | null }[] = [];
  const seenVehicles = new Set<string>();
  for (const row of [...byPlate, ...byRenavam, ...byChassis]) {
    if (seenVehicles.has(row.vehicle.id)) continue;
    seenVehicles.add(row.vehicle.id);
    ownersById.set(row.owner.id, toOwner(row.owner));
    pairs.push({ ownerId: row.owner.id, vehicle: toVehicle(row.vehicle) });
  }
  // An owner matched by document or name lists all their vehicles, even when one of them was also
  // matched directly (an 11-digit query can be that vehicle's RENAVAM and its owner's CPF).
  const foundOwnerIds = [...new Set([...byCpf, ...byCnpj, ...byName].map((o) => o.id))];
  for (const o of [...byCpf, ...byCnpj, ...byName]) if (!ownersById.has(o.id)) ownersById.set(o.id, toOwner(o));

  const servicesByVehicle = new Map<string, ServiceResponse[]>();
  const ownedRows = foundOwnerIds.length ? await st.vehiclesOfOwners(agencyId, foundOwnerIds) : [];
  const ownedVehicles = new Map<string, VehicleResponse>();
  for (const row of ownedRows) {
    if (!ownedVehicles.has(row.vehicle.id)) ownedVehicles.set(row.vehicle.id, toVehicle(row.vehicle));
    if (row.service) servicesByVehicle.set(row.vehicle.id, [...(servicesByVehicle.get(row.vehicle.id) ?? []), toService(row.service)]);
  }
  for (const ownerId of foundOwnerIds) {
    const theirs = [...ownedVehicles.values()].filter((v) => v.ownerId === ownerId && !seenVehicles.has(v.id));
    if (theirs.length === 0 && !pairs.some((p) => p.ownerId === ownerId)) pairs.push({ ownerId, vehicle: null });
    for (const v of theirs) {
      seenVehicles.add(v.id);
      pairs.push({ ownerId, vehicle: v });
    }
  }

  const limited = pairs.slice(0, limit);
  const matchedVehicleIds = limited.flatMap((p) => (p.vehicle && !ownedVehicles.has(p.vehicle.id) ? [p.vehicle.id] : []));
  if (matchedVehicleIds.length) {
    for (const s of await st.openServicesOf(agencyId, matchedVehicleIds)) {
      servicesByVehicle.set(s.vehicleId, [...(servicesByVehicle.get(s.vehicleId) ?? []), toService(s)]);
    }
  }
  return limited.map((p) => ({
    owner: ownersById.get(p.ownerId)!,
    vehicle: p.vehicle,
    openServices: p.vehicle ? (servicesByVehicle.get(p.vehicle.id) ?? []) : [],
  }));
}
