import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { buildMe, buildOwner, buildVehicle } from '../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildService, fieldOptionsBody } from '../test-factories.ts';

function setup(handlers: Record<string, MockHandler>) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/field-options': () => ({ body: fieldOptionsBody }),
    'GET /api/origins': () => ({ body: [] }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderApp('/cadastro-sistema');
  return { ...api, user };
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });

describe('Cadastro do Sistema: Buscar', () => {
  it('one hit opens the record in the tabs', async () => {
    const owner = buildOwner();
    const vehicle = buildVehicle();
    const service = buildService();
    const { user, calls } = setup({
      'GET /api/registry/search': () => ({ body: [{ owner, vehicle, openServices: [service] }] }),
      'GET /api/vehicles/vehicle-1': () => ({ body: { owner, vehicle, services: [service] } }),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar cadastro' }), 'ABC1D23{Enter}');

    const vehiclePanel = panel('Dados do Veículo');
    await waitFor(() => expect(within(vehiclePanel).getByLabelText('Placa')).toHaveValue('ABC1D23'));
    expect(calls.find((call) => call.path === '/api/registry/search')).toBeDefined();
    expect(within(vehiclePanel).getByLabelText('RENAVAM')).toHaveValue('39560590739');
    expect(within(vehiclePanel).getByLabelText('Modelo')).toHaveValue('Uno');
    expect(within(vehiclePanel).getByLabelText('Combustível')).toHaveValue('flex');
    const ownerPanel = panel('Cadastro do Proprietário');
    expect(within(ownerPanel).getByLabelText('Nome')).toHaveValue('Maria da Silva');
    expect(within(ownerPanel).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(within(ownerPanel).getByLabelText('Nascimento')).toHaveValue('17/05/1980');
    const servicePanel = panel('Cadastro do Serviço');
    expect(within(servicePanel).getByRole('combobox', { name: 'Serviço' })).toHaveValue('transferencia');
    expect(within(servicePanel).getByLabelText('Taxas DETRAN (valor)')).toHaveValue('250,00');
    expect(within(servicePanel).getByLabelText('Total')).toHaveValue('R$ 400,00');
    expect(within(servicePanel).getByLabelText('Saldo')).toHaveValue('R$ 300,00');
    expect(screen.getByText(/Editando: ABC1D23 — Maria da Silva/)).toBeInTheDocument();
  });

  it('several hits are listed to pick from; nothing found says so', async () => {
    const first = { owner: buildOwner(), vehicle: buildVehicle(), openServices: [] };
    const second = { owner: buildOwner({ id: 'owner-2', nome: 'Mariana Costa', cpf: '11144477735' }), vehicle: null, openServices: [] };
    let hits = [first, second];
    const { user } = setup({ 'GET /api/registry/search': () => ({ body: hits }) });
    const box = await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    await user.type(box, 'maria{Enter}');

    const table = await screen.findByRole('table', { name: 'Cadastros encontrados' });
    expect(within(table).getByText('Mariana Costa')).toBeInTheDocument();
    expect(within(table).getByText('111.444.777-35')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Abrir cadastro de Mariana Costa' }));
    expect(within(panel('Cadastro do Proprietário')).getByLabelText('Nome')).toHaveValue('Mariana Costa');
    expect(screen.queryByRole('table', { name: 'Cadastros encontrados' })).not.toBeInTheDocument();

    hits = [];
    await user.clear(box);
    await user.type(box, 'ninguém{Enter}');
    expect(await screen.findByText(m.notFoundSearch)).toBeInTheDocument();
  });
});
