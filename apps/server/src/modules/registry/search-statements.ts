import type { InferSelectModel } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { owners, services, vehicles } from '../../db/schema/index.ts';
import { rawColumns } from '../../lib/raw-columns.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';

type Row = Record<string, unknown>;
export type VehicleRow = InferSelectModel<typeof vehicles>;
export type OwnerRow = InferSelectModel<typeof owners>;
export type ServiceRow = InferSelectModel<typeof services>;

// The search runs on every lookup a clerk types, so its statements skip drizzle (decision 010):
// the SQL is written once here, run as named statements through the driver, and each row is read
// back into the table's row type by rawColumns.
const V = rawColumns(vehicles, 'v', 'v_');
const O = rawColumns(owners, 'o', 'o_');
const S = rawColumns(services, 's', 's_');

const vehicleWithOwner = (column: string) =>
  `select ${V.sql}, ${O.sql} from vehicles v
   inner join owners o on o.agency_id = v.agency_id and o.id = v.owner_id
   where v.agency_id = $1 and v.${column} = $2 limit $3`;

const ownerBy = (column: string) => `select ${O.sql} from owners o where o.agency_id = $1 and o.${column} = $2 limit $3`;

/**
 * The first `limit` matches in whatever order the cheapest plan gives (trigram bitmap for rare
 * words, a scan that stops early for common ones), then sorted by name. Taking the page's worth
 * rather than 100 keeps the early-stopping scan at 20/selectivity rows at any registry size
 * (decision 012). The subquery's own limit matters: without it the planner may walk the name
 * index in order, and names that sort together ("josé …") make it read half the table first.
 */
const ownersByName = (words: number) =>
  `select * from (select ${O.sql} from owners o where o.agency_id = $1
     ${Array.from({ length: words }, (_, i) => `and o.search_name like $${i + 3}`).join(' ')} limit $2) candidates
   order by "${O.as('searchName')}"`;

/** The SQL of the search's statements; bench/baseline-server.ts runs the same text. */
export const searchSql = {
  vehicleByPlate: vehicleWithOwner('placa_mercosul'),
  vehicleByRenavam: vehicleWithOwner('renavam'),
  vehicleByChassis: vehicleWithOwner('chassis'),
  ownerByCpf: ownerBy('cpf'),
  ownerByCnpj: ownerBy('cnpj'),
  ownersByName,
  /** Vehicles of some owners, each with its open services (one row per service, none: nulls). */
  vehiclesOfOwners: `select ${V.sql}, ${S.sql} from vehicles v
    left join services s on s.agency_id = v.agency_id and s.vehicle_id = v.id and s.status <> 'completed'
    where v.agency_id = $1 and v.owner_id = any($2::uuid[])
    order by v.placa asc, s.created_at desc`,
  openServicesOf: `select ${S.sql} from services s
    where s.agency_id = $1 and s.vehicle_id = any($2::uuid[]) and s.status <> 'completed'
    order by s.created_at desc`,
};

export const readVehicleWithOwner = (row: Row) => ({ vehicle: V.read(row), owner: O.read(row) });
export const readOwner = (row: Row) => O.read(row);
export const readService = (row: Row) => S.read(row);
export const readVehicleWithService = (row: Row) => ({ vehicle: V.read(row), service: row[S.as('id')] == null ? null : S.read(row) });

type Scope = { agencyId: string; limit: number };

export const searchStatements = perDatabase((db: Db) => {
  const run = (name: string, text: string) => rawStatement(db, name, text);
  const vehicleBy = (name: string, text: string) => {
    const statement = run(name, text);
    return async ({ agencyId, limit }: Scope, value: string) => (await statement([agencyId, value, limit])).map(readVehicleWithOwner);
  };
  const ownerBy = (name: string, text: string) => {
    const statement = run(name, text);
    return async ({ agencyId, limit }: Scope, value: string) => (await statement([agencyId, value, limit])).map(readOwner);
  };
  // Unnamed (''): PostgreSQL plans them with the typed words every time. Named, they went to a
  // generic plan after five runs, the trigram bitmap for every word, and "silva" read all
  // 50,000 matches at 1M vehicles instead of stopping at the first 20 (decision 012).
  const byName = new Map<number, ReturnType<typeof run>>();
  const vehiclesOfOwners = run('search_vehicles_of_owners', searchSql.vehiclesOfOwners);
  const openServicesOf = run('search_open_services_of', searchSql.openServicesOf);
  return {
    vehicleByPlate: vehicleBy('search_vehicle_by_plate', searchSql.vehicleByPlate),
    vehicleByRenavam: vehicleBy('search_vehicle_by_renavam', searchSql.vehicleByRenavam),
    vehicleByChassis: vehicleBy('search_vehicle_by_chassis', searchSql.vehicleByChassis),
    ownerByCpf: ownerBy('search_owner_by_cpf', searchSql.ownerByCpf),
    ownerByCnpj: ownerBy('search_owner_by_cnpj', searchSql.ownerByCnpj),
    /** `patterns`: LIKE patterns, every one of which the name must match. */
    async ownersByName({ agencyId, limit }: Scope, patterns: string[]) {
      let statement = byName.get(patterns.length);
      if (!statement) byName.set(patterns.length, (statement = run('', searchSql.ownersByName(patterns.length))));
      return (await statement([agencyId, limit, ...patterns])).map(readOwner);
    },
    async vehiclesOfOwners(agencyId: string, ownerIds: string[]) {
      return (await vehiclesOfOwners([agencyId, ownerIds])).map(readVehicleWithService);
    },
    async openServicesOf(agencyId: string, vehicleIds: string[]) {
      return (await openServicesOf([agencyId, vehicleIds])).map(readService);
    },
  };
});
