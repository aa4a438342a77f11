import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetailResponse } from '@despacha/domain/contracts/clients';
import { buildMe, buildPlan } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const ID = '3f1c2d4e-0000-4000-8000-000000000001';

function buildDetail(overrides: Partial<ClientDetailResponse> = {}): ClientDetailResponse {
  return {
    id: ID,
    name: 'Despachante Copacabana',
    email: 'contato@copacabana.com.br',
    phone: '2133334444',
    cnpj: '11444777000161',
    address: 'Rua Principal, 100',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zipCode: '22040002',
    status: 'active',
    additionalUsers: 2,
    trialEndsAt: null,
    createdAt: '2025-03-05T12:00:00.000Z',
    plan: { id: 'avancado', name: 'Avançado', priceCents: 69900, baseUsers: 10, additionalUserPriceCents: 3000 },
    seats: { base: 10, additional: 2, total: 12 },
    totalUsers: 2,
    users: [
      {
        id: 'u1',
        name: 'Marcelo Tavares',
        email: 'marcelo@copacabana.com.br',
        role: 'dispatcher',
        active: true,
        lastSignInAt: '2026-05-04T13:30:00.000Z',
        createdAt: '2025-03-05T12:00:00.000Z',
      },
      {
        id: 'u2',
        name: 'Renata Lima',
        email: 'renata@copacabana.com.br',
        role: 'user',
        active: false,
        lastSignInAt: null,
        createdAt: '2025-03-06T12:00:00.000Z',
      },
    ],
    billing: {
      monthlyCents: 75900,
      invoices: [
        {
          id: 'i1',
          planId: 'avancado',
          planName: 'Avançado',
          amountCents: 75900,
          issuedOn: '2026-04-01',
          dueOn: '2026-04-10',
          status: 'paid',
          paidAt: '2026-04-08T12:00:00.000Z',
        },
      ],
      nextPaymentOn: '2026-05-10',
      lastPaymentAt: '2026-04-08T12:00:00.000Z',
      totalPaidCents: 75900,
    },
    activity: [
      {
        id: 'a1',
        kind: 'subscription',
        summary: 'Assinatura alterada (Upgrade): plano Intermediário → Avançado',
        actorName: 'Administrador',
        createdAt: '2026-02-01T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function setup(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/plans': () => ({ body: [buildPlan(), buildPlan({ id: 'avancado', name: 'Avançado', priceCents: 69900, baseUsers: 10 })] }),
    'GET /api/admin/clients': () => ({ body: { items: [], total: 0, page: 1, pageSize: 20, summary: { total: 0, active: 0, suspended: 0, cancelled: 0 } } }),
    [`GET /api/admin/clients/${ID}`]: () => ({ body: buildDetail() }),
    ...handlers,
  });
  return { ...api, ...renderApp(path), user: userEvent.setup() };
}

// The pages are lazy chunks: transform them once before the first test's timers start.
beforeAll(async () => {
  await import('../../../app/routes/admin/client-new.tsx');
  await import('../../../app/routes/admin/client-detail.tsx');
}, 60_000);

describe('/admin/clients/new', { timeout: 20_000 }, () => {
  it("shows 'Campos obrigatórios' and does not call the server without name, e-mail and plan", async () => {
    const { user, calls } = setup('/admin/clients/new');
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Cliente' }));
    expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument();
    expect(screen.getAllByText('Preencha todos os campos obrigatórios: Nome, Email e Plano.').length).toBeGreaterThan(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('marks the tabs holding errors and puts the cursor on the first error in reading order, opening its tab', async () => {
    const { user } = setup('/admin/clients/new');
    await user.click(await screen.findByRole('button', { name: 'Cadastrar Cliente' }));
    const tab = (name: string) => screen.getByRole('tab', { name });
    await waitFor(() => expect(tab('Dados básicos')).toHaveAccessibleDescription('Com erro em 2 campos'));
    expect(tab('Plano e acesso')).toHaveAccessibleDescription('Com erro em 1 campo');
    expect(tab('Endereço')).not.toHaveAccessibleDescription();
    await waitFor(() => expect(screen.getByLabelText('Nome / Razão Social')).toHaveFocus());

    await user.type(screen.getByLabelText('Nome / Razão Social'), 'Despachante Novo');
    await user.type(screen.getByLabelText('Email'), 'contato@novo.com.br');
    await waitFor(() => expect(tab('Dados básicos')).not.toHaveAccessibleDescription());
    // What is left sits on another tab: saving opens it with the cursor there.
    await user.click(screen.getByRole('button', { name: 'Cadastrar Cliente' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Plano' })).toHaveFocus());
    expect(tab('Plano e acesso')).toHaveAttribute('aria-selected', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plano' }), 'basico');
    await waitFor(() => expect(tab('Plano e acesso')).not.toHaveAccessibleDescription());
  });

  it("shows 'Email inválido' for a malformed e-mail", async () => {
    const { user } = setup('/admin/clients/new');
    await user.type(await screen.findByLabelText('Nome / Razão Social'), 'Despachante Novo');
    await user.type(screen.getByLabelText('Email'), 'contato@semponto');
    await user.click(screen.getByRole('tab', { name: 'Plano e acesso' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Plano' }), 'basico');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Cliente' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getAllByText('Por favor, insira um email válido.').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Dados básicos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('registers the client with its first user and goes back to the list', async () => {
    const { user, calls, router } = setup('/admin/clients/new', {
      'POST /api/admin/clients': () => ({ status: 201, body: {} }),
    });
    await user.type(await screen.findByLabelText('Nome / Razão Social'), 'Despachante Novo');
    await user.type(screen.getByLabelText('Email'), 'contato@novo.com.br');
    await user.type(screen.getByLabelText('CNPJ'), '11444777000161');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.444.777/0001-61');
    await user.click(screen.getByRole('tab', { name: 'Plano e acesso' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plano' }), 'avancado');
    await user.selectOptions(screen.getByLabelText('Status inicial'), 'trial');
    expect(screen.getByLabelText('Período de teste (dias)')).toHaveValue(30);
    await user.type(screen.getByLabelText('Nome do administrador'), 'Joana Souza');
    await user.type(screen.getByLabelText('Email do administrador'), 'joana@novo.com.br');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Cliente' }));

    expect(await screen.findByText('Cliente cadastrado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clients'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Despachante Novo',
      email: 'contato@novo.com.br',
      cnpj: '11444777000161',
      planId: 'avancado',
      status: 'trial',
      trialPeriod: 30,
      additionalUsers: 0,
      adminName: 'Joana Souza',
      adminEmail: 'joana@novo.com.br',
    });
  });

  it("shows the server's reason under the field and in the error toast", async () => {
    const { user } = setup('/admin/clients/new', {
      'POST /api/admin/clients': () => apiError(409, 'CNPJ_TAKEN', 'Já existe um cliente com este CNPJ.', { cnpj: 'Já existe um cliente com este CNPJ.' }),
    });
    await user.type(await screen.findByLabelText('Nome / Razão Social'), 'Despachante Novo');
    await user.type(screen.getByLabelText('Email'), 'contato@novo.com.br');
    await user.type(screen.getByLabelText('CNPJ'), '11444777000161');
    await user.click(screen.getByRole('tab', { name: 'Plano e acesso' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plano' }), 'basico');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Cliente' }));
    expect(await screen.findByText('Erro ao cadastrar cliente')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('CNPJ')).toHaveAccessibleDescription('Já existe um cliente com este CNPJ.'));
    expect(screen.getByRole('tab', { name: 'Dados básicos' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('/admin/clients/:id', { timeout: 20_000 }, () => {
  it('shows the computed cards and the users, billing and activity tabs', async () => {
    const { user } = setup(`/admin/clients/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Despachante Copacabana' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Status' })).toHaveTextContent('Ativo');
    expect(screen.getByRole('group', { name: 'Total de Usuários' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Total de Usuários' })).toHaveTextContent('1 de 12 vagas do plano');
    expect(screen.getByRole('group', { name: 'Próximo Pagamento' })).toHaveTextContent('10/05/2026');
    expect(screen.getByRole('group', { name: 'Total Pago' })).toHaveTextContent('R$ 759,00');
    expect(screen.getByLabelText('Nome / Razão Social')).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    const row = screen.getByText('Renata Lima').closest('tr')!;
    expect(row).toHaveTextContent('Usuário');
    expect(row).toHaveTextContent('Desativado');
    expect(row).toHaveTextContent('Nunca acessou');
    expect(screen.getByText('Marcelo Tavares').closest('tr')).toHaveTextContent('04/05/2026 10:30');

    await user.click(screen.getByRole('tab', { name: 'Faturamento' }));
    expect(within(screen.getByRole('table', { name: 'Faturas' })).getByText('Paga')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Atividade' }));
    expect(screen.getByText('Assinatura alterada (Upgrade): plano Intermediário → Avançado')).toBeInTheDocument();
  });

  it("edits on /edit, saves with 'Cliente atualizado' and returns to the detail", async () => {
    const { user, calls, router } = setup(`/admin/clients/${ID}/edit`, {
      [`PATCH /api/admin/clients/${ID}`]: ({ body }) => ({ body: buildDetail(body as Partial<ClientDetailResponse>) }),
    });
    const name = await screen.findByLabelText('Nome / Razão Social');
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'Despachante Copacabana Ltda');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente atualizado')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/clients/${ID}`));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'Despachante Copacabana Ltda', cnpj: '11444777000161', additionalUsers: 2 });
    expect(await screen.findByRole('heading', { name: 'Despachante Copacabana Ltda' })).toBeInTheDocument();
  });

  it("says 'Cliente não encontrado' for an unknown client", async () => {
    setup(`/admin/clients/${ID}`, { [`GET /api/admin/clients/${ID}`]: () => apiError(404, 'NOT_FOUND', 'Cliente não encontrado') });
    expect(await screen.findByText('Cliente não encontrado')).toBeInTheDocument();
  });
});
