import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserItem } from '@despacha/domain/contracts/users';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const carla: AdminUserItem = {
  id: 'u-carla',
  name: 'Carla Dias',
  email: 'carla@demo.com.br',
  phone: null,
  role: 'user',
  status: 'active',
  clientId: 'a-1',
  clientName: 'Despachante Demo',
  createdAt: '2026-03-05T12:00:00.000Z',
  lastAccess: null,
};

function setup(
  list: MockHandler = () => ({ body: { items: [carla], total: 1, page: 1, pageSize: 20, summary: { total: 1, active: 1, admins: 0, uniqueClients: 1 } } }),
) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/users/clients': () => ({ body: [] }),
    'GET /api/admin/users': list,
    'POST /api/admin/users/u-carla/reset-password': () => ({ body: { ok: true } }),
  });
  const listUrls = () => api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/users') && !url.includes('/clients'));
  return { ...api, listUrls, ...renderApp('/admin/users'), user: userEvent.setup() };
}

beforeAll(async () => {
  await import('../../../app/routes/admin/users.tsx');
}, 60_000);

const card = (label: string) => screen.getByRole('group', { name: label });

describe('/admin/users', { timeout: 20_000 }, () => {
  it("shows the server's counts in the summary cards", async () => {
    setup(() => ({ body: { items: [carla], total: 1, page: 1, pageSize: 20, summary: { total: 1234, active: 1200, admins: 3, uniqueClients: 57 } } }));
    await screen.findByText('Carla Dias');
    expect(card('Total de usuários')).toHaveTextContent('1.234');
    expect(card('Usuários ativos')).toHaveTextContent('1.200');
    expect(card('Administradores')).toHaveTextContent('3');
    expect(card('Clientes únicos')).toHaveTextContent('57');
  });

  it('a list that cannot be read leaves a dash in each card, not a placeholder', async () => {
    setup(() => apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.'));
    await screen.findByRole('alert');
    for (const label of ['Total de usuários', 'Usuários ativos', 'Administradores', 'Clientes únicos']) expect(card(label)).toHaveTextContent('–');
  });

  it('sorts on the server from the column headers, with aria-sort and the keyboard', async () => {
    const { user, listUrls } = setup();
    await screen.findByText('Carla Dias');
    const table = screen.getByRole('table');
    const nameHeader = within(table).getByRole('columnheader', { name: /^Nome/ });
    // The server's own order (newest first) is what the table says at first.
    expect(within(table).getByRole('columnheader', { name: /Criado em/ })).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/users?sort=name&dir=asc'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    within(nameHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/admin/users?sort=name&dir=desc'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  });

  it("'Redefinir senha' asks first, naming the e-mail, and sends only on confirmation", async () => {
    const { user, calls } = setup();
    const resets = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/reset-password'));
    await user.click(await screen.findByRole('button', { name: 'Redefinir senha de Carla Dias' }));
    let dialog = await screen.findByRole('dialog', { name: 'Redefinir senha?' });
    expect(dialog).toHaveTextContent('carla@demo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Redefinir senha de Carla Dias' }));
    dialog = await screen.findByRole('dialog', { name: 'Redefinir senha?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar email de redefinição' }));
    expect(await screen.findByText('Enviamos um link de redefinição para carla@demo.com.br.')).toBeInTheDocument();
    expect(resets()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
