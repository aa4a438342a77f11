import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@despacha/domain/messages';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

function setup(patch: MockHandler) {
  let me: MeResponse = buildMe('user');
  const api = mockApi({
    'GET /api/me': () => ({ body: me }),
    'PATCH /api/me/profile': (request) => {
      const reply = patch(request);
      if (!reply.status || reply.status < 400) {
        const name = (request.body as { name: string }).name;
        me = { ...me, user: { ...me.user, name }, profile: { ...me.profile, name } };
      }
      return reply;
    },
  });
  return { ...api, ...renderApp('/minha-conta'), user: userEvent.setup() };
}

beforeAll(async () => {
  await import('../../../app/routes/app/my-account.tsx');
}, 60_000);

describe('/minha-conta', { timeout: 20_000 }, () => {
  it('renames the user and the sidebar shows the new name at once', async () => {
    const { user, calls } = setup(({ body }) => ({ body: { name: (body as { name: string }).name } }));
    const name = await screen.findByLabelText('Nome');
    expect(name).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Salvar nome' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Ana Souza Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Nome atualizado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Ana Souza Lima' });
    const sidebar = screen.getByRole('complementary');
    await waitFor(() => expect(within(sidebar).getByText('Ana Souza Lima')).toBeInTheDocument());
  });

  it('says what is wrong with the name, locally and from the server', async () => {
    const { user, calls } = setup(() => apiError(400, 'VALIDATION', 'Dados inválidos.', { name: 'Nome recusado pelo servidor' }));
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, ' ');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText(authMessages.nameRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.type(name, 'Ana');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Nome recusado pelo servidor', { selector: 'p' })).toBeInTheDocument();
  });

  it('leads to the password change, which leads back', async () => {
    const { user, router } = setup(() => ({ body: {} }));
    await user.click(await screen.findByRole('link', { name: 'Trocar senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trocar-senha'));
    expect(await screen.findByRole('link', { name: 'Voltar para Minha conta' })).toHaveAttribute('href', '/minha-conta');
  });
});
