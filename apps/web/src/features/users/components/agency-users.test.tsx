import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencyUserItem } from '@despacha/domain/contracts/users';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const user = (overrides: Partial<AgencyUserItem>): AgencyUserItem => ({
  id: 'u-2',
  name: 'Caio Lima',
  email: 'caio@teste.com.br',
  phone: null,
  role: 'user',
  status: 'active',
  createdAt: '2026-03-01T12:00:00.000Z',
  lastAccess: null,
  ...overrides,
});

/** An in-memory /api/agency/users for the signed-in dispatcher 'user-1'. */
function setup(overrides: Record<string, MockHandler> = {}, total = 3) {
  const rows = [user({ id: 'user-1', name: 'Ana Souza', email: 'ana@teste.com.br', role: 'dispatcher' }), user({})];
  const used = () => rows.filter((r) => r.status === 'active').length;
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/agency/users': () => ({ body: { items: rows, seats: { used: used(), total } } }),
    'POST /api/agency/users': ({ body }) => {
      const b = body as { name: string; email: string; role: 'user' };
      rows.push(user({ id: 'u-3', name: b.name, email: b.email, role: b.role }));
      return { status: 201, body: { id: 'u-3' } };
    },
    'PATCH /api/agency/users/u-2': ({ body }) => {
      rows[1] = { ...rows[1]!, role: (body as { role: 'dispatcher' }).role };
      return { body: { ok: true } };
    },
    'POST /api/agency/users/u-2/deactivate': () => {
      rows[1] = { ...rows[1]!, status: 'inactive' };
      return { body: { ok: true } };
    },
    ...overrides,
  });
  return { ...api, ...renderApp('/usuarios'), ue: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

// The first test also loads the lazy route chunks.
describe('Usuários da agência', { timeout: 20_000 }, () => {
  it('lists the team with the seats in use', async () => {
    setup();
    expect(await screen.findByText('2 de 3 em uso')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Usuários da agência' });
    expect(within(table).getByText('Caio Lima')).toBeInTheDocument();
    expect(within(table).getByText('(você)')).toBeInTheDocument();
    // One's own row has no role select and no deactivate button.
    expect(screen.queryByRole('combobox', { name: 'Perfil de Ana Souza' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desativar Ana Souza' })).not.toBeInTheDocument();
  });

  it('invites a user, validating the form first', async () => {
    const { ue, calls } = setup();
    await ue.click(await screen.findByRole('button', { name: 'Convidar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar usuário' });
    await ue.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await ue.type(within(dialog).getByLabelText('Nome completo'), 'Duda Reis');
    await ue.type(within(dialog).getByLabelText('Email'), 'duda@teste.com.br');
    await ue.selectOptions(within(dialog).getByLabelText('Perfil'), 'dispatcher');
    await ue.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Duda Reis', email: 'duda@teste.com.br', phone: '', role: 'dispatcher' });
    expect(await screen.findByText('3 de 3 em uso')).toBeInTheDocument();
    expect(screen.getByText(/Todos os usuários do plano estão em uso/)).toBeInTheDocument();
  });

  it('shows the seat-limit message of the server', async () => {
    const message = 'Limite de usuários do plano atingido (2 de 2). Aumente os usuários adicionais do plano para cadastrar mais.';
    const { ue } = setup({ 'POST /api/agency/users': () => apiError(409, 'SEAT_LIMIT', message) }, 2);
    await ue.click(await screen.findByRole('button', { name: 'Convidar usuário' }));
    const dialog = await screen.findByRole('dialog');
    await ue.type(within(dialog).getByLabelText('Nome completo'), 'Duda');
    await ue.type(within(dialog).getByLabelText('Email'), 'duda@teste.com.br');
    await ue.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('changes a role and deactivates after confirmation', async () => {
    const { ue, calls } = setup();
    await ue.selectOptions(await screen.findByRole('combobox', { name: 'Perfil de Caio Lima' }), 'dispatcher');
    expect(await screen.findByText('Perfil atualizado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'dispatcher' });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await ue.click(screen.getByRole('button', { name: 'Desativar Caio Lima' }));
    expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);
    await ue.click(screen.getByRole('button', { name: 'Desativar Caio Lima' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Usuário desativado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reativar Caio Lima' })).toBeInTheDocument());
    expect(screen.getByText('1 de 3 em uso')).toBeInTheDocument();
  });

  it('sends a plain user back to the dashboard', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('user') }), 'GET /api/dashboard': () => ({ status: 500 }) });
    const { router } = renderApp('/usuarios');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
