import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { buildMe } from '../../test/factories.ts';
import { apiError, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render.tsx';
import { worksWithoutAgency } from './agency-required.tsx';

beforeAll(async () => {
  await import('../../app/routes/app/system-registration.tsx');
}, 60_000);

describe('a platform admin without an agency', { timeout: 20_000 }, () => {
  it('may use the dashboard, their account and the admin area, nothing else', () => {
    expect(['/', '/dashboard', '/minha-conta', '/admin', '/admin/clients'].every(worksWithoutAgency)).toBe(true);
    expect(['/cadastro-sistema', '/solicitacoes', '/solicitacoes/x', '/formularios', '/usuarios', '/administrador'].some(worksWithoutAgency)).toBe(false);
  });

  it("reads the API's own reason on an agency screen, with the way to the admin area, and never calls that API", async () => {
    const { calls } = mockApi({ 'GET /api/me': () => ({ body: buildMe('admin', null) }) });
    renderApp('/cadastro-sistema');
    expect(await screen.findByRole('heading', { name: 'Esta tela é das agências' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(agencyMessages.noAgency))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a Área Administrativa' })).toHaveAttribute('href', '/admin');
    // The menu offers only what works without an agency.
    const menu = within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link');
    expect(menu.map((link) => link.getAttribute('href'))).toEqual(['/dashboard']);
    expect(calls.map((c) => c.path).filter((path) => path !== '/api/me' && path !== '/api/public-settings')).toEqual([]);
  });

  it('an agency member still sees the agency screens', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }) });
    renderApp('/cadastro-sistema');
    expect(await screen.findByRole('link', { name: 'Cadastro do Sistema' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Esta tela é das agências' })).not.toBeInTheDocument();
  });
});

describe('a refused registry search', { timeout: 20_000 }, () => {
  it("shows the server's pt-BR reason, a server error as the server's, and the search's own text only for a failure without either", async () => {
    let reply = apiError(403, 'NO_AGENCY', agencyMessages.noAgency);
    mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/field-options': () => ({ body: [] }),
      'GET /api/origins': () => ({ body: [] }),
      'GET /api/registry/search': () => reply,
    });
    const user = userEvent.setup();
    renderApp('/cadastro-sistema');
    const box = await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    await user.type(box, 'ABC1D23{Enter}');
    expect(await screen.findByText(agencyMessages.noAgency)).toBeInTheDocument();
    reply = apiError(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em instantes.');
    await user.clear(box);
    await user.type(box, 'ABC1D24{Enter}');
    expect(await screen.findByText('Erro interno do servidor. Tente novamente em instantes.')).toBeInTheDocument();
    // A 500 whose body is not the API's format (a proxy's page) is still the server's, never the connection's.
    reply = { status: 500, body: '<html>Internal Server Error</html>' } as unknown as typeof reply;
    await user.clear(box);
    await user.type(box, 'ABC1D25{Enter}');
    expect(await screen.findByText('Erro no servidor. Tente novamente em instantes.')).toBeInTheDocument();
  });
});
