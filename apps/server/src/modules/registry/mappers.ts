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

// Explicit literals, not rest and spread: the search maps every matched row, and copying ~30
// columns through rest/spread was a visible share of its CPU (decision 010). The `satisfies`
// clauses make a new column a type error here until it is mapped (or deliberately left out).

export function toOwner(row: OwnerRow): OwnerResponse {
  const out = {
    id: row.id,
    nome: row.nome,
    cpf: row.cpf,
    cnpj: row.cnpj,
    endereco: row.endereco,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cep: row.cep,
    municipio: row.municipio,
    uf: row.uf,
    orgao: row.orgao,
    emissao: row.emissao,
    cnh: row.cnh,
    nacionalidade: row.nacionalidade,
    naturalidade: row.naturalidade,
    nasc: row.nasc,
    estadoCivil: row.estadoCivil,
    email: row.email,
    telCom: row.telCom,
    ramal: row.ramal,
    telRes: row.telRes,
    cel: row.cel,
    // Not in the API's contract (its serializers drop it), but the LGPD export writes it.
    anonymisedAt: row.anonymisedAt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies Record<Exclude<keyof OwnerRow, 'agencyId' | 'searchName'>, unknown>;
  return out;
}

export function toVehicle(row: VehicleRow): VehicleResponse {
  return {
    id: row.id,
    ownerId: row.ownerId,
    placa: row.placa,
    renavam: row.renavam,
    chassis: row.chassis,
    placaAnterior: row.placaAnterior,
    assinatura: row.assinatura,
    posicao: row.posicao,
    envelope: row.envelope,
    entregue: row.entregue,
    marca: row.marca,
    modelo: row.modelo,
    anoFabricacao: row.anoFabricacao,
    anoModelo: row.anoModelo,
    chRem: row.chRem,
    especie: row.especie,
    combustivel: row.combustivel,
    cilindrada: row.cilindrada,
    categoria: row.categoria,
    carro: row.carro,
    potencia: row.potencia,
    tipo: row.tipo,
    capacidadePass: row.capacidadePass,
    ton: row.ton,
    catSeg: row.catSeg,
    eixos: row.eixos,
    procedencia: row.procedencia,
    cor: row.cor,
    origemServico: row.origemServico,
    capaProcesso: row.capaProcesso,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies Record<Exclude<keyof VehicleRow, 'agencyId' | 'placaMercosul' | 'ownerNome'>, unknown>;
}

export function toService(row: ServiceRow): ServiceResponse {
  const money = {
    valor: row.valorCents,
    honorarios: row.honorariosCents,
    duvidas: row.duvidasCents,
    extras: row.extrasCents,
    valorPago: row.valorPagoCents,
  };
  const { total, saldo } = serviceTotals(money);
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
    valor: money.valor,
    honorarios: money.honorarios,
    duvidas: money.duvidas,
    extras: money.extras,
    valorPago: money.valorPago,
    total,
    saldo,
    paidAt: row.paidAt?.toISOString() ?? null,
    observacoes: row.observacoes,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
