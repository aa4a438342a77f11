import type { AgencyResponse } from '@despacha/domain/contracts/agencies';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';

type AgencyRow = typeof agencies.$inferSelect;

export function toAgencyResponse(row: AgencyRow): AgencyResponse {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    cnpj: row.cnpj,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    planId: row.planId,
    status: row.status as AgencyStatus,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const AGENCY_FIELDS = ['id', 'name', 'email', 'phone', 'cnpj', 'address', 'city', 'state', 'zip_code', 'plan_id', 'status', 'trial_ends_at', 'created_at'];

/** The agency's columns for a raw statement, each named `a_<column>` (they share rows with other tables). */
export const agencyColumns = (alias: string) => AGENCY_FIELDS.map((f) => `${alias}.${f} as a_${f}`).join(', ');

type AgencyColumns = Record<string, unknown>;
const text = (v: unknown) => (v == null ? null : String(v));
const iso = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());

/** The answer for a row read with agencyColumns(); null when the row has no agency (an outer join's miss). */
export function agencyFromColumns(row: AgencyColumns): AgencyResponse | null {
  if (row.a_id == null) return null;
  return {
    id: String(row.a_id),
    name: String(row.a_name),
    email: String(row.a_email),
    phone: text(row.a_phone),
    cnpj: String(row.a_cnpj),
    address: text(row.a_address),
    city: text(row.a_city),
    state: text(row.a_state),
    zipCode: text(row.a_zip_code),
    planId: String(row.a_plan_id),
    status: row.a_status as AgencyStatus,
    trialEndsAt: iso(row.a_trial_ends_at),
    createdAt: iso(row.a_created_at)!,
  };
}

const agencyById = perDatabase((db) => rawStatement(db, 'agency_by_id', `select ${agencyColumns('a')} from agencies a where a.id = $1`));

/** Tenant-scoped read: an agency is visible only through its own id. */
export async function getAgency(db: Db, { agencyId }: { agencyId: string }): Promise<AgencyResponse | null> {
  const [row] = await agencyById(db)([agencyId]);
  return row ? agencyFromColumns(row) : null;
}

const allAgencies = perDatabase((db) =>
  rawStatement(db, 'agencies_newest_first', `select ${agencyColumns('a')} from agencies a order by a.created_at desc, a.id`),
);

/**
 * Platform-wide list for administrators, newest first. Every agency (hundreds): read straight
 * through the driver and written by the compiled serializer (routes.ts), so that building the
 * answer costs little CPU on the server's thread.
 */
export async function listAgencies(db: Db): Promise<AgencyResponse[]> {
  const rows = await allAgencies(db)([]);
  return rows.map((row) => agencyFromColumns(row)!);
}
