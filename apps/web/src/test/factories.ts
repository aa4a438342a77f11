import type { AgencyResponse, MeResponse, PlanResponse } from '@despacha/domain/contracts/agencies';
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
