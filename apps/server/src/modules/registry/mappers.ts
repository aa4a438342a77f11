import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import { effectiveServiceStatus, serviceTotals } from '@despacha/domain/contracts/registry/service';
import type { ServicePosition } from '@despacha/domain/statuses';
import type { owners, services, vehicles } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

type OwnerRow = typeof owners.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

export function toOwner({ agencyId: _a, searchName: _s, createdAt, updatedAt, ...rest }: OwnerRow): OwnerResponse {
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export function toVehicle({ agencyId: _a, placaMercosul: _p, createdAt, updatedAt, ...rest }: VehicleRow): VehicleResponse {
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export function toService(row: ServiceRow): ServiceResponse {
  const money = {
    valor: row.valorCents,
    honorarios: row.honorariosCents,
    duvidas: row.duvidasCents,
    extras: row.extrasCents,
    valorPago: row.valorPagoCents,
  };
  return {
    id: row.id,
    number: row.number,
    vehicleId: row.vehicleId,
    ownerId: row.ownerId,
    originId: row.originId,
    servico: row.servico,
    assinatura: row.assinatura,
    posicao: row.posicao as ServicePosition,
    origemServico: row.origemServico,
    capaProcesso: row.capaProcesso,
    dataProc: row.dataProc,
    prazo: row.prazo,
    nCrvInf: row.nCrvInf,
    emissao: row.emissao,
    uf: row.uf,
    restricoes: row.restricoes,
    finArr: row.finArr,
    exProp: row.exProp,
    cpfCnpjAnt: row.cpfCnpjAnt,
    crvCrlv: row.crvCrlv,
    declPerda: row.declPerda,
    status: effectiveServiceStatus(row.status as 'pending' | 'in_progress' | 'completed', row.prazo, todayIso()),
    ...money,
    ...serviceTotals(money),
    paidAt: row.paidAt?.toISOString() ?? null,
    observacoes: row.observacoes,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
