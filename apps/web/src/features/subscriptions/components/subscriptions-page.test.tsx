import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionChangeItem } from '@despacha/domain/contracts/clients';
import type { AdminInvoiceResponse, TrialResponse } from '@despacha/domain/contracts/subscription-metrics';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildAdminPlan, buildSummary } from '../test-factories.ts';

const change = (overrides: Partial<SubscriptionChangeItem>): SubscriptionChangeItem => ({
  id: 'c1',
  clientId: 'a1',
  clientName: 'Despachante Centro',
  clientEmail: 'centro@despachante.com.br',
  oldPlan: 'basico',
  newPlan: 'avancado',
  oldPlanName: 'Básico',
  newPlanName: 'Avançado',
  oldStatus: 'active',
  newStatus: 'active',
  changeType: 'upgrade',
  changeReason: 'Mais usuários',
  changedByName: 'Dono da Plataforma',
  createdAt: '2026-03-05T15:00:00.000Z',
  ...overrides,
});

const trial: TrialResponse = {
  clientId: 'a2',
  clientName: 'Despachante Norte',
  clientEmail: 'norte@despachante.com.br',
  planId: 'intermediario',
  planName: 'Intermediário',
  startDate: '2026-03-01T15:00:00.000Z',
  endDate: '2026-03-31T15:00:00.000Z',
  status: 'active',
  clientStatus: 'trial',
};

const invoice: AdminInvoiceResponse = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  clientId: 'a1',
  clientName: 'Despachante Centro',
  planId: 'basico',
  planName: 'Básico',
  amountCents: 19900,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-10',
  status: 'overdue',
  paidAt: null,
};

function setup(overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/subscriptions/summary': () => ({ body: buildSummary({ churnRate: 3.2, growthRate: 15, mrrCents: 4980000, arrCents: 59760000 }) }),
    'GET /api/admin/plans': () => ({ body: [buildAdminPlan()] }),
    'GET /api/admin/subscription-changes': () => ({ body: [change({}), change({ id: 'c2', clientId: null, clientName: null, clientEmail: null, changeType: 'status_change', newPlan: 'basico', newPlanName: 'Básico', newStatus: 'suspended', changeReason: null })] }),
    'GET /api/admin/subscriptions/trials': () => ({ body: [trial] }),
    'GET /api/admin/invoices': () => ({ body: [invoice] }),
    ...overrides,
  });
  return { ...api, ...renderApp('/admin/subscriptions'), user: userEvent.setup() };
}

describe('Assinaturas page', { timeout: 20_000 }, () => {
  it('shows MRR, ARR, churn and growth as R$ and %', async () => {
    setup();
    expect(within(await screen.findByRole('group', { name: 'MRR' })).getByText('R$ 49.800,00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'ARR' })).getByText('R$ 597.600,00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Taxa de Churn' })).getByText('3,2%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Crescimento' })).getByText('+15,0%')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Planos' })).toHaveAttribute('aria-selected', 'true');
  });

  it("lists the change history; a deleted client reads 'Cliente não encontrado'", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Mudanças' }));
    const table = await screen.findByRole('table', { name: 'Histórico de mudanças de plano' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Despachante Centro');
    expect(first).toHaveTextContent('centro@despachante.com.br');
    expect(first).toHaveTextContent('Básico → Avançado');
    expect(first).toHaveTextContent('Upgrade');
    expect(first).toHaveTextContent('Mais usuários');
    expect(first).toHaveTextContent('Dono da Plataforma');
    expect(first).toHaveTextContent('05/03/2026');
    expect(second).toHaveTextContent('Cliente não encontrado');
    expect(second).toHaveTextContent('Ativo → Suspenso');
    expect(second).toHaveTextContent('Mudança de status');
  });

  it('shows a retry when the history cannot be loaded', async () => {
    const { user } = setup({ 'GET /api/admin/subscription-changes': () => apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.') });
    await user.click(await screen.findByRole('tab', { name: 'Mudanças' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar o histórico de mudanças.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('lists trials and invoices, with their empty states', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Períodos de Teste' }));
    const trials = await screen.findByRole('table', { name: 'Clientes em período de teste' });
    expect(within(trials).getAllByRole('row')[1]).toHaveTextContent(/Despachante Norte.*Intermediário.*01\/03\/2026.*31\/03\/2026.*Ativo/);

    await user.click(screen.getByRole('tab', { name: 'Faturas' }));
    const invoices = await screen.findByRole('table', { name: 'Faturas' });
    expect(within(invoices).getAllByRole('row')[1]).toHaveTextContent(/A1B2C3D4.*Despachante Centro.*Básico.*R\$ 199,00.*01\/03\/2026.*10\/03\/2026.*Vencida/);
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/admin/invoices?status=paid'));
  });

  it('says when there are no invoices or trials', async () => {
    const { user } = setup({ 'GET /api/admin/invoices': () => ({ body: [] }), 'GET /api/admin/subscriptions/trials': () => ({ body: [] }) });
    await user.click(await screen.findByRole('tab', { name: 'Faturas' }));
    expect(await screen.findByText('Nenhuma fatura encontrada.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Períodos de Teste' }));
    expect(await screen.findByText('Nenhum cliente em período de teste.')).toBeInTheDocument();
  });
});
