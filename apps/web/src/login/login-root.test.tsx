import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../test/mock-api.ts';
import { buildMe } from '../test/factories.ts';
import { LoginRoot } from './login-root.tsx';

// The light /login entry (login.html): no router until the user leaves the page.
const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.');

beforeEach(() => window.history.replaceState(null, '', '/login'));

// The first test loads the whole app (router, shell, dashboard) through the transform: room on a busy machine.
describe('light /login entry', { timeout: 20_000 }, () => {
  it('signs in, greets, and renders the app at /dashboard with the session it read', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/me': () => (signedIn ? { body: buildMe('dispatcher') } : signedOut()),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { redirect: false } };
      },
      // No /api/dashboard handler: a 404, where a 401 would make the app read the session again.
      'GET /api/plans': () => ({ body: [] }),
    });
    const user = userEvent.setup();
    render(<LoginRoot />);
    await user.type(await screen.findByLabelText('Email'), 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo1{Enter}');

    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    // Once on arrival, once after signing in; the app starts from that answer instead of asking again.
    expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(2);
  });

  it('keeps the form and says why when the credentials are refused', async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': () => apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Email ou senha inválidos.'),
    });
    const user = userEvent.setup();
    render(<LoginRoot />);
    await user.type(await screen.findByLabelText('Email'), 'ana@teste.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada123{Enter}');

    expect(await screen.findByText('Email ou senha inválidos.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('sends a visitor who is signed in already to the dashboard', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/dashboard': signedOut, 'GET /api/plans': () => ({ body: [] }) });
    render(<LoginRoot />);
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('tab', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('opens "Esqueci minha senha" inside the app, on a new history entry', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const before = window.history.length;
    const user = userEvent.setup();
    render(<LoginRoot />);
    await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));

    expect(await screen.findByRole('heading', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/esqueci-senha'));
    expect(window.history.length).toBe(before + 1);
  });
});
