import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// Configurações seen from the login page. The public settings live for the page's life
// (lib/public-settings.ts), so this file holds one page load.
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
});
