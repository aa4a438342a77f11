import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';

// Test data of the forms library's component tests: registry search answers as the server shapes them.

const stamp = '2026-11-20T12:00:00.000Z';

const owner = (nome: string): OwnerResponse => ({
  id: 'owner-1', nome, cpf: '52998224725', cnpj: '', endereco: 'Rua das Laranjeiras', numero: '100', complemento: '',
  bairro: 'Laranjeiras', cep: '22240003', municipio: 'Rio de Janeiro', uf: 'RJ', orgao: '', emissao: null, cnh: '',
  nacionalidade: 'Brasileira', naturalidade: '', nasc: null, estadoCivil: '', email: '', telCom: '', ramal: '', telRes: '',
  cel: '21987654321', createdAt: stamp, updatedAt: stamp,
});

const vehicle = (placa: string): VehicleResponse => ({
  id: 'vehicle-1', ownerId: 'owner-1', placa, renavam: '39560590739', chassis: '', placaAnterior: '', assinatura: '', posicao: '',
  envelope: '', entregue: '', marca: 'Fiat', modelo: 'Uno', anoFabricacao: '2015', anoModelo: '2016', chRem: '', especie: '',
  combustivel: 'flex', cilindrada: '', categoria: '', carro: '', potencia: '', tipo: 'automovel', capacidadePass: '', ton: '',
  catSeg: '', eixos: '', procedencia: '', cor: 'prata', origemServico: '', capaProcesso: '', createdAt: stamp, updatedAt: stamp,
});

export const buildLibraryService = (overrides: Partial<ServiceResponse> = {}): ServiceResponse => ({
  id: '7d3c1a52-0000-4000-8000-000000000007', number: 7, vehicleId: 'vehicle-1', ownerId: 'owner-1', originId: null,
  servico: 'transferencia', assinatura: 'digital', posicao: 'emissao', origemServico: 'particular', capaProcesso: 'normal',
  dataProc: '2026-11-20', prazo: null, nCrvInf: '', emissao: null, uf: 'RJ', restricoes: '', finArr: '', exProp: '', cpfCnpjAnt: '',
  crvCrlv: false, declPerda: false, status: 'pending', valor: 25000, honorarios: 15000, duvidas: 0, extras: 0, total: 40000,
  valorPago: 0, saldo: 40000, paidAt: null, observacoes: '', completedAt: null, createdAt: stamp, updatedAt: stamp, ...overrides,
});

export const buildSearchResult = (placa: string, nome: string, services: ServiceResponse[]): SearchResult => ({
  owner: owner(nome),
  vehicle: vehicle(placa),
  openServices: services,
});
