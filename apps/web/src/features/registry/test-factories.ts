import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { ChecklistEntry } from '@despacha/domain/contracts/registry/service-detail';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { initialFieldOptions } from '@despacha/domain/options/field-option-kinds';
import type { ServiceDetail } from './api/get-service-detail.ts';

// Test data of the registry screen's component tests (API answers as the server shapes them).

const stamp = '2026-11-20T12:00:00.000Z';

export function buildOwner(overrides: Partial<OwnerResponse> = {}): OwnerResponse {
  return {
    id: 'owner-1', nome: 'Maria da Silva', cpf: '52998224725', cnpj: '', endereco: 'Rua das Laranjeiras', numero: '100',
    complemento: '', bairro: 'Laranjeiras', cep: '22240003', municipio: 'Rio de Janeiro', uf: 'RJ', orgao: 'DETRAN-RJ',
    emissao: null, cnh: '', nacionalidade: 'Brasileira', naturalidade: 'Rio de Janeiro', nasc: '1980-05-17', estadoCivil: 'casado',
    email: 'maria@exemplo.com.br', telCom: '', ramal: '', telRes: '', cel: '21987654321', createdAt: stamp, updatedAt: stamp,
    ...overrides,
  };
}

export function buildVehicle(overrides: Partial<VehicleResponse> = {}): VehicleResponse {
  return {
    id: 'vehicle-1', ownerId: 'owner-1', placa: 'ABC1D23', renavam: '39560590739', chassis: '', placaAnterior: '', assinatura: '',
    posicao: '', envelope: '', entregue: '', marca: 'Fiat', modelo: 'Uno', anoFabricacao: '2015', anoModelo: '2016', chRem: '',
    especie: 'passageiro', combustivel: 'flex', cilindrada: '', categoria: 'particular', carro: 'hatch', potencia: '', tipo: 'automovel',
    capacidadePass: '5', ton: '', catSeg: '', eixos: '2', procedencia: 'nacional', cor: 'prata', origemServico: '', capaProcesso: '',
    createdAt: stamp, updatedAt: stamp, ...overrides,
  };
}

export function buildService(overrides: Partial<ServiceResponse> = {}): ServiceResponse {
  return {
    id: 'service-1', number: 7, vehicleId: 'vehicle-1', ownerId: 'owner-1', originId: null, servico: 'transferencia',
    assinatura: 'digital', posicao: 'emissao', origemServico: 'particular', capaProcesso: 'normal', dataProc: '2026-11-20',
    prazo: null, nCrvInf: '', emissao: null, uf: 'RJ', restricoes: 'nenhuma', finArr: '', exProp: '', cpfCnpjAnt: '', crvCrlv: false,
    declPerda: false, status: 'pending', valor: 25000, honorarios: 15000, duvidas: 0, extras: 0, total: 40000, valorPago: 10000,
    saldo: 30000, paidAt: null, observacoes: '', completedAt: null, createdAt: stamp, updatedAt: stamp, ...overrides,
  };
}

export function buildServiceDetail(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  const checklist: ChecklistEntry[] = documentChecklist.map((d) => ({ item: d.value, label: d.label, required: false, received: false, files: [] }));
  return {
    service: buildService(),
    movements: [{ id: 'm1', position: 'emissao', movedOn: '2026-11-20', note: 'Abertura do serviço', createdByName: 'Ana Souza', createdAt: stamp }],
    inspection: { data: null, hora: '', posto: '', conclusao: '' },
    checklist,
    ...overrides,
  };
}

export const fieldOptionsBody = { ...initialFieldOptions };
