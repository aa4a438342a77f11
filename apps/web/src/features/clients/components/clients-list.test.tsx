import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientListItem, ClientListResponse } from '@despacha/domain/contracts/clients';
import { buildMe, buildPlan } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

function buildClient(overrides: Partial<ClientListItem> = {}): ClientListItem {
  return {
    id: '3f1c2d4e-0000-4000-8000-000000000001',
    name: 'Despachante Copacabana',
    email: 'contato@copacabana.com.br',
    phone: '2133334444',
    cnpj: '11444777000161',
    city: 'Rio de Janeiro',
    state: 'RJ',
    planId: 'intermediario',
    planName: 'Intermediário',
    status: 'active',
    createdAt: '2026-03-05T12:00:00.000Z',
    totalUsers: 3,
    ...overrides,
  };
}

const summary = { total: 12, active: 7, suspended: 2, cancelled: 1 };

function listOf(items: ClientListItem[], overrides: Partial<ClientListResponse> = {}): ClientListResponse {
  return { items, total: items.length, page: 1, pageSize: 20, summary, ...overrides };
}

function setup(list: MockHandler, overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/plans': () => ({ body: [buildPlan(), buildPlan({ id: 'avancado', name: 'Avançado', priceCents: 69900, baseUsers: 10 })] }),
    'GET /api/admin/clients': list,
    ...overrides,
  });
  const listUrls = () => api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/clients?'));
  return { ...api, listUrls, ...renderApp('/admin/clients'), user: userEvent.setup() };
}

const card = (label: string) => screen.getByRole('group', { name: label });

// The pages are lazy chunks: transform them once before the first test's timers start.
beforeAll(async () => {
  await import('../../../app/routes/admin/clients.tsx');
}, 60_000);

// The first render transforms the lazy admin chunks: slow on a busy 2-core machine.
describe('/admin/clients', { timeout: 20_000 }, () => {
  it('lists the clients from the server with badges, summary cards and row actions', async () => {
    setup(() => ({
      body: listOf([
        buildClient(),
        buildClient({ id: '3f1c2d4e-0000-4000-8000-000000000002', name: 'Despachante Madureira', status: 'suspended', planName: 'Básico', totalUsers: 1 }),
      ]),
    }));
    const row = (await screen.findByRole('link', { name: 'Despachante Copacabana' })).closest('tr')!;
    expect(row).toHaveTextContent('11.444.777/0001-61');
    expect(row).toHaveTextContent('Intermediário');
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    expect(row).toHaveTextContent('05/03/2026');
    expect(within(row).getByRole('link', { name: 'Ver Despachante Copacabana' })).toHaveAttribute(
      'href',
      '/admin/clients/3f1c2d4e-0000-4000-8000-000000000001',
    );
    expect(within(row).getByRole('link', { name: 'Editar Despachante Copacabana' })).toHaveAttribute(
      'href',
      '/admin/clients/3f1c2d4e-0000-4000-8000-000000000001/edit',
    );
    expect(screen.getByRole('link', { name: 'Despachante Madureira' }).closest('tr')).toHaveTextContent('Suspenso');

    expect(card('Total de Clientes')).toHaveTextContent('12');
    expect(card('Ativos')).toHaveTextContent('7');
    expect(card('Suspensos')).toHaveTextContent('2');
    expect(card('Cancelados')).toHaveTextContent('1');
  });

  it('searches by the typed text once typing pauses, and filters by status on the server', async () => {
    const { user, listUrls } = setup(() => ({ body: listOf([buildClient()]) }));
    await screen.findByRole('link', { name: 'Despachante Copacabana' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'São João');
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?q=S%C3%A3o+Jo%C3%A3o&page=1'));
    expect(listUrls().filter((url) => url.includes('q=S')).length).toBe(1);

    const suspended = screen.getByRole('button', { name: 'Suspenso' });
    await user.click(suspended);
    expect(suspended).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?q=S%C3%A3o+Jo%C3%A3o&status=suspended&page=1'));
  });

  it('exports the filtered list as CSV or XLSX', async () => {
    const { user } = setup(() => ({ body: listOf([buildClient()]) }));
    await screen.findByRole('link', { name: 'Despachante Copacabana' });
    await user.click(screen.getByRole('button', { name: 'Inativo' }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('menuitem', { name: 'Planilha CSV' })).toHaveAttribute('href', '/api/admin/clients/export?status=inactive&format=csv');
    expect(screen.getByRole('menuitem', { name: 'Planilha Excel (XLSX)' })).toHaveAttribute('href', '/api/admin/clients/export?status=inactive&format=xlsx');
  });

  it('pages on the server, back to page 1 on a new filter', async () => {
    const { user, listUrls } = setup(() => ({ body: listOf([buildClient()], { total: 45 }) }));
    const pager = await screen.findByRole('navigation', { name: 'Páginas dos clientes' });
    expect(pager).toHaveTextContent('Clientes 1–20 de 45');
    expect(pager).toHaveTextContent('Página 1 de 3');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?page=2'));
    // A new filter starts again from the first page.
    await user.click(screen.getByRole('button', { name: 'Cancelado' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?status=cancelled&page=1'));
    expect(listUrls()).not.toContain('/api/admin/clients?status=cancelled&page=2');
  });

  it("filters the trials with 'Em teste'", async () => {
    const { user, listUrls } = setup(() => ({ body: listOf([buildClient()]) }));
    await screen.findByRole('link', { name: 'Despachante Copacabana' });
    const trial = screen.getByRole('button', { name: 'Em teste' });
    await user.click(trial);
    expect(trial).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?status=trial&page=1'));
  });

  it('sorts on the server from a header (aria-sort), back to page 1, and exports in that order', async () => {
    const { user, listUrls } = setup(() => ({ body: listOf([buildClient()], { total: 45 }) }));
    await screen.findByRole('navigation', { name: 'Páginas dos clientes' });
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?page=2'));
    const header = screen.getByRole('columnheader', { name: /Plano/ });
    expect(screen.getByRole('columnheader', { name: /Cadastro/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?sort=plan&dir=asc&page=1'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Cadastro/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/clients?sort=plan&dir=desc&page=1'));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByRole('menuitem', { name: 'Planilha CSV' })).toHaveAttribute('href', '/api/admin/clients/export?sort=plan&dir=desc&format=csv');
  });

  it('shows the empty state with its button when there is no client at all', async () => {
    setup(() => ({ body: listOf([], { summary: { total: 0, active: 0, suspended: 0, cancelled: 0 } }) }));
    expect(await screen.findByText('Nenhum cliente cadastrado ainda')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar primeiro cliente' })).toHaveAttribute('href', '/admin/clients/new');
  });

  it("refreshes with 'Atualizar' and says so", async () => {
    const { user, listUrls } = setup(() => ({ body: listOf([buildClient()]) }));
    await screen.findByRole('link', { name: 'Despachante Copacabana' });
    const before = listUrls().length;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Atualizado')).toBeInTheDocument();
    expect(listUrls().length).toBe(before + 1);
  });

  it('tells the admin when the list cannot be loaded', async () => {
    setup(() => apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.'));
    expect(await screen.findByText('Erro ao carregar clientes. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    // The summary no longer waits: a dash, not a placeholder that would say it is still loading.
    await waitFor(() => expect(card('Total de Clientes')).toHaveTextContent('–'));
    expect(card('Cancelados')).toHaveTextContent('–');
  });
});

describe('change-subscription dialog', { timeout: 20_000 }, () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Alterar assinatura de Despachante Copacabana' }));
    return screen.findByRole('dialog', { name: 'Alterar assinatura' });
  };

  it("asks for a plan or a status ('Dados incompletos') without calling the server", async () => {
    const { user, calls } = setup(() => ({ body: listOf([buildClient()]) }));
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Atual: plano Intermediário, status Ativo')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo da mudança (opcional)')).toHaveAttribute('rows', '3');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar mudança' }));
    expect(await screen.findByText('Dados incompletos')).toBeInTheDocument();
    expect(screen.getByText('Selecione pelo menos um novo plano ou status.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('records the change, shows both toasts and refreshes the list', async () => {
    const client = buildClient();
    const { user, calls, listUrls } = setup(() => ({ body: listOf([client]) }), {
      [`POST /api/admin/clients/${client.id}/subscription-change`]: () => ({
        status: 201,
        body: { client: { ...client, planId: 'avancado', planName: 'Avançado' }, change: {} },
      }),
    });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Novo plano'), 'avancado');
    await user.type(within(dialog).getByLabelText('Motivo da mudança (opcional)'), 'Equipe cresceu');
    const before = listUrls().length;
    await user.click(within(dialog).getByRole('button', { name: 'Registrar mudança' }));

    expect(await screen.findByText('Mudança registrada')).toBeInTheDocument();
    expect(screen.getByText('O histórico de mudança de plano foi registrado com sucesso.')).toBeInTheDocument();
    expect(screen.getByText('Assinatura atualizada')).toBeInTheDocument();
    expect(screen.getByText('Os dados da assinatura foram atualizados com sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ newPlanId: 'avancado', newStatus: '', reason: 'Equipe cresceu' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listUrls().length).toBeGreaterThan(before));
  });

  it('says so when the change cannot be recorded, and keeps the dialog open', async () => {
    const client = buildClient();
    const { user } = setup(() => ({ body: listOf([client]) }), {
      [`POST /api/admin/clients/${client.id}/subscription-change`]: () => apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.'),
    });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Novo status'), 'suspended');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar mudança' }));
    expect(await screen.findByText('Erro ao registrar mudança de plano.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Alterar assinatura' })).toBeInTheDocument();
  });
});
