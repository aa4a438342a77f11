import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { openService } from '../../db/index-predicates.ts';
import { inspections, services } from '../../db/schema/index.ts';

// The dashboard card's counts (decision 038), scoped by agency_id; agenda-statement.ts lists the
// agenda itself with the same rules.

const open = openService;

/**
 * The service's own prazo; without one, its type's legal deadline (service_catalog.deadline_days)
 * counted from the reference date. Stored in services.deadline by a trigger (migration 0024) so a
 * range or a count of open services walks services_open_deadline_idx (decision 044).
 */
const effectiveDeadline = services.deadline;

/** A vistoria is late when its day passed with no conclusão while its service is still open. */
const vistoriaLate = (today: string) => sql<boolean>`(${inspections.data} < ${today}::date and ${inspections.conclusao} = '' and ${open})`;

export async function countVistorias(db: Db, agencyId: string, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ c: sql<number>`count(*)` })
    .from(inspections)
    .innerJoin(services, and(eq(services.agencyId, inspections.agencyId), eq(services.id, inspections.serviceId)))
    .where(and(eq(inspections.agencyId, agencyId), where));
  return Number(row?.c ?? 0);
}

export const vistoriasBetween = (from: string, to: string) => sql`${inspections.data} between ${from}::date and ${to}::date`;
export const vistoriasLateOn = (today: string) => vistoriaLate(today);

export async function countDeadlines(db: Db, agencyId: string, where: SQL): Promise<number> {
  const [row] = await db
    .select({ c: sql<number>`count(*)` })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), open, where));
  return Number(row?.c ?? 0);
}

export const deadlinesBetween = (from: string, to: string) => sql`(${effectiveDeadline}) between ${from}::date and ${to}::date`;
export const deadlinesBefore = (today: string) => sql`(${effectiveDeadline}) < ${today}::date`;
