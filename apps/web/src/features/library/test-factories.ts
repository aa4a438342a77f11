import type { PickedService } from './api/search-services.ts';

// Test data of the forms library's component tests: services as GET /api/library/services lists them.

export const buildPickedService = (overrides: Partial<PickedService> = {}): PickedService => ({
  id: '7d3c1a52-0000-4000-8000-000000000007',
  number: 7,
  servico: 'transferencia',
  status: 'pending',
  capaProcesso: 'normal',
  plate: 'AAA-1000',
  ownerName: 'Maria da Silva',
  ...overrides,
});
