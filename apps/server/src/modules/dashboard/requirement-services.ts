import { and, desc, eq, sql } from 'drizzle-orm';
import { REQUIREMENT_SERVICES_LIMIT, type RequirementServicesResponse } from '@despacha/domain/contracts/requirement-services';
import type { Db } from '../../db/client.ts';
import { fieldOptions, owners, serviceMovements, services, vehicles } from '../../db/schema/index.ts';

const EXIGENCIA = 'exigencia';

/**
 * The agency's services in exigência, the latest to get there first: the dashboard shows them so a
 * DETRAN demand is not left in its own table. "Since" is the date of the service's last move to
 * exigência; a service stored there without a movement (older data) falls back to its last update.
 */
export async function requirementServices(db: Db, agencyId: string): Promise<RequirementServicesResponse> {
  const lastMove = db
    .select({
      serviceId: serviceMovements.serviceId,
      movedOn: sql<string>`max(${serviceMovements.movedOn})::text`.as('moved_on'),
      movedAt: sql<Date>`max(${serviceMovements.createdAt})`.as('moved_at'),
    })
    .from(serviceMovements)
    .where(and(eq(serviceMovements.agencyId, agencyId), eq(serviceMovements.position, EXIGENCIA)))
    .groupBy(serviceMovements.serviceId)
    .as('last_move');
  const inRequirement = and(eq(services.agencyId, agencyId), eq(services.posicao, EXIGENCIA));

  const [rows, [count]] = await Promise.all([
    db
      .select({
        serviceId: services.id,
        vehicleId: services.vehicleId,
        number: services.number,
        placa: vehicles.placa,
        servico: sql<string>`coalesce(${fieldOptions.optionLabel}, ${services.servico})`,
        ownerName: owners.nome,
        since: sql<string>`coalesce(${lastMove.movedOn}, (${services.updatedAt} at time zone 'America/Sao_Paulo')::date::text)`,
      })
      .from(services)
      .innerJoin(vehicles, and(eq(vehicles.agencyId, services.agencyId), eq(vehicles.id, services.vehicleId)))
      .innerJoin(owners, and(eq(owners.agencyId, services.agencyId), eq(owners.id, services.ownerId)))
      .leftJoin(lastMove, eq(lastMove.serviceId, services.id))
      .leftJoin(fieldOptions, and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, services.servico)))
      .where(inRequirement)
      .orderBy(desc(sql`coalesce(${lastMove.movedAt}, ${services.updatedAt})`), desc(services.number))
      .limit(REQUIREMENT_SERVICES_LIMIT),
    db.select({ c: sql<number>`count(*)` }).from(services).where(inRequirement),
  ]);
  return { total: Number(count?.c ?? 0), items: rows };
}
