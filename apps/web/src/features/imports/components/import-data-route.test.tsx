import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildImportRun } from '../test-factories.ts';
import { mockXhr } from '../test-xhr.ts';

// The first test also loads the lazy route chunks.
describe('/importar-dados', { timeout: 20_000 }, () => {
  it("is the dispatcher's screen, in the menu beside Cadastro do Sistema", async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/imports': () => ({ body: { items: [] } }) });
    renderApp('/importar-dados');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar dados' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Importar dados' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link.closest('li')?.previousElementSibling).toHaveTextContent('Cadastro do Sistema');
  });

  it('sends a plain user back to the dashboard', async () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('user') }), 'GET /api/dashboard': () => ({ status: 500 }) });
    const { router } = renderApp('/importar-dados');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('asks before a mapping not analysed yet is left behind (decision 057)', async () => {
    const run = buildImportRun();
    mockXhr({ status: 201, body: run });
    mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/imports': () => ({ body: { items: [] } }),
      'GET /api/imports/run-1': () => ({ body: run }),
      'GET /api/dashboard': () => ({ status: 500 }),
    });
    const { router } = renderApp('/importar-dados');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Escolher arquivo'), new File(['Placa\n'], 'clientes.csv', { type: 'text/csv' }));
    await screen.findByRole('heading', { name: 'Associe as colunas aos campos' });

    await user.click(screen.getByRole('button', { name: 'Escolher outro arquivo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByRole('heading', { name: 'Associe as colunas aos campos' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Cadastro do Sistema' }));
    dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/importar-dados');

    await user.click(screen.getByRole('button', { name: 'Escolher outro arquivo' }));
    dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: 'Escolha a planilha' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
