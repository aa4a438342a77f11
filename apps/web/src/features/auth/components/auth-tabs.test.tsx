import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { buildMe } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.');

async function openLogin() {
  const user = userEvent.setup();
  renderApp('/login');
  const email = await screen.findByLabelText('Email');
  return { user, email };
}

async function openSignup() {
  const { user } = await openLogin();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  const panel = screen.getByRole('tabpanel');
  return { user, panel };
}

describe('login tab', () => {
  it('shows the advertisement and focuses the e-mail field on arrival', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { email } = await openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Despacha' })).toBeInTheDocument();
    for (const feature of ['Gestão de Veículos', 'Segurança Total', 'Multi-usuário', 'Relatórios em Tempo Real']) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    expect(email).toHaveAttribute('type', 'email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/esqueci-senha');
  });

  it('shows the required messages under empty fields', async () => {
    const { calls } = mockApi({ 'GET /api/me': signedOut });
    const { user, email } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email é obrigatório');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória');
    expect(calls.some((call) => call.path === '/api/auth/sign-in/email')).toBe(false);
  });

  it('shows the server message when the credentials are refused', async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': () => apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Email ou senha inválidos.'),
    });
    const { user, email } = await openLogin();
    await user.type(email, 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada123{Enter}');

    expect(await screen.findByText('Erro no login')).toBeInTheDocument();
    expect(screen.getByText('Email ou senha inválidos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('reports an unexpected error when the network fails', async () => {
    const { fetchMock } = mockApi({ 'GET /api/me': signedOut });
    const { user, email } = await openLogin();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.type(email, 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1{Enter}');

    expect(await screen.findByText('Erro inesperado')).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro durante o login. Tente novamente.')).toBeInTheDocument();
  });

  it('signs an admin in, greets them and opens the dashboard', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/me': () => (signedIn ? { body: buildMe('admin', null) } : signedOut()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { redirect: false } };
      },
    });
    const { user, email } = await openLogin();
    await user.type(email, 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo ao Despacha - Acesso Administrativo')).toBeInTheDocument();
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'ana@teste.com.br',
      password: 'segredo1',
    });
  });

  it('sends a signed-in user from /login to the dashboard', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/plans': () => ({ body: [] }) });
    renderApp('/login');
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Entrar' })).not.toBeInTheDocument();
  });
});

describe('signup tab', () => {
  it('shows "Nome é obrigatório" under the name field of an empty form', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { user, panel } = await openSignup();
    await user.click(within(panel).getByRole('button', { name: 'Cadastrar' }));

    const name = within(panel).getByLabelText('Nome completo');
    expect(await within(panel).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Nome é obrigatório');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByLabelText('Email')).toHaveAccessibleDescription('Email é obrigatório');
  });

  it('rejects a name of spaces and a 5-character password', async () => {
    const { calls } = mockApi({ 'GET /api/me': signedOut });
    const { user, panel } = await openSignup();
    await user.type(within(panel).getByLabelText('Nome completo'), '   ');
    await user.type(within(panel).getByLabelText('Email'), 'ana@teste.com.br');
    await user.type(within(panel).getByLabelText('Senha'), 'abcde');
    await user.click(within(panel).getByRole('button', { name: 'Cadastrar' }));

    expect(await within(panel).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Senha')).toHaveAccessibleDescription('A senha deve ter pelo menos 6 caracteres');
    expect(within(panel).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.path === '/api/auth/sign-up/email')).toBe(false);
  });

  it('creates the account, asks to confirm the e-mail and clears the fields', async () => {
    const { calls } = mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-up/email': () => ({ body: { token: null } }),
    });
    const { user, panel } = await openSignup();
    await user.type(within(panel).getByLabelText('Nome completo'), '  Ana Souza ');
    await user.type(within(panel).getByLabelText('Email'), 'ana@teste.com.br');
    await user.type(within(panel).getByLabelText('Senha'), 'segredo1{Enter}');

    expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Verifique seu email para confirmar a conta.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Nome completo')).toHaveValue('');
    expect(within(panel).getByLabelText('Email')).toHaveValue('');
    expect(within(panel).getByLabelText('Senha')).toHaveValue('');
    expect(calls.find((call) => call.path === '/api/auth/sign-up/email')?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@teste.com.br',
      password: 'segredo1',
      callbackURL: '/dashboard',
    });
  });

  it('shows the server message when the account cannot be created', async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-up/email': () => apiError(422, 'USER_ALREADY_EXISTS', 'Já existe uma conta com este email.'),
    });
    const { user, panel } = await openSignup();
    await user.type(within(panel).getByLabelText('Nome completo'), 'Ana');
    await user.type(within(panel).getByLabelText('Email'), 'ana@teste.com.br');
    await user.type(within(panel).getByLabelText('Senha'), 'segredo1{Enter}');

    expect(await screen.findByText('Erro no cadastro')).toBeInTheDocument();
    expect(screen.getByText('Já existe uma conta com este email.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Nome completo')).toHaveValue('Ana');
  });
});
