import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import type { RequirementServicesResponse } from '@despacha/domain/contracts/requirement-services';
import { buildDashboard, buildMe, buildPlan } from '../../../test/factories.ts';
import { mockApi, type MockReply } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const dashboard = (scope: DashboardResponse['scope']) =>
  buildDashboard(scope, { cards: { customers: 2, activeServices: 2 }, statusCounts: { pending: 2, in_progress: 0, completed: 0, late: 0 } });

const twoInRequirement: RequirementServicesResponse = {
  total: 23,
  items: [
    {
      serviceId: 's-2',
      vehicleId: 'v-2',
      number: 12,
      placa: 'RIO2A18',
      servico: 'Transferência de propriedade',
      ownerName: 'Maria Costa',
      since: '2026-03-12',
    },
    { serviceId: 's-1', vehicleId: 'v-1', number: 7, placa: 'ABC1234', servico: 'Licenciamento', ownerName: 'José Lima', since: '2026-03-10' },
  ],
};

function setup(role: 'dispatcher' | 'admin', requirements: () => MockReply) {
  const api = mockApi({
    'GET /api/me': () => ({ body: role === 'admin' ? buildMe('admin', null) : buildMe('dispatcher') }),
    'GET /api/plans': () => ({ body: [buildPlan()] }),
    'GET /api/dashboard': () => ({ body: dashboard(role === 'admin' ? 'platform' : 'agency') }),
    'GET /api/dashboard/requirements': requirements,
  });
  return { ...api, ...renderApp(role === 'admin' ? '/admin' : '/dashboard'), user: userEvent.setup() };
}

describe('Serviços em exigência on the dashboard', () => {
  it('lists them from the server, each opening its record in Cadastro do Sistema', async () => {
    setup('dispatcher', () => ({ body: twoInRequirement }));
    const list = await screen.findByRole('list', { name: 'Serviços em exigência' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Nº 12 — RIO2A18 — Transferência de propriedadeMaria Costadesde 12/03/2026',
      'Nº 7 — ABC-1234 — LicenciamentoJosé Limadesde 10/03/2026',
    ]);
    expect(links[0]).toHaveAttribute('href', '/cadastro-sistema?veiculo=v-2&servico=s-2');
    expect(screen.getByText('23 serviços')).toBeInTheDocument();
    expect(screen.getByText('Mostrando os 2 mais recentes de 23.')).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    setup('dispatcher', () => ({ body: { total: 0, items: [] } }));
    expect(await screen.findByText('Nenhum serviço em exigência.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    setup('dispatcher', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Erro' } } }));
    expect(await screen.findByText('Não foi possível carregar os serviços em exigência.')).toBeInTheDocument();
  });

  it('is not shown to an administrator (no agency) and not asked for', async () => {
    const { calls } = setup('admin', () => ({ body: twoInRequirement }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
    await screen.findByText('Acesso Rápido');
    expect(screen.queryByText('Serviços em exigência')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/dashboard/requirements')).toBe(false);
  });
});
