import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { buildMe, buildOwner, buildVehicle } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildService, fieldOptionsBody } from '../test-factories.ts';

function setup(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/field-options': () => ({ body: fieldOptionsBody }),
    'GET /api/origins': () => ({ body: [] }),
    'GET /api/dashboard': () => ({
      body: {
        scope: 'agency',
        cards: { customers: 0, activeServices: 0, pendingDocuments: 0, monthRevenueCents: 0, monthPassThroughCents: 0 },
        statusCounts: { pending: 0, in_progress: 0, completed: 0, late: 0 },
        stageCounts: { agencia: 0, detran: 0, exigencia: 0, pronto: 0, concluido: 0 },
        recentActivities: [],
      },
    }),
    'GET /api/dashboard/requirements': () => ({ body: { total: 0, items: [] } }),
    ...handlers,
  });
  const user = userEvent.setup();
  const app = renderApp(path);
  return { ...api, ...app, user };
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });
const record = { owner: buildOwner(), vehicle: buildVehicle(), services: [buildService({ posicao: 'exigencia' })] };

describe('Cadastro do Sistema: leaving with unsaved changes', () => {
  it('asks before a link leaves the screen: Continuar editando stays, Sair sem salvar leaves', async () => {
    const { user, router } = setup('/cadastro-sistema');
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    const placa = within(panel('Dados do Veículo')).getByLabelText('Placa');
    await user.type(placa, 'ABC1D23');

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(within(dialog).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/cadastro-sistema');
    expect(placa).toHaveValue('ABC1D23');

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('leaves without asking when nothing was typed, and asks the browser on tab close only with changes', async () => {
    const { user, router } = setup('/cadastro-sistema');
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(within(panel('Dados do Veículo')).getByLabelText('Placa'), 'ABC1D23');
    expect(unload()).toBe(true);
    await user.clear(within(panel('Dados do Veículo')).getByLabelText('Placa'));
    expect(unload()).toBe(false);

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Cadastro do Sistema: the address', () => {
  it.each([
    ['servico', 'Cadastro do Serviço', 'combobox', 'Serviço'],
    ['proprietario', 'Cadastro do Proprietário', 'textbox', 'Nome'],
    ['veiculo', 'Dados do Veículo', 'combobox', 'Assinatura (veículo)'],
  ] as const)('?aba=%s opens %s with the cursor in its first field', async (aba, tab, role, field) => {
    setup(`/cadastro-sistema?aba=${aba}`);
    await waitFor(() => expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(within(panel(tab)).getByRole(role, { name: field })).toHaveFocus());
  });

  it('?veiculo=&servico= opens that record, marked when the service is in exigência', async () => {
    setup('/cadastro-sistema?veiculo=vehicle-1&servico=service-1', { 'GET /api/vehicles/vehicle-1': () => ({ body: record }) });
    await waitFor(() => expect(within(panel('Dados do Veículo')).getByLabelText('Placa')).toHaveValue('ABC1D23'));
    expect(await screen.findByText('Em exigência')).toBeInTheDocument();
    expect(screen.getByText(/Editando: ABC1D23 — Maria da Silva — Serviço nº 7/)).toBeInTheDocument();
  });

  it('a saved record stays in the address, so Back after leaving shows it again', async () => {
    const saved = { owner: buildOwner(), vehicle: buildVehicle(), service: buildService() };
    const { user, router } = setup('/cadastro-sistema', {
      'POST /api/registrations': () => ({ body: saved }),
      'GET /api/vehicles/vehicle-1': () => ({ body: { owner: saved.owner, vehicle: saved.vehicle, services: [saved.service] } }),
    });
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    await user.type(within(panel('Dados do Veículo')).getByLabelText('Placa'), 'ABC1D23');
    await user.type(within(panel('Dados do Veículo')).getByLabelText('RENAVAM'), '39560590739');
    await user.type(within(panel('Cadastro do Proprietário')).getByLabelText('Nome'), 'Maria da Silva');
    await user.type(within(panel('Cadastro do Proprietário')).getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar Cadastro' }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?veiculo=vehicle-1&servico=service-1'));

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await router.navigate(-1);
    // The record is fetched again on the way back: both panels are read once it has rendered.
    await waitFor(() => {
      expect(within(panel('Dados do Veículo')).getByLabelText('Placa')).toHaveValue('ABC1D23');
      expect(within(panel('Cadastro do Proprietário')).getByLabelText('Nome')).toHaveValue('Maria da Silva');
    });
  });
});

describe('Cadastro do Sistema: a failed save says what happened', () => {
  const typeRecord = async (user: ReturnType<typeof userEvent.setup>) => {
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    await user.type(within(panel('Dados do Veículo')).getByLabelText('Placa'), 'ABC1D23');
    await user.type(within(panel('Dados do Veículo')).getByLabelText('RENAVAM'), '39560590739');
    await user.type(within(panel('Cadastro do Proprietário')).getByLabelText('Nome'), 'Maria da Silva');
    await user.type(within(panel('Cadastro do Proprietário')).getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar Cadastro' }));
  };

  it.each([
    ['a server error (500)', () => apiError(500, 'INTERNAL', 'Erro interno do servidor'), m.saveServerError],
    ['a conflict without a field (409)', () => apiError(409, 'CONFLICT', 'Registro alterado por outra pessoa'), m.saveConflict],
    ['a refusal without a field (403)', () => apiError(403, 'FORBIDDEN', 'Sem permissão'), m.saveRefused],
  ])('%s', async (_, reply, message) => {
    const { user } = setup('/cadastro-sistema', { 'POST /api/registrations': reply });
    await typeRecord(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(m.saveFailed)).not.toBeInTheDocument();
    expect(within(panel('Dados do Veículo')).getByLabelText('Placa')).not.toHaveAccessibleDescription();
    expect(within(panel('Dados do Veículo')).getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(within(panel('Cadastro do Proprietário')).getByLabelText('Nome')).toHaveValue('Maria da Silva');
  });

  it('no connection', async () => {
    const { user, fetchMock } = setup('/cadastro-sistema');
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/registrations')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    await typeRecord(user);
    expect(await screen.findByText(m.saveNetworkError)).toBeInTheDocument();
    expect(within(panel('Dados do Veículo')).getByLabelText('RENAVAM')).toHaveValue('39560590739');
  });
});

describe('Cadastro do Sistema: exigência in the search results', () => {
  it('marks the open services in exigência', async () => {
    const inRequirement = buildService({ id: 'service-2', number: 12, posicao: 'exigencia' });
    const hits = [
      { owner: buildOwner(), vehicle: buildVehicle(), openServices: [buildService(), inRequirement] },
      { owner: buildOwner({ id: 'owner-2', nome: 'Mariana Costa', cpf: '11144477735' }), vehicle: null, openServices: [] },
    ];
    const { user } = setup('/cadastro-sistema', { 'GET /api/registry/search': () => ({ body: hits }) });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar cadastro' }), 'maria{Enter}');
    const table = await screen.findByRole('table', { name: 'Cadastros encontrados' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nº 7', 'Nº 12Em exigência']);
    expect(within(second!).queryByText('Em exigência')).not.toBeInTheDocument();
  });
});
