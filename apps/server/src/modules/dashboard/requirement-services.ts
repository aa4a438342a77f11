import { and, desc, eq, sql } from 'drizzle-orm';
import { REQUIREMENT_SERVICES_LIMIT, type RequirementServicesResponse } from '@despacha/domain/contracts/requirement-services';
import type { Db } from '../../db/client.ts';
import { fieldOptions, owners, serviceMovements, services, vehicles } from '../../db/schema/index.ts';
import { serviceInExigencia } from '../registry/public.ts';

/**
 * The agency's services in exigência, the latest to get there first: the dashboard shows them so a
 * DETRAN demand is not left in its own table. "In exigência" is having an open exigência
 * (in-exigencia.ts), the same rows Retorno de Exigência lists, so the two counts agree (issue 34).
 * "Since" is the date of the service's last move to exigência; a service without such a movement
 * (older data) falls back to its last update.
 *
 * Reads the agency's open exigências, each one's service and own movements, and the vehicles and
 * owners of the page.
 */
export async function requirementServices(db: Db, agencyId: string): Promise<RequirementServicesResponse> {
  const inRequirement = and(eq(services.agencyId, agencyId), serviceInExigencia);
  const lastMove = db
    .select({
      movedOn: sql<string | null>`max(${serviceMovements.movedOn})::text`.as('moved_on'),
      movedAt: sql<Date | null>`max(${serviceMovements.createdAt})`.as('moved_at'),
    })
    .from(serviceMovements)
    .where(and(eq(serviceMovements.agencyId, services.agencyId), eq(serviceMovements.serviceId, services.id), eq(serviceMovements.position, 'exigencia')))
    .as('last_move');
  const page = db
    .select({
      id: sql<string>`${services.id}`.as('page_id'),
      number: sql<number>`${services.number}`.as('page_number'),
      since: sql<string>`coalesce(${lastMove.movedOn}, (${services.updatedAt} at time zone 'America/Sao_Paulo')::date::text)`.as('since'),
      movedAt: sql<Date>`coalesce(${lastMove.movedAt}, ${services.updatedAt})`.as('sort_at'),
    })
    .from(services)
    .leftJoinLateral(lastMove, sql`true`)
    .where(inRequirement)
    .orderBy(desc(sql`sort_at`), desc(services.number))
    .limit(REQUIREMENT_SERVICES_LIMIT)
    .as('page');

  const [rows, [count]] = await Promise.all([
    db
      .select({
        serviceId: services.id,
        vehicleId: services.vehicleId,
        number: services.number,
        placa: vehicles.placa,
        servico: sql<string>`coalesce(${fieldOptions.optionLabel}, ${services.servico})`,
        ownerName: owners.nome,
        since: page.since,
      })
      .from(page)
      .innerJoin(services, and(eq(services.agencyId, agencyId), eq(services.id, page.id)))
      .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
      .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
      .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, services.servico)))
      .orderBy(desc(page.movedAt), desc(page.number)),
    db
      .select({ c: sql<number>`count(*)` })
      .from(services)
      .where(inRequirement),
  ]);
  return { total: Number(count?.c ?? 0), items: rows };
}
