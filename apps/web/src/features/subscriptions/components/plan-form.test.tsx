import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPlanResponse } from '@despacha/domain/contracts/plans';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildAdminPlan, buildSummary } from '../test-factories.ts';

/** An in-memory /api/admin/plans behind the real Subscriptions page. */
function setup(initial: AdminPlanResponse[] = [buildAdminPlan()], overrides: Record<string, MockHandler> = {}) {
  const plans = [...initial];
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/subscriptions/summary': () => ({ body: buildSummary() }),
    'GET /api/admin/plans': () => ({ body: plans }),
    'POST /api/admin/plans': ({ body }) => {
      const saved = buildAdminPlan({ ...(body as Partial<AdminPlanResponse>), id: 'plano-ouro', clients: 0 });
      plans.push(saved);
      return { status: 201, body: saved };
    },
    'PATCH /api/admin/plans/basico': ({ body }) => {
      Object.assign(plans[0]!, body);
      return { body: plans[0] };
    },
    ...overrides,
  });
  return { ...api, ...renderApp('/admin/subscriptions'), user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');

describe('plan form', { timeout: 20_000 }, () => {
  it("empty name and price: the spec's toast, messages under the fields, no request", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Novo Plano' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Criar Plano' }));

    expect(await screen.findByText('Nome e preço são obrigatórios.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Nome do plano')).toHaveAccessibleDescription('Nome e preço são obrigatórios.');
    expect(within(dialog()).getByLabelText('Preço mensal (R$)')).toHaveAccessibleDescription('Nome e preço são obrigatórios.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a plan in centavos with the defaults and lists it with 0 clients', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Novo Plano' }));
    const form = within(dialog());
    await user.type(form.getByLabelText('Nome do plano'), 'Plano Ouro');
    await user.type(form.getByLabelText('Preço mensal (R$)'), '1299,9');
    expect(form.getByLabelText('Preço mensal (R$)')).toHaveValue('1.299,9');
    await user.type(form.getByLabelText('Dias de teste'), '0');
    await user.type(form.getByLabelText('Recursos (um por linha)'), 'Suporte 24h{enter}{enter}  {enter}Relatórios');
    await user.click(form.getByRole('button', { name: 'Criar Plano' }));

    expect(await screen.findByText('Novo plano criado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Plano Ouro',
      priceCents: 129990,
      description: '',
      baseUsers: 1,
      additionalUserPriceCents: 0,
      trialDays: 30,
      features: ['Suporte 24h', 'Relatórios'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await screen.findByRole('article', { name: 'Plano Ouro' });
    expect(within(card).getByText('0 clientes')).toBeInTheDocument();
    expect(within(card).getByText('R$ 1.299,90')).toBeInTheDocument();
  });

  it('rejects fewer than 1 included user', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Novo Plano' }));
    const form = within(dialog());
    await user.type(form.getByLabelText('Nome do plano'), 'X');
    await user.type(form.getByLabelText('Preço mensal (R$)'), '100');
    await user.type(form.getByLabelText('Usuários incluídos'), '0');
    await user.click(form.getByRole('button', { name: 'Criar Plano' }));
    expect(await form.findByText('Usuários incluídos: no mínimo 1.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a plan from its current values', async () => {
    const { user, calls } = setup();
    const card = await screen.findByRole('article', { name: 'Básico' });
    expect(within(card).getByText('3 clientes')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Editar Básico' }));
    const form = within(dialog());
    expect(form.getByLabelText('Preço mensal (R$)')).toHaveValue('199,00');
    expect(form.getByLabelText('Preço por usuário adicional (R$)')).toHaveValue('50,00');
    expect(form.getByLabelText('Usuários incluídos')).toHaveValue(2);
    await user.clear(form.getByLabelText('Preço mensal (R$)'));
    await user.type(form.getByLabelText('Preço mensal (R$)'), '249');
    await user.click(form.getByRole('button', { name: 'Salvar Plano' }));

    expect(await screen.findByText('Plano atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Básico',
      priceCents: 24900,
      baseUsers: 2,
      additionalUserPriceCents: 5000,
      trialDays: 30,
    });
    expect(await within(card).findByText('R$ 249,00')).toBeInTheDocument();
  });

  it('deactivates a plan with its switch and shows the details', async () => {
    const { user, calls } = setup();
    const card = await screen.findByRole('article', { name: 'Básico' });
    await user.click(within(card).getByRole('switch', { name: 'Plano Básico ativo' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }));
    expect(await within(card).findByText('Inativo')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Detalhes de Básico' }));
    const details = within(dialog());
    expect(details.getByText('basico')).toBeInTheDocument();
    expect(details.getByText('R$ 199,00/mês')).toBeInTheDocument();
    expect(details.getByText('Formulários DETRAN-RJ')).toBeInTheDocument();
  });

  it('shows the server message when saving fails', async () => {
    const { user } = setup(undefined, {
      'POST /api/admin/plans': () => apiError(400, 'VALIDATION', 'Dados inválidos. Verifique os campos destacados.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo Plano' }));
    await user.type(within(dialog()).getByLabelText('Nome do plano'), 'Y');
    await user.type(within(dialog()).getByLabelText('Preço mensal (R$)'), '1');
    await user.click(within(dialog()).getByRole('button', { name: 'Criar Plano' }));
    expect(await screen.findByText('Dados inválidos. Verifique os campos destacados.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
