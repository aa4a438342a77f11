import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AgendaDeadline, AgendaVistoria } from '@despacha/domain/agenda/contracts';
import type { Db } from '../../db/client.ts';
import { fieldOptions, inspections, owners, serviceCatalog, services, vehicles } from '../../db/schema/index.ts';

// The agenda's SQL (decision 038). Every query is scoped by agency_id; a service's legal deadline is
// computed here, so a range filter and a count read the same rule.

const open = sql`${services.status} <> 'completed'`;

/** What a catalog deadline counts from: the data do processo, else the day the service was opened in Rio. */
const referenceDate = sql`coalesce(${services.dataProc}, (${services.createdAt} at time zone 'America/Sao_Paulo')::date)`;

/**
 * The service's own prazo; without one, its type's legal deadline (service_catalog.deadline_days)
 * counted from the reference date. Stored in services.deadline by a trigger (migration 0024) so a
 * range or a count of open services walks services_open_deadline_idx (decision 044).
 */
const effectiveDeadline = services.deadline;

const serviceColumns = {
  serviceId: services.id,
  vehicleId: services.vehicleId,
  number: services.number,
  placa: vehicles.placa,
  servico: sql<string>`coalesce(${fieldOptions.optionLabel}, ${services.servico})`,
  ownerName: owners.nome,
};
const ofVehicle = and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId));
const ofOwner = and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId));
const typeLabel = and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, services.servico));

/** A vistoria is late when its day passed with no conclusão while its service is still open. */
const vistoriaLate = (today: string) => sql<boolean>`(${inspections.data} < ${today}::date and ${inspections.conclusao} = '' and ${open})`;

export async function listVistorias(db: Db, agencyId: string, today: string, where: SQL | undefined, limit: number): Promise<AgendaVistoria[]> {
  return db
    .select({
      ...serviceColumns,
      data: sql<string>`${inspections.data}::text`,
      hora: inspections.hora,
      posto: inspections.posto,
      conclusao: inspections.conclusao,
      late: vistoriaLate(today),
    })
    .from(inspections)
    .innerJoin(services, and(eq(services.agencyId, inspections.agencyId), eq(services.id, inspections.serviceId)))
    .innerJoin(vehicles, ofVehicle)
    .innerJoin(owners, ofOwner)
    .leftJoin(fieldOptions, typeLabel)
    .where(and(eq(inspections.agencyId, agencyId), where))
    // A vistoria with no time set goes after the day's timed ones.
    .orderBy(asc(inspections.data), sql`${inspections.hora} = ''`, asc(inspections.hora), asc(services.number))
    .limit(limit);
}

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
export const atPosto = (posto: string) => (posto ? eq(inspections.posto, posto) : undefined);

/** Postos with vistorias in the range and how many each, alphabetically ('' is "no posto"). */
export async function postosBetween(db: Db, agencyId: string, from: string, to: string) {
  const rows = await db
    .select({ posto: inspections.posto, total: sql<number>`count(*)` })
    .from(inspections)
    .where(and(eq(inspections.agencyId, agencyId), vistoriasBetween(from, to)))
    .groupBy(inspections.posto)
    .orderBy(asc(inspections.posto));
  return rows.map((r) => ({ posto: r.posto, total: Number(r.total) }));
}

export async function listDeadlines(db: Db, agencyId: string, today: string, where: SQL, limit: number): Promise<AgendaDeadline[]> {
  const rows = await db
    .select({
      ...serviceColumns,
      deadline: sql<string>`(${effectiveDeadline})::text`,
      source: sql<'prazo' | 'catalog'>`case when ${services.prazo} is null then 'catalog' else 'prazo' end`,
      basis: sql<string>`case when ${services.prazo} is null then ${serviceCatalog.deadlineBasis} else '' end`,
      referenceDate: sql<string | null>`case when ${services.prazo} is null then (${referenceDate})::text end`,
      posicao: services.posicao,
      late: sql<boolean>`(${effectiveDeadline}) < ${today}::date`,
    })
    .from(services)
    .innerJoin(vehicles, ofVehicle)
    .innerJoin(owners, ofOwner)
    .leftJoin(serviceCatalog, eq(serviceCatalog.serviceType, services.servico))
    .leftJoin(fieldOptions, typeLabel)
    .where(and(eq(services.agencyId, agencyId), open, where))
    .orderBy(sql`${effectiveDeadline}`, asc(services.number))
    .limit(limit);
  return rows.map((r) => ({ ...r, posicao: r.posicao as AgendaDeadline['posicao'], basis: r.basis ?? '' }));
}

export async function countDeadlines(db: Db, agencyId: string, where: SQL): Promise<number> {
  const [row] = await db
    .select({ c: sql<number>`count(*)` })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), open, where));
  return Number(row?.c ?? 0);
}

export const deadlinesBetween = (from: string, to: string) => sql`(${effectiveDeadline}) between ${from}::date and ${to}::date`;
export const deadlinesBefore = (today: string) => sql`(${effectiveDeadline}) < ${today}::date`;
