import { desc, eq } from 'drizzle-orm';
import type { AgencyResponse } from '@despacha/domain/contracts/agencies';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';

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

/** Tenant-scoped read: an agency is visible only through its own id. */
export async function getAgency(db: Db, { agencyId }: { agencyId: string }): Promise<AgencyResponse | null> {
  const row = await db.query.agencies.findFirst({ where: eq(agencies.id, agencyId) });
  return row ? toAgencyResponse(row) : null;
}

/** Platform-wide list for administrators, newest first. */
export async function listAgencies(db: Db): Promise<AgencyResponse[]> {
  const rows = await db.select().from(agencies).orderBy(desc(agencies.createdAt));
  return rows.map(toAgencyResponse);
}
