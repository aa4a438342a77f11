import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionChangeItem } from '@despacha/domain/contracts/clients';
import type { BillingInvoiceItem } from '@despacha/domain/billing/admin';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildAdminPlan, buildSummary, buildTrial } from '../test-factories.ts';

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

const invoice: BillingInvoiceItem = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  number: 17,
  clientId: 'a1',
  clientName: 'Despachante Centro',
  planName: 'Básico',
  amountCents: 19900,
  paidCents: 0,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-10',
  status: 'overdue',
  anomalies: [],
};

/** A list's page as the server pages it: the page asked (from the request's query) of `total`. */
const paged =
  <T,>(items: T[], total: number) =>
  ({ url }: { url: URL }) => ({ body: { items, total, page: Number(url.searchParams.get('page') ?? 1), pageSize: 20 } });
const asked = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith(`${path}?`));

function setup(overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/subscriptions/summary': () => ({ body: buildSummary({ churnRate: 3.2, growthRate: 15, mrrCents: 4980000, arrCents: 59760000 }) }),
    'GET /api/admin/plans': () => ({ body: [buildAdminPlan()] }),
    'GET /api/admin/subscription-changes': () => ({
      body: [
        change({}),
        change({
          id: 'c2',
          clientId: null,
          clientName: null,
          clientEmail: null,
          changeType: 'status_change',
          newPlan: 'basico',
          newPlanName: 'Básico',
          newStatus: 'suspended',
          changeReason: null,
        }),
      ],
    }),
    'GET /api/admin/subscriptions/trials': paged([buildTrial()], 1),
    'GET /api/admin/billing/invoices': paged([invoice], 45),
    ...overrides,
  });
  return { ...api, ...renderApp('/admin/subscriptions'), user: userEvent.setup() };
}

describe('Assinaturas page', { timeout: 20_000 }, () => {
  it('shows MRR, ARR, churn and growth as R$ and %', async () => {
    setup();
    expect(await within(await screen.findByRole('group', { name: 'MRR' })).findByText('R$ 49.800,00')).toBeInTheDocument();
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
    const { user } = setup({
      'GET /api/admin/subscription-changes': () => apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Mudanças' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar o histórico de mudanças.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("Faturas is Faturamento's list: it asks the paged endpoint, filters there and moves pages", async () => {
    const { user, fetchMock, calls } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Faturas' }));
    const invoices = await screen.findByRole('table', { name: 'Faturas' });
    expect(within(invoices).getAllByRole('row')[1]).toHaveTextContent(/17.*Despachante Centro.*Básico.*R\$ 199,00.*01\/03\/2026.*10\/03\/2026.*Vencida/);
    expect(asked(fetchMock, '/api/admin/billing/invoices')).toEqual(['/api/admin/billing/invoices?page=1&sort=issued&dir=desc']);
    const pager = screen.getByRole('navigation', { name: 'Páginas das faturas' });
    expect(pager).toHaveTextContent('Faturas 1–20 de 45');

    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(pager).toHaveTextContent('Página 2 de 3'));
    expect(asked(fetchMock, '/api/admin/billing/invoices')).toContain('/api/admin/billing/invoices?page=2&sort=issued&dir=desc');
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/billing/invoices')).toContain('/api/admin/billing/invoices?status=paid&page=1&sort=issued&dir=desc'),
    );
    // The whole-list endpoint is gone: nothing asks for it.
    expect(calls.some((c) => c.path === '/api/admin/invoices')).toBe(false);
  });

  it('the trials tab sorts and pages through the server', async () => {
    const { user, fetchMock } = setup({ 'GET /api/admin/subscriptions/trials': paged([buildTrial()], 25) });
    await user.click(await screen.findByRole('tab', { name: 'Períodos de Teste' }));
    const trials = await screen.findByRole('table', { name: 'Clientes em período de teste' });
    expect(within(trials).getAllByRole('row')[1]).toHaveTextContent(/Despachante Norte.*Intermediário.*01\/03\/2026.*31\/03\/2026.*Ativo/);
    expect(asked(fetchMock, '/api/admin/subscriptions/trials')).toEqual(['/api/admin/subscriptions/trials?page=1&sort=start&dir=desc']);
    const pager = screen.getByRole('navigation', { name: 'Páginas dos períodos de teste' });
    expect(pager).toHaveTextContent('Períodos de teste 1–20 de 25');

    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument());
    expect(asked(fetchMock, '/api/admin/subscriptions/trials').at(-1)).toBe('/api/admin/subscriptions/trials?page=2&sort=start&dir=desc');

    // A header click asks the server for that order, from the first page.
    await user.click(within(trials).getByRole('button', { name: /Cliente/ }));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/subscriptions/trials').at(-1)).toBe('/api/admin/subscriptions/trials?page=1&sort=client&dir=asc'));
    expect(within(trials).getByRole('columnheader', { name: /Cliente/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(trials).getByRole('button', { name: /Cliente/ }));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/subscriptions/trials').at(-1)).toBe('/api/admin/subscriptions/trials?page=1&sort=client&dir=desc'));
    await user.click(within(trials).getByRole('button', { name: /Término/ }));
    await waitFor(() => expect(asked(fetchMock, '/api/admin/subscriptions/trials').at(-1)).toBe('/api/admin/subscriptions/trials?page=1&sort=end&dir=asc'));

    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() =>
      expect(asked(fetchMock, '/api/admin/subscriptions/trials').at(-1)).toBe('/api/admin/subscriptions/trials?page=1&sort=end&dir=asc&status=expired'),
    );
  });

  it('says when there are no invoices or trials', async () => {
    const { user } = setup({ 'GET /api/admin/billing/invoices': paged([], 0), 'GET /api/admin/subscriptions/trials': paged([], 0) });
    await user.click(await screen.findByRole('tab', { name: 'Faturas' }));
    expect(await screen.findByText('Nenhuma fatura encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Períodos de Teste' }));
    expect(await screen.findByText('Nenhum cliente em período de teste.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas dos períodos de teste' })).not.toBeInTheDocument();
  });
});
