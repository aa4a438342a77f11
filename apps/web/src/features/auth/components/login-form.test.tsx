import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.');
const SLOWED =
  'Muitas tentativas de acesso a esta conta. Tente novamente em 4 minutos. Se a conta for sua, enviamos um link para o seu email: abra-o neste navegador para entrar sem esperar.';

describe('login form, account slowed (decision 052)', () => {
  it('keeps the wait and the e-mailed link on screen, and clears them on the next try', async () => {
    let slowed = true;
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': () =>
        slowed ? apiError(429, 'SIGN_IN_SLOWED', SLOWED) : apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Email ou senha inválidos.'),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1{Enter}');

    expect(await screen.findByText('Erro no login')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SLOWED);

    slowed = false;
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email ou senha inválidos.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
