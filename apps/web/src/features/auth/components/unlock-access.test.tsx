import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// The page of the e-mailed unlock link (decision 052).
const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.');
const INVALID = 'Link de liberação inválido, já usado ou expirado. Tente entrar de novo: se a conta continuar protegida, enviaremos um novo link.';

describe('unlock access page', () => {
  it('does nothing until the button is pressed, then frees this browser and goes to /login', async () => {
    const { calls } = mockApi({ 'GET /api/me': signedOut, 'POST /api/sign-in-unlock': () => ({ body: { unlocked: true } }) });
    const user = userEvent.setup();
    const { router } = renderApp('/liberar-acesso?token=abc123');
    const button = await screen.findByRole('button', { name: 'Liberar este navegador' });
    expect(screen.getByRole('heading', { name: 'Liberar acesso neste navegador' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/sign-in-unlock')).toBe(false);

    await user.click(button);
    expect(await screen.findByText('Navegador liberado')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/api/sign-in-unlock')?.body).toEqual({ token: 'abc123' });
  });

  it('says why when the link was used or expired', async () => {
    mockApi({ 'GET /api/me': signedOut, 'POST /api/sign-in-unlock': () => apiError(404, 'UNLOCK_LINK_INVALID', INVALID) });
    const user = userEvent.setup();
    renderApp('/liberar-acesso?token=usado');
    await user.click(await screen.findByRole('button', { name: 'Liberar este navegador' }));
    expect(await screen.findByText('Não foi possível liberar o acesso')).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it('explains a link without a token and offers the way back', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderApp('/liberar-acesso');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Liberar este navegador' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });
});
