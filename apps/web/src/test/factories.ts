import type { AgencyResponse, MeResponse, PlanResponse } from '@despacha/domain/contracts/agencies';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import type { Role } from '@despacha/domain/roles';

export function buildAgency(overrides: Partial<AgencyResponse> = {}): AgencyResponse {
  return {
    id: 'agency-1',
    name: 'Despachante Teste',
    email: 'contato@teste.com.br',
    phone: '21987654321',
    cnpj: '11222333000181',
    address: null,
    city: null,
    state: null,
    zipCode: null,
    planId: 'basico',
    status: 'trial',
    trialEndsAt: '2026-12-22T12:00:00.000Z',
    createdAt: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

export function buildMe(role: Role = 'dispatcher', agency: AgencyResponse | null = buildAgency()): MeResponse {
  return {
    user: { id: 'user-1', name: 'Ana Souza', email: 'ana@teste.com.br', emailVerified: true },
    profile: { role, agencyId: agency?.id ?? null, name: 'Ana Souza', mustChangePassword: false },
    agency,
  };
}

export function buildPlan(overrides: Partial<PlanResponse> = {}): PlanResponse {
  return {
    id: 'basico',
    name: 'Básico',
    priceCents: 19900,
    baseUsers: 2,
    additionalUserPriceCents: 5000,
    trialDays: 30,
    description: 'Para despachantes que estão começando.',
    features: [],
    ...overrides,
  };
}

// Registry answers as the server shapes them (registry screen, request forms' lookup and pre-fill).

const stamp = '2026-11-20T12:00:00.000Z';

export function buildOwner(overrides: Partial<OwnerResponse> = {}): OwnerResponse {
  return {
    id: 'owner-1',
    nome: 'Maria da Silva',
    cpf: '52998224725',
    cnpj: '',
    endereco: 'Rua das Laranjeiras',
    numero: '100',
    complemento: '',
    bairro: 'Laranjeiras',
    cep: '22240003',
    municipio: 'Rio de Janeiro',
    uf: 'RJ',
    orgao: 'DETRAN-RJ',
    emissao: null,
    cnh: '',
    nacionalidade: 'Brasileira',
    naturalidade: 'Rio de Janeiro',
    nasc: '1980-05-17',
    estadoCivil: 'casado',
    email: 'maria@exemplo.com.br',
    telCom: '2133334444',
    ramal: '',
    telRes: '',
    cel: '21987654321',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function buildVehicle(overrides: Partial<VehicleResponse> = {}): VehicleResponse {
  return {
    id: 'vehicle-1',
    ownerId: 'owner-1',
    placa: 'ABC1D23',
    renavam: '39560590739',
    chassis: '',
    placaAnterior: '',
    assinatura: '',
    posicao: '',
    envelope: '',
    entregue: '',
    marca: 'Fiat',
    modelo: 'Uno',
    anoFabricacao: '2015',
    anoModelo: '2016',
    chRem: '',
    especie: 'passageiro',
    combustivel: 'flex',
    cilindrada: '',
    categoria: 'particular',
    carro: 'hatch',
    potencia: '',
    tipo: 'automovel',
    capacidadePass: '5',
    ton: '',
    catSeg: '',
    eixos: '2',
    procedencia: 'nacional',
    cor: 'prata',
    origemServico: '',
    capaProcesso: '',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export const buildHit = (owner: Partial<OwnerResponse> = {}, vehicle: Partial<VehicleResponse> | null = {}): SearchResult => ({
  owner: buildOwner(owner),
  vehicle: vehicle === null ? null : buildVehicle(vehicle),
  openServices: [],
});

export function buildService(overrides: Partial<ServiceResponse> = {}): ServiceResponse {
  return {
    id: 'service-1',
    number: 7,
    vehicleId: 'vehicle-1',
    ownerId: 'owner-1',
    originId: null,
    servico: 'transferencia',
    assinatura: 'digital',
    posicao: 'emissao',
    origemServico: 'particular',
    capaProcesso: 'normal',
    dataProc: '2026-11-20',
    prazo: null,
    nCrvInf: '',
    emissao: null,
    uf: 'RJ',
    restricoes: 'nenhuma',
    finArr: '',
    exProp: '',
    cpfCnpjAnt: '',
    crvCrlv: false,
    declPerda: false,
    status: 'pending',
    valor: 25000,
    honorarios: 15000,
    duvidas: 0,
    extras: 0,
    total: 40000,
    valorPago: 10000,
    saldo: 30000,
    paidAt: null,
    observacoes: '',
    completedAt: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

/** A dashboard of nothing (the screens beside it need one); `cards` and the rest override it. */
export function buildDashboard(
  scope: DashboardResponse['scope'] = 'agency',
  { cards, ...overrides }: Partial<Omit<DashboardResponse, 'cards'>> & { cards?: Partial<DashboardResponse['cards']> } = {},
): DashboardResponse {
  return {
    scope,
    cards: {
      customers: 0,
      activeServices: 0,
      pendingDocuments: 0,
      monthRevenueCents: 0,
      monthPassThroughCents: 0,
      receivableCents: 0,
      receivableFeesToConfirm: 0,
      ...cards,
    },
    statusCounts: { pending: 0, in_progress: 0, completed: 0, late: 0 },
    stageCounts: { agencia: 0, detran: 0, exigencia: 0, pronto: 0, concluido: 0 },
    recentActivities: [],
    ...overrides,
  };
}
