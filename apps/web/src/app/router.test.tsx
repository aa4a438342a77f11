import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../test/mock-api.ts';
import { buildMe, buildPlan } from '../test/factories.ts';
import { renderApp } from '../test/render.tsx';

const signedOut = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.');
const plans = () => ({ body: [buildPlan()] });

afterEach(() => vi.useRealTimers());

describe('login guard', () => {
  it('shows a spinner while the session loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a visitor without a session to /login', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/reports');
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user without an agency to /onboarding, and / to the dashboard otherwise', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('user', null) }), 'GET /api/plans': plans });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Cadastre sua agência' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('sends a user who has an agency away from /onboarding', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/plans': plans });
    const { router } = renderApp('/onboarding');
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('app shell', () => {
  it('shows the dashboard with the agency, its trial and today in long pt-BR format', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00'));
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/plans': plans });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo, Ana Souza!' })).toBeInTheDocument();
    expect(screen.getAllByText('Despachante Teste').length).toBeGreaterThan(0);
    expect(screen.getByText('Período de teste até 22/12/2026')).toBeInTheDocument();
    expect(await screen.findByText('Básico')).toBeInTheDocument();
    expect(screen.getByTestId('today')).toHaveTextContent('domingo, 22 de novembro de 2026');
  });

  it('shows the Guia PL list, empty when the agency has none', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/guias': () => ({ body: { rows: [], total: 0, page: 1, pageSize: 50 } }) });
    renderApp('/guia-pl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guia PL' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma guia encontrada.')).toBeInTheDocument();
  });

  it('signs out and returns to /login', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/me': () => (signedIn ? { body: buildMe('dispatcher') } : signedOut()),
      'GET /api/plans': plans,
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/reports');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(await screen.findByText('Logout realizado')).toBeInTheDocument();
    expect(screen.getByText('Você foi desconectado com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps the user signed in and says so when the logout fails', async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'POST /api/auth/sign-out': () => apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.'),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/reports');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(await screen.findByText('Erro no logout')).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro ao fazer logout.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
  });
});

describe('pt-BR addresses (issue 34)', () => {
  it('/relatorios leads to /reports, query string kept', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }) });
    const { router } = renderApp('/relatorios?de=2026-11-01');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(router.state.location.search).toBe('?de=2026-11-01');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('/admin/clientes leads to /admin/clients for an admin', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('admin', null) }) });
    const { router } = renderApp('/admin/clientes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clients'));
  });

  it('/admin/clientes still passes the admin guard', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/plans': plans });
    const { router } = renderApp('/admin/clientes');
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('admin guard', () => {
  it('sends a user who is not admin to /dashboard', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/plans': plans });
    const { router } = renderApp('/admin/clients');
    expect(await screen.findByText('Bem-vindo, Ana Souza!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a visitor without a session to /login', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the red admin area for an admin', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('admin', null) }) });
    const { container } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
    expect(container.querySelector('[data-area="admin"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sair do Admin' })).toHaveAttribute('href', '/dashboard');
  });
});
