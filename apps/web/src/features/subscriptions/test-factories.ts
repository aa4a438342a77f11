import type { AdminFieldOptionResponse } from '@despacha/domain/contracts/field-options';
import type { AdminPlanResponse } from '@despacha/domain/contracts/plans';
import type { SubscriptionSummaryResponse, TrialPage, TrialResponse } from '@despacha/domain/contracts/subscription-metrics';
import { buildPlan } from '../../test/factories.ts';

// Admin answers of the subscriptions screens; the plan itself is the shared `buildPlan`.

export function buildAdminPlan(overrides: Partial<AdminPlanResponse> = {}): AdminPlanResponse {
  return { ...buildPlan({ features: ['Formulários DETRAN-RJ'] }), active: true, clients: 3, createdAt: '2026-01-10T12:00:00.000Z', ...overrides };
}

export function buildFieldOption(overrides: Partial<AdminFieldOptionResponse> = {}): AdminFieldOptionResponse {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    fieldName: 'color',
    optionValue: 'preto',
    optionLabel: 'Preto',
    displayOrder: 0,
    active: true,
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export const buildSummary = (overrides: Partial<SubscriptionSummaryResponse> = {}): SubscriptionSummaryResponse => ({
  mrrCents: 129700,
  arrCents: 1556400,
  churnRate: 3.2,
  growthRate: 15,
  activeSubscriptions: 3,
  totalClients: 7,
  periodDays: 30,
  ...overrides,
});

export const buildTrial = (overrides: Partial<TrialResponse> = {}): TrialResponse => ({
  clientId: 'a2',
  clientName: 'Despachante Norte',
  clientEmail: 'norte@despachante.com.br',
  planId: 'intermediario',
  planName: 'Intermediário',
  startDate: '2026-03-01T15:00:00.000Z',
  endDate: '2026-03-31T15:00:00.000Z',
  status: 'active',
  clientStatus: 'trial',
  ...overrides,
});

/** The trials endpoint's answer: these rows as page `page` of `total`. */
export const trialPage = (items: TrialResponse[], total = items.length, page = 1): TrialPage => ({ items, total, page, pageSize: 20 });
