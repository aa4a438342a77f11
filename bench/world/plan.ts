import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';

// The world's layout, decided in TypeScript once and written to the table world_agencies so that
// every generator is one INSERT ... SELECT over (agency × generate_series) for all 500 agencies.
//
// Numbering is global across agencies: vehicle G, owner ceil(G / 2) and service S of the whole
// world have ids md5('v' || G), md5('o' || n), md5('s' || S), so no id repeats between tenants
// (a row of agency A asked for by agency B can only be "not found") and plates, RENAVAMs and CPFs
// of registry-data.ts stay unique across the world. The large agency owns G 1..200,000, so
// bench/search.ts's terms (termOf) hit its rows.
//
// Owners: registry-data.ts gives vehicle g to owner ceil(g / 2), 100,000 owners for 200,000
// vehicles. The issue's other 50,000 owners are customers without a vehicle on file (numbered right
// after those with one), which keeps ownerOf and the search terms as they are.

/** The large agency's figures at scale 1; every other agency has the same ratios to its vehicles. */
export const LARGE = {
  vehicles: 200_000,
  owners: 150_000,
  services: 60_000,
  auditEvents: 1_000_000,
  activities: 100_000,
};
/** Per service, at every agency: 8,000 exigências, 20,000 vistorias ... for 60,000 services. */
export const PER_SERVICE = { exigencias: 8 / 60, inspections: 1 / 3, quotes: 1 / 12, guias: 1 / 30, requests: 1 / 6 };
export const GUIA_ITEMS = 5;
export const MONTHS = 60;

export type AgencyPlan = {
  n: number;
  agencyId: string;
  vehicles: number;
  owners: number;
  services: number;
  auditEvents: number;
  activities: number;
  /** Global vehicle number before this agency's first (even: owners ceil(G/2) never straddle agencies). */
  gBase: number;
  /** Global service number before this agency's first. */
  sBase: number;
  /** The agency's first day: its services, ledger and trail are spread from it to today. */
  startedOn: string;
  /** Days from startedOn to today. */
  spanDays: number;
  managerId: string;
  managerName: string;
  staffId: string;
  staffName: string;
  /** Numbers already used by the demo seed's own rows (services, receipts, quotes, guias). */
  serviceNumberBase: number;
  paymentNumberBase: number;
  quoteNumberBase: number;
  guiaNumberBase: number;
};

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** Vehicles of the k-th other agency at scale 1: 1,000 to 5,000, spread evenly by a stride. */
export const otherAgencyVehicles = (k: number, scale: number) => even((1000 + ((k * 2617) % 4001)) * scale);

/** Counts of an agency of `vehicles` vehicles, in the large agency's proportions. */
export function countsFor(vehicles: number, owners = Math.round((vehicles * LARGE.owners) / LARGE.vehicles)) {
  const ratio = vehicles / LARGE.vehicles;
  return {
    vehicles,
    owners: Math.max(owners, vehicles / 2),
    // Each service is on vehicle 3·i of its agency: never more services than a third of the fleet.
    services: Math.max(1, Math.min(Math.floor(vehicles / 3), Math.round(LARGE.services * ratio))),
    auditEvents: Math.max(10, Math.round(LARGE.auditEvents * ratio)),
    activities: Math.max(5, Math.round(LARGE.activities * ratio)),
  };
}

export async function writePlan(db: Db, plans: AgencyPlan[]) {
  await db.execute(sql`drop table if exists world_agencies`);
  await db.execute(sql`
    create table world_agencies (
      n int primary key, agency_id uuid not null, vehicles int not null, owners int not null, services int not null,
      audit_events int not null, activities int not null, g_base int not null, s_base int not null, started_on date not null,
      span_days int not null, manager_id text not null, manager_name text not null, staff_id text not null, staff_name text not null,
      service_number_base int not null, payment_number_base int not null, quote_number_base int not null, guia_number_base int not null)`);
  for (let i = 0; i < plans.length; i += 100) {
    const rows = plans.slice(i, i + 100).map(
      (p) =>
        sql`(${p.n}, ${p.agencyId}::uuid, ${p.vehicles}, ${p.owners}, ${p.services}, ${p.auditEvents}, ${p.activities}, ${p.gBase}, ${p.sBase},
             ${p.startedOn}::date, ${p.spanDays}, ${p.managerId}, ${p.managerName}, ${p.staffId}, ${p.staffName},
             ${p.serviceNumberBase}, ${p.paymentNumberBase}, ${p.quoteNumberBase}, ${p.guiaNumberBase})`,
    );
    await db.execute(sql`insert into world_agencies values ${sql.join(rows, sql`, `)}`);
  }
}

export async function dropPlan(db: Db) {
  await db.execute(sql`drop table if exists world_agencies`);
}
