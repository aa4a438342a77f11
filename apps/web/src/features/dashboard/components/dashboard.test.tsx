import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { buildMe, buildPlan } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function buildDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    scope: 'agency',
    cards: { customers: 1234, activeServices: 17, pendingDocuments: 5, monthRevenueCents: 4_580_050, monthPassThroughCents: 1_234_567 },
    statusCounts: { pending: 6, in_progress: 8, completed: 41, late: 3 },
    recentActivities: [
      { id: 'a1', actorName: 'Carlos Lima', action: 'created', entity: 'origin', entityId: 'o1', summary: 'Cadastrou a origem Auto Rio', createdAt: minutesAgo(5) },
      { id: 'a2', actorName: 'Ana Souza', action: 'updated', entity: 'service', entityId: 's1', summary: 'Atualizou o serviço ABC1D23', createdAt: '2026-01-10T15:30:00.000Z' },
    ],
    ...overrides,
  };
}

function setup(role: 'dispatcher' | 'admin', path: string, dashboard: MockHandler) {
  const api = mockApi({
    'GET /api/me': () => ({ body: role === 'admin' ? buildMe('admin', null) : buildMe('dispatcher') }),
    'GET /api/plans': () => ({ body: [buildPlan()] }),
    'GET /api/dashboard': dashboard,
    'GET /api/dashboard/requirements': () => ({ body: { total: 0, items: [] } }),
  });
  return { ...api, ...renderApp(path), user: userEvent.setup() };
}

const card = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('stat-value');

describe('dashboard', () => {
  it("shows the agency's figures from /api/dashboard with the agency labels", async () => {
    setup('dispatcher', '/dashboard', () => ({ body: buildDashboard() }));

    expect(await screen.findByRole('group', { name: 'Clientes Ativos' })).toBeInTheDocument();
    expect(card('Clientes Ativos')).toHaveTextContent('1.234');
    expect(card('Serviços Ativos')).toHaveTextContent('17');
    expect(card('Documentos Pendentes')).toHaveTextContent('5');
    expect(card('Faturamento')).toHaveTextContent('R$ 45.800,50');
    // The DETRAN fees and debts received are said apart, not added to the revenue.
    expect(screen.getByRole('group', { name: 'Faturamento' })).toHaveTextContent('R$ 12.345,67 de repasses (DETRAN e débitos) não entram');
    expect(screen.queryByText('Total de Clientes')).not.toBeInTheDocument();

    expect(card('Pendentes')).toHaveTextContent('6');
    expect(card('Em andamento')).toHaveTextContent('8');
    expect(card('Concluídos')).toHaveTextContent('41');
    expect(card('Atrasados')).toHaveTextContent('3');

    const activities = screen.getByRole('list', { name: 'Atividades Recentes' });
    expect(within(activities).getByText('Cadastrou a origem Auto Rio')).toBeInTheDocument();
    expect(within(activities).getByText('por Carlos Lima')).toBeInTheDocument();
    expect(within(activities).getByText('há 5 minutos')).toBeInTheDocument();
    expect(within(activities).getByText('10/01/2026 12:30')).toBeInTheDocument();
  });

  it('offers quick actions that lead to registration and reports', async () => {
    setup('dispatcher', '/dashboard', () => ({ body: buildDashboard() }));
    const actions = await screen.findByRole('navigation', { name: 'Ações Rápidas' });
    for (const [label, href] of [
      ['Novo Serviço', '/cadastro-sistema?aba=servico'],
      ['Cadastrar Cliente', '/cadastro-sistema?aba=proprietario'],
      ['Cadastrar Veículo', '/cadastro-sistema?aba=veiculo'],
      ['Ver Relatórios', '/reports'],
    ]) {
      expect(within(actions).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('shows the platform labels and figures to an administrator', async () => {
    const platform = buildDashboard({
      scope: 'platform',
      cards: { customers: 12, activeServices: 230, pendingDocuments: 77, monthRevenueCents: 1_999_900, monthPassThroughCents: 0 },
      recentActivities: [],
    });
    setup('admin', '/admin', () => ({ body: platform }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total de Clientes' })).toBeInTheDocument();
    expect(card('Total de Clientes')).toHaveTextContent('12');
    expect(card('Serviços Ativos')).toHaveTextContent('230');
    expect(card('Documentos Pendentes')).toHaveTextContent('77');
    expect(card('Receita Mensal')).toHaveTextContent('R$ 19.999,00');
    expect(screen.queryByText('Clientes Ativos')).not.toBeInTheDocument();
    expect(screen.getByText('Nenhuma atividade recente.')).toBeInTheDocument();

    const links = screen.getByRole('navigation', { name: 'Acesso Rápido' });
    expect(within(links).getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/admin/clients');
    expect(within(links).getByRole('link', { name: 'Faturamento' })).toHaveAttribute('href', '/admin/billing');
  });

  it('says when the figures cannot be loaded and retries on request', async () => {
    let fail = true;
    const { user } = setup('dispatcher', '/dashboard', () =>
      fail ? apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.') : { body: buildDashboard() },
    );

    expect(await screen.findByText('Não foi possível carregar o dashboard.')).toBeInTheDocument();
    expect(screen.getByText('Erro interno do servidor. Tente novamente em instantes.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('group', { name: 'Clientes Ativos' })).toBeInTheDocument();
    expect(card('Clientes Ativos')).toHaveTextContent('1.234');
  });
});
