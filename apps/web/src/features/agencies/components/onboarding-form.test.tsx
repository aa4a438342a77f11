import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAgency, buildMe, buildPlan } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const plans = [buildPlan(), buildPlan({ id: 'intermediario', name: 'Intermediário', priceCents: 39900, baseUsers: 5, additionalUserPriceCents: 4000 })];

function setup(createAgency: MockHandler = () => ({ status: 201, body: buildAgency() })) {
  let agency: ReturnType<typeof buildAgency> | null = null;
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('user', agency) }),
    'GET /api/plans': () => ({ body: plans }),
    'POST /api/onboarding/agency': (request) => {
      const reply = createAgency(request);
      if ((reply.status ?? 200) < 300) agency = buildAgency();
      return reply;
    },
  });
  const user = userEvent.setup();
  const view = renderApp('/onboarding');
  return { ...api, ...view, user };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nome da agência'), 'Despachante Teste');
  await user.type(screen.getByLabelText('CNPJ'), '12abc34501de35');
  await user.type(screen.getByLabelText('Telefone'), '21987654321');
  await user.click(await screen.findByRole('radio', { name: /Intermediário/ }));
}

describe('onboarding', () => {
  it('lists the plans with price, included users and the free trial', async () => {
    setup();
    const basic = await screen.findByRole('radio', { name: /Básico/ });
    const card = basic.closest('label');
    expect(card).toHaveTextContent('R$ 199,00/mês');
    expect(card).toHaveTextContent('2 usuários incluídos');
    expect(card).toHaveTextContent('30 dias grátis');
    expect(screen.getByLabelText('Email da agência')).toHaveValue('ana@teste.com.br');
  });

  it('masks the alphanumeric CNPJ and the phone as they are typed', async () => {
    const { user } = setup();
    await fillForm(user);
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
  });

  it('shows the contract messages under the empty fields', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Criar agência' }));

    expect(await screen.findByText('Nome da agência é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).toHaveAccessibleDescription('CNPJ é obrigatório');
    expect(screen.getByText('Selecione um plano')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/onboarding/agency')).toBe(false);
  });

  it('puts the server field errors under their fields', async () => {
    const { user } = setup(() => apiError(400, 'VALIDATION_ERROR', 'Dados inválidos. Verifique os campos destacados.', { cnpj: 'CNPJ já cadastrado' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar agência' }));

    await waitFor(() => expect(screen.getByLabelText('CNPJ')).toHaveAccessibleDescription('CNPJ já cadastrado'));
    expect(await screen.findByText('Dados inválidos. Verifique os campos destacados.')).toBeInTheDocument();
  });

  it('creates the agency with normalized data and opens the dashboard', async () => {
    const { user, calls, router } = setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar agência' }));

    expect(await screen.findByText('Agência criada')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.path === '/api/onboarding/agency')?.body).toEqual({
      name: 'Despachante Teste',
      cnpj: '12ABC34501DE35',
      email: 'ana@teste.com.br',
      phone: '21987654321',
      planId: 'intermediario',
    });
  });
});
