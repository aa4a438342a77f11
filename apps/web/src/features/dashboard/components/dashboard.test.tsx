import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '@despacha/domain/contracts/admin-dashboard';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { buildMe, buildPlan } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function buildDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    scope: 'agency',
    cards: {
      customers: 1234,
      activeServices: 17,
      pendingDocuments: 5,
      monthRevenueCents: 4_580_050,
      monthPassThroughCents: 1_234_567,
      receivableCents: 987_650,
      receivableFeesToConfirm: 0,
    },
    statusCounts: { pending: 6, in_progress: 8, completed: 41, late: 3 },
    stageCounts: { agencia: 9, detran: 4, exigencia: 2, pronto: 3, concluido: 41 },
    recentActivities: [
      {
        id: 'a1',
        actorName: 'Carlos Lima',
        action: 'created',
        entity: 'origin',
        entityId: 'o1',
        summary: 'Cadastrou a origem Auto Rio',
        createdAt: minutesAgo(5),
      },
      {
        id: 'a2',
        actorName: 'Ana Souza',
        action: 'updated',
        entity: 'service',
        entityId: 's1',
        summary: 'Atualizou o serviço ABC1D23',
        createdAt: '2026-01-10T15:30:00.000Z',
      },
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

    // The cards are drawn with their labels at once; their figures arrive with the answer.
    expect(await within(await screen.findByRole('group', { name: 'Clientes Ativos' })).findByTestId('stat-value')).toHaveTextContent('1.234');
    expect(card('Serviços Ativos')).toHaveTextContent('17');
    expect(card('Documentos Pendentes')).toHaveTextContent('5');
    expect(card('Faturamento')).toHaveTextContent('R$ 45.800,50');
    // The DETRAN fees and debts received are said apart, not added to the revenue.
    expect(screen.getByRole('group', { name: 'Faturamento' })).toHaveTextContent('R$ 12.345,67 de repasses (DETRAN e débitos) não entram');
    expect(screen.queryByText('Total de Clientes')).not.toBeInTheDocument();
    // What customers still owe (decision 025).
    expect(card('A receber')).toHaveTextContent('R$ 9.876,50');
    expect(screen.getByRole('group', { name: 'A receber' })).not.toHaveTextContent('a confirmar');

    expect(card('Pendentes')).toHaveTextContent('6');
    expect(card('Em andamento')).toHaveTextContent('8');
    // Where the processes are, by stage (decision 058), beside the spec's status counts.
    const stages = screen.getByRole('list', { name: 'Etapas dos processos' });
    expect(within(stages).getByRole('group', { name: 'Na agência' })).toHaveTextContent('9');
    expect(within(stages).getByRole('group', { name: 'No DETRAN' })).toHaveTextContent('4');
    expect(within(stages).getByRole('group', { name: 'Pronto' })).toHaveTextContent('3');
    expect(card('Concluídos')).toHaveTextContent('41');
    expect(card('Atrasados')).toHaveTextContent('3');

    const activities = screen.getByRole('list', { name: 'Atividades Recentes' });
    expect(within(activities).getByText('Cadastrou a origem Auto Rio')).toBeInTheDocument();
    expect(within(activities).getByText('por Carlos Lima')).toBeInTheDocument();
    expect(within(activities).getByText('há 5 minutos')).toBeInTheDocument();
    expect(within(activities).getByText('10/01/2026 12:30')).toBeInTheDocument();
  });

  it('says under A receber how many services have their DETRAN fee "a confirmar", left out of it', async () => {
    const figures = buildDashboard();
    setup('dispatcher', '/dashboard', () => ({ body: { ...figures, cards: { ...figures.cards, receivableFeesToConfirm: 2 } } }));
    await within(await screen.findByRole('group', { name: 'A receber' })).findByTestId('stat-value');
    expect(screen.getByRole('group', { name: 'A receber' })).toHaveTextContent('2 serviços com taxa DETRAN a confirmar (fora da soma)');
    expect(card('A receber')).toHaveTextContent('R$ 9.876,50');
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

  it("shows an administrator the platform's figures from /api/admin/dashboard, not agency operations", async () => {
    const zeroFees = (['pix', 'boleto', 'cartao', 'transferencia'] as const).map((method) => ({ method, grossCents: 0, feeBps: 0, feeCents: 0 }));
    const platform: AdminDashboardResponse = {
      clients: { total: 12, byStatus: { active: 7, trial: 2, suspended: 1, cancelled: 1, inactive: 1 } },
      mrrCents: 309300,
      arrCents: 12 * 309300,
      churnRate: 0,
      growthRate: 0,
      pendingCents: 19900,
      overdueCents: 71900,
      overdueInvoices: 1,
      collectionRate: 67,
      trialsEnding: [{ clientId: 't1', clientName: 'Despachante Teste', planName: 'Básico', endsAt: '2026-02-23T15:00:00.000Z' }],
      month: {
        from: '2026-02-01',
        to: '2026-02-20',
        grossCents: 69900,
        taxRateBps: 1000,
        taxesCents: 6990,
        feesByMethod: zeroFees,
        feesCents: 0,
        netCents: 62910,
      },
    };
    const api = mockApi({
      'GET /api/me': () => ({ body: buildMe('admin', null) }),
      'GET /api/admin/dashboard': () => ({ body: platform }),
    });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'MRR' })).toBeInTheDocument();
    expect(card('Clientes')).toHaveTextContent('12');
    expect(card('MRR')).toHaveTextContent('R$ 3.093,00');
    expect(card('Valor Vencido')).toHaveTextContent('R$ 719,00');
    expect(card('Taxa de Cobrança')).toHaveTextContent('67%');
    expect(screen.getByText('Despachante Teste')).toBeInTheDocument();
    const month = screen.getByRole('group', { name: 'Resumo financeiro do mês' });
    expect(within(month).getByText('R$ 629,10')).toBeInTheDocument();
    expect(screen.queryByText('Serviços Ativos')).not.toBeInTheDocument();
    expect(screen.queryByText('Documentos Pendentes')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).not.toContain('/api/dashboard');

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
    // The cards are drawn with their labels at once; their figures arrive with the answer.
    expect(await within(await screen.findByRole('group', { name: 'Clientes Ativos' })).findByTestId('stat-value')).toHaveTextContent('1.234');
  });
});
