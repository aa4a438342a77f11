import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';

// Registry search answers as the server shapes them, for the lookup and sale-form tests.

const stamp = '2026-11-20T12:00:00.000Z';

export function buildOwner(overrides: Partial<OwnerResponse> = {}): OwnerResponse {
  return {
    id: 'owner-1', nome: 'Maria da Silva', cpf: '52998224725', cnpj: '', endereco: 'Rua das Laranjeiras', numero: '100',
    complemento: '', bairro: 'Laranjeiras', cep: '22240003', municipio: 'Rio de Janeiro', uf: 'RJ', orgao: 'DETRAN-RJ',
    emissao: null, cnh: '', nacionalidade: 'Brasileira', naturalidade: 'Rio de Janeiro', nasc: '1980-05-17', estadoCivil: 'casado',
    email: 'maria@exemplo.com.br', telCom: '2133334444', ramal: '', telRes: '', cel: '21987654321', createdAt: stamp, updatedAt: stamp,
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

export const buildHit = (owner: Partial<OwnerResponse> = {}, vehicle: Partial<VehicleResponse> | null = {}): SearchResult => ({
  owner: buildOwner(owner),
  vehicle: vehicle === null ? null : buildVehicle(vehicle),
  openServices: [],
});
