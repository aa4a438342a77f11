import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.');

describe('forgot password', () => {
  it('asks for the reset link and says it was sent', async () => {
    const { calls } = mockApi({ 'GET /api/me': signedOut, 'POST /api/auth/request-password-reset': () => ({ body: { status: true } }) });
    const user = userEvent.setup();
    renderApp('/esqueci-senha');
    await user.type(await screen.findByLabelText('Email'), 'ana@teste.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByText('Email enviado')).toBeInTheDocument();
    expect(screen.getAllByText('Se o email estiver cadastrado, você receberá um link para redefinir a senha.').length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === '/api/auth/request-password-reset')?.body).toEqual({
      email: 'ana@teste.com.br',
      redirectTo: '/redefinir-senha',
    });
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  // zod and the contract load at the first interaction (decision 009): a submit as the very first
  // action waits for them and shows the same messages; nothing is sent.
  it('says what is wrong with the email before sending anything', async () => {
    const { calls } = mockApi({ 'GET /api/me': signedOut });
    const user = userEvent.setup();
    renderApp('/esqueci-senha');
    await user.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ana@{Enter}');
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/request-password-reset')).toBe(false);
  });
});

describe('reset password', () => {
  it.each(['/redefinir-senha', '/redefinir-senha?error=INVALID_TOKEN'])('explains an unusable link at %s', async (path) => {
    mockApi({ 'GET /api/me': signedOut });
    renderApp(path);
    expect(await screen.findByText('Link de redefinição inválido ou expirado. Solicite um novo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute('href', '/esqueci-senha');
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });

  it('asks for a password of at least 6 characters before sending anything', async () => {
    const { calls } = mockApi({ 'GET /api/me': signedOut });
    const user = userEvent.setup();
    renderApp('/redefinir-senha?token=XYZ');
    await user.click(await screen.findByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Senha é obrigatória')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nova senha'), 'abc{Enter}');
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/reset-password')).toBe(false);
  });

  it('checks the confirmation, sets the new password and goes to /login', async () => {
    const { calls } = mockApi({ 'GET /api/me': signedOut, 'POST /api/auth/reset-password': () => ({ body: { status: true } }) });
    const user = userEvent.setup();
    const { router } = renderApp('/redefinir-senha?token=XYZ');
    await user.type(await screen.findByLabelText('Nova senha'), 'novaSenha1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outraSenha{Enter}');
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'novaSenha1{Enter}');

    expect(await screen.findByText('Senha redefinida')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({ newPassword: 'novaSenha1', token: 'XYZ' });
  });
});
