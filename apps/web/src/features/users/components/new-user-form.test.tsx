import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isTemporaryPassword } from '@despacha/domain/rules/temporary-password';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const AGENCY = '0b5b6c1e-0000-4000-8000-000000000001';

function setup(overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/users/clients': () => ({ body: [{ id: AGENCY, name: 'Despachante Demo', seatsUsed: 3, seatsTotal: 5 }] }),
    'GET /api/admin/users': () => ({ body: { items: [], total: 0, page: 1, pageSize: 20, summary: { total: 0, active: 0, admins: 0, uniqueClients: 0 } } }),
    'POST /api/admin/users': ({ body }) => {
      const b = body as { name: string; email: string; role: 'user' };
      return { status: 201, body: { id: 'u-1', name: b.name, email: b.email, role: b.role, clientName: 'Despachante Demo' } };
    },
    ...overrides,
  });
  return { ...api, ...renderApp('/admin/users/new'), user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nome completo'), 'Carla Dias');
  await user.type(screen.getByLabelText('Email'), 'carla@demo.com.br');
  await user.selectOptions(screen.getByLabelText(/Perfil/), 'user');
  await screen.findByRole('option', { name: 'Despachante Demo (3 de 5 usuários)' });
  await user.selectOptions(screen.getByLabelText(/Cliente/), AGENCY);
}

// The first test also loads the lazy route chunks.
describe('New user form', { timeout: 20_000 }, () => {
  it('asks for the required fields first, then for the generated password, without calling the API', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText('Preencha todos os campos obrigatórios antes de salvar.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText('Gere uma senha temporária para o usuário.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('generates an 8-character password and creates the user with it', async () => {
    const { user, calls, router } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Telefone'), '21998765432');
    await user.click(screen.getByRole('button', { name: 'Gerar senha temporária' }));
    const password = (screen.getByLabelText('Senha temporária') as HTMLInputElement).value;
    expect(isTemporaryPassword(password)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText('Usuário criado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Carla Dias foi adicionado ao cliente Despachante Demo como Usuário.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Carla Dias',
      email: 'carla@demo.com.br',
      phone: '21998765432',
      role: 'user',
      clientId: AGENCY,
      temporaryPassword: password,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('needs no client for a platform administrator', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('Nome completo'), 'Otto');
    await user.type(screen.getByLabelText('Email'), 'otto@despacha.com.br');
    await user.selectOptions(screen.getByLabelText(/Perfil/), 'admin');
    expect(screen.getByLabelText(/Cliente/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Gerar senha temporária' }));
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ role: 'admin', clientId: '' }));
  });

  it("shows the server's seat-limit and e-mail messages", async () => {
    const message = 'Limite de usuários do plano atingido (5 de 5). Aumente os usuários adicionais do plano para cadastrar mais.';
    const { user } = setup({ 'POST /api/admin/users': () => apiError(409, 'SEAT_LIMIT', message) });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Gerar senha temporária' }));
    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Carla Dias');
  });
});
