import { and, asc, desc, eq, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { owners, services, vehicles } from '../../db/schema/index.ts';

const p = (name: string) => sql.placeholder(name);

/** Names of up to this many words get their SQL built once; longer ones are built per call. */
const PREPARED_NAME_WORDS = 4;

function vehicleWithOwner(db: Db, match: SQL) {
  return db
    .select({ vehicle: vehicles, owner: owners })
    .from(vehicles)
    .innerJoin(owners, and(eq(owners.agencyId, vehicles.agencyId), eq(owners.id, vehicles.ownerId)))
    .where(and(eq(vehicles.agencyId, p('agencyId')), match))
    .limit(p('limit'));
}

function ownerBy(db: Db, match: SQL) {
  return db
    .select()
    .from(owners)
    .where(and(eq(owners.agencyId, p('agencyId')), match))
    .limit(p('limit'));
}

/**
 * The first `limit` matches in whatever order the cheapest plan gives (trigram bitmap for rare
 * words, a scan that stops early for common ones), then sorted by name. Taking the page's worth
 * rather than 100 keeps the early-stopping scan at 20/selectivity rows at any registry size
 * (decision 012). The subquery's own limit matters: without it the planner may walk the name
 * index in order, and names that sort together ("josé …") make it read half the table first.
 */
export function ownersByNameQuery(db: Db, words: number) {
  const match = and(...Array.from({ length: words }, (_, i) => like(owners.searchName, p(`w${i}`))))!;
  const candidates = db
    .select()
    .from(owners)
    .where(and(eq(owners.agencyId, p('agencyId')), match))
    .limit(p('limit'))
    .as('candidates');
  return db.select().from(candidates).orderBy(candidates.searchName);
}

function build(db: Db) {
  return {
    vehicleByPlate: vehicleWithOwner(db, eq(vehicles.placaMercosul, p('value'))).prepare('registry_vehicle_by_plate'),
    vehicleByRenavam: vehicleWithOwner(db, eq(vehicles.renavam, p('value'))).prepare('registry_vehicle_by_renavam'),
    vehicleByChassis: vehicleWithOwner(db, eq(vehicles.chassis, p('value'))).prepare('registry_vehicle_by_chassis'),
    ownerByCpf: ownerBy(db, eq(owners.cpf, p('value'))).prepare('registry_owner_by_cpf'),
    ownerByCnpj: ownerBy(db, eq(owners.cnpj, p('value'))).prepare('registry_owner_by_cnpj'),
    // Unnamed (''): PostgreSQL plans them with the typed words every time. Named, they went to a
    // generic plan after five runs, the trigram bitmap for every word, and "silva" read all
    // 50,000 matches at 1M vehicles instead of stopping at the first 20 (decision 012).
    ownersByName: Array.from({ length: PREPARED_NAME_WORDS }, (_, i) => ownersByNameQuery(db, i + 1).prepare('')),
    /** Vehicles of some owners, each with its open services (one row per service). */
    vehiclesOfOwners: db
      .select({ vehicle: vehicles, service: services })
      .from(vehicles)
      .leftJoin(services, and(eq(services.agencyId, vehicles.agencyId), eq(services.vehicleId, vehicles.id), ne(services.status, 'completed')))
      .where(and(eq(vehicles.agencyId, p('agencyId')), sql`${vehicles.ownerId} = any(${p('ownerIds')}::uuid[])`))
      .orderBy(asc(vehicles.placa), desc(services.createdAt))
      .prepare('registry_vehicles_of_owners'),
    openServicesOf: db
      .select()
      .from(services)
      .where(and(eq(services.agencyId, p('agencyId')), sql`${services.vehicleId} = any(${p('vehicleIds')}::uuid[])`, ne(services.status, 'completed')))
      .orderBy(desc(services.createdAt))
      .prepare('registry_open_services_of'),
  };
}

export type SearchStatements = ReturnType<typeof build>;

// A search runs on every keystroke-triggered lookup; building drizzle SQL each time cost more CPU
// than the queries themselves. Statements are built once per database handle.
const cache = new WeakMap<Db, SearchStatements>();
export function searchStatements(db: Db): SearchStatements {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = build(db)));
  return statements;
}
