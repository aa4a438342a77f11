import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { buildMe } from '../../../test/factories.ts';
import { forgetPublicSettings } from '../../../lib/public-settings.ts';
import { renderApp } from '../../../test/render.tsx';

// Configurações seen from the login page. The public settings live for the page's life
// (lib/public-settings.ts): a test that needs a new page load says so.
describe('login page with Configurações', () => {
  it('shows the platform name, the password rules as the hint, and that sign-up is closed', async () => {
    mockApi({
      'GET /api/me': () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.'),
      'GET /api/public-settings': () => ({
        body: {
          platformName: 'Detran Fácil',
          supportEmail: '',
          maintenanceMode: false,
          newRegistrations: false,
          passwordPolicy: { passwordMinLength: 10, requireNumbers: true, requireSpecialChars: true },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Detran Fácil' })).toBeInTheDocument();
    expect(document.title).toMatch(/\| Detran Fácil$/);
    await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('status')).toHaveTextContent('Novos cadastros estão encerrados no momento. Procure o administrador da plataforma.');
    expect(
      within(panel).getByText('A senha precisa ter pelo menos 10 caracteres, um número e um caractere especial (por exemplo ! @ # $ %).'),
    ).toBeInTheDocument();
  });

  it('greets with the platform name even when the sign-in answers before the settings do', async () => {
    forgetPublicSettings(); // a new page load
    let signedIn = false;
    const { fetchMock } = mockApi({
      'GET /api/me': () => (signedIn ? { body: buildMe('dispatcher') } : apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.')),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { redirect: false } };
      },
      'GET /api/plans': () => ({ body: [] }),
      'GET /api/public-settings': () => ({
        body: {
          platformName: 'Detran Fácil',
          supportEmail: '',
          maintenanceMode: false,
          newRegistrations: true,
          passwordPolicy: { passwordMinLength: 8, requireNumbers: true, requireSpecialChars: false },
        },
      }),
    });
    // The settings answer only when released, as from a busy server.
    let release = () => {};
    const settingsHeld = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/public-settings')) await settingsHeld;
      return answer(input, init);
    });

    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(signedIn).toBe(true));
    release();

    expect(await screen.findByText('Bem-vindo ao Detran Fácil')).toBeInTheDocument();
    expect(screen.queryByText('Bem-vindo ao Despacha')).not.toBeInTheDocument();
  });
});
