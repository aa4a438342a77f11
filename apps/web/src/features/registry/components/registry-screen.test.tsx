import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { buildMe, buildOwner, buildVehicle } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildService, fieldOptionsBody } from '../test-factories.ts';

function setup(handlers: Record<string, MockHandler> = {}) {
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
const saveButton = () => screen.getByRole('button', { name: 'Salvar Cadastro' });

describe('Cadastro do Sistema', () => {
  it('focuses the search box on arrival', async () => {
    setup();
    const searchBox = await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    // The focus comes from a passive effect after the paint, which a loaded machine can run
    // after the box is already in the document.
    await waitFor(() => expect(searchBox).toHaveFocus());
  });

  it("labels the vehicle's own Assinatura and Posição apart from the service's (issue 34)", async () => {
    setup();
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    const vehicle = panel('Dados do Veículo');
    expect(within(vehicle).getByRole('combobox', { name: 'Assinatura (veículo)' })).toBeInTheDocument();
    expect(within(vehicle).getByRole('combobox', { name: 'Posição (veículo)' })).toBeInTheDocument();
    expect(within(vehicle).queryByRole('combobox', { name: 'Assinatura' })).not.toBeInTheDocument();
    const service = panel('Cadastro do Serviço');
    expect(within(service).getByRole('combobox', { name: 'Assinatura' })).toBeInTheDocument();
    expect(within(service).getByRole('combobox', { name: 'Posição' })).toBeInTheDocument();
  });

  it("offers the national table's carroceria names first and says the market styles do not go to DETRAN (issue 35)", async () => {
    setup();
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    const vehicle = panel('Dados do Veículo');
    const carroceria = within(vehicle).getByRole('combobox', { name: 'Carroceria' });
    await waitFor(() => expect(within(carroceria).getByRole('option', { name: 'Basculante' })).toBeInTheDocument());
    const offered = within(carroceria)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered.slice(0, 4)).toEqual(['Selecione', 'Nenhuma', 'Aberta', 'Fechada']);
    expect(offered.slice(-4)).toEqual(['Sedan', 'Hatch', 'SUV', 'Pickup']);
    expect(carroceria).toHaveAccessibleDescription('Sedan, Hatch, SUV e Pickup são estilos de mercado: não saem nos documentos do DETRAN.');
    const tipo = within(vehicle).getByRole('combobox', { name: 'Tipo' });
    expect(within(tipo).getByRole('option', { name: 'Motor-casa' })).toBeInTheDocument();
    expect(within(tipo).getByRole('option', { name: 'Caminhão-trator' })).toBeInTheDocument();
  });

  it('shows the contract messages under the empty fields and does not call the API', async () => {
    const { user, calls } = setup();
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    await user.click(saveButton());

    const vehicle = panel('Dados do Veículo');
    await waitFor(() => expect(within(vehicle).getByLabelText('Placa')).toHaveAccessibleDescription(m.plateRequired));
    expect(within(vehicle).getByLabelText('RENAVAM')).toHaveAccessibleDescription(m.renavamRequired);
    const owner = panel('Cadastro do Proprietário');
    expect(within(owner).getByLabelText('Nome')).toHaveAccessibleDescription(m.ownerNameRequired);
    expect(within(owner).getByLabelText('CPF')).toHaveAccessibleDescription(m.ownerDocumentRequired);
    expect(screen.getByRole('tab', { name: 'Dados do Veículo' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/registrations')).toBe(false);
  });

  it('asks for the service fields once a service is chosen', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = panel('Cadastro do Serviço');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Serviço' }), 'transferencia');
    await user.click(saveButton());

    await waitFor(() => expect(within(service).getByRole('combobox', { name: 'Assinatura' })).toHaveAccessibleDescription(m.assinaturaRequired));
    expect(within(service).getByRole('combobox', { name: 'Capa do Processo' })).toHaveAccessibleDescription(m.capaRequired);
    // The vehicle tab comes first: it holds errors too, so it is the one shown.
    expect(screen.getByRole('tab', { name: 'Dados do Veículo' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.path === '/api/registrations')).toBe(false);
  });

  it('marks every tab holding errors and puts the cursor on the first error in reading order, whatever its tab', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = panel('Cadastro do Serviço');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Serviço' }), 'transferencia');
    await user.click(saveButton());

    const tab = (name: string) => screen.getByRole('tab', { name });
    // The tab keeps its name (the panel's too); its errors are its description.
    await waitFor(() => expect(tab('Cadastro do Serviço')).toHaveAccessibleDescription('Com erro em 3 campos'));
    expect(tab('Dados do Veículo')).toHaveAccessibleDescription('Com erro em 2 campos');
    expect(tab('Cadastro do Proprietário')).toHaveAccessibleDescription('Com erro em 2 campos');
    expect(tab('Documentos e Processo')).not.toHaveAccessibleDescription();
    // RENAVAM comes before Placa on the page, whatever order the contract checks them in.
    const vehicle = panel('Dados do Veículo');
    await waitFor(() => expect(within(vehicle).getByLabelText('RENAVAM')).toHaveFocus());
    expect(tab('Dados do Veículo')).toHaveAttribute('aria-selected', 'true');

    await user.type(within(vehicle).getByLabelText('Placa'), 'ABC1D23');
    await user.type(within(vehicle).getByLabelText('RENAVAM'), '39560590739');
    await waitFor(() => expect(tab('Dados do Veículo')).not.toHaveAccessibleDescription());
    const owner = panel('Cadastro do Proprietário');
    await user.type(within(owner).getByLabelText('Nome'), 'João Pereira');
    await user.type(within(owner).getByLabelText('CPF'), '52998224725');
    await waitFor(() => expect(tab('Cadastro do Proprietário')).not.toHaveAccessibleDescription());

    // Only Cadastro do Serviço is left: saving opens it with the cursor on its first missing field.
    await user.click(saveButton());
    await waitFor(() => expect(within(service).getByRole('combobox', { name: 'Assinatura' })).toHaveFocus());
    expect(tab('Cadastro do Serviço')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Cadastro do Serviço')).toHaveAccessibleDescription('Com erro em 3 campos');

    await user.selectOptions(within(service).getByRole('combobox', { name: 'Assinatura' }), 'digital');
    await waitFor(() => expect(tab('Cadastro do Serviço')).toHaveAccessibleDescription('Com erro em 2 campos'));
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Origem do Serviço' }), 'particular');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Capa do Processo' }), 'normal');
    await waitFor(() => expect(tab('Cadastro do Serviço')).not.toHaveAccessibleDescription());
  });

  it('puts a duplicate plate (409) under Placa and keeps what was typed', async () => {
    const { user, calls } = setup({
      'POST /api/registrations': () => apiError(409, 'DUPLICATE', m.plateTaken, { 'vehicle.placa': m.plateTaken }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Cadastro do Proprietário' }));
    const owner = panel('Cadastro do Proprietário');
    await user.type(within(owner).getByLabelText('Nome'), 'João Pereira');
    await user.type(within(owner).getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('tab', { name: 'Dados do Veículo' }));
    const vehicle = panel('Dados do Veículo');
    await user.type(within(vehicle).getByLabelText('Placa'), 'abc1d23');
    await user.type(within(vehicle).getByLabelText('RENAVAM'), '39560590739');
    await user.click(screen.getByRole('tab', { name: 'Cadastro do Proprietário' }));
    await user.click(saveButton());

    await waitFor(() => expect(within(vehicle).getByLabelText('Placa')).toHaveAccessibleDescription(m.plateTaken));
    expect(screen.getByRole('tab', { name: 'Dados do Veículo' })).toHaveAttribute('aria-selected', 'true');
    expect(within(vehicle).getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(within(vehicle).getByLabelText('RENAVAM')).toHaveValue('39560590739');
    expect(within(owner).getByLabelText('Nome')).toHaveValue('João Pereira');
    expect(within(owner).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();

    const body = calls.find((call) => call.path === '/api/registrations')?.body as Record<string, Record<string, unknown>>;
    expect(body.owner).toMatchObject({ nome: 'João Pereira', cpf: '52998224725' });
    expect(body.vehicle).toMatchObject({ placa: 'ABC1D23', renavam: '39560590739' });
    expect(body.service).toBeUndefined();
  });

  it('saves a new record with its service, then updates it with the returned ids', async () => {
    const saved = { owner: buildOwner({ nome: 'João Pereira' }), vehicle: buildVehicle(), service: buildService() };
    const { user, calls } = setup({
      'POST /api/registrations': () => ({ body: saved }),
      'GET /api/vehicles/vehicle-1': () => ({ body: { owner: saved.owner, vehicle: saved.vehicle, services: [saved.service] } }),
    });
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    const vehicle = panel('Dados do Veículo');
    await user.type(within(vehicle).getByLabelText('Placa'), 'ABC1D23');
    await user.type(within(vehicle).getByLabelText('RENAVAM'), '39560590739');
    const owner = panel('Cadastro do Proprietário');
    await user.click(screen.getByRole('tab', { name: 'Cadastro do Proprietário' }));
    await user.type(within(owner).getByLabelText('Nome'), 'João Pereira');
    await user.type(within(owner).getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = panel('Cadastro do Serviço');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Serviço' }), 'transferencia');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Assinatura' }), 'digital');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Origem do Serviço' }), 'particular');
    await user.selectOptions(within(service).getByRole('combobox', { name: 'Capa do Processo' }), 'normal');
    await user.type(within(service).getByLabelText('Honorários'), '150');
    await user.click(saveButton());

    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    const first = calls.find((call) => call.path === '/api/registrations')?.body as Record<string, Record<string, unknown>>;
    expect(first.owner).toMatchObject({ nome: 'João Pereira', cpf: '52998224725' });
    expect(first.owner!.id).toBeUndefined();
    expect(first.service).toMatchObject({ servico: 'transferencia', posicao: 'emissao', honorarios: 15000 });

    await user.click(saveButton());
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
    const second = calls.filter((call) => call.path === '/api/registrations')[1]?.body as Record<string, Record<string, unknown>>;
    expect(second.owner!.id).toBe('owner-1');
    expect(second.vehicle!.id).toBe('vehicle-1');
    expect(second.service!.id).toBe('service-1');
  });

  it('Novo Cadastro asks before discarding what was typed', async () => {
    const { user } = setup();
    await screen.findByRole('searchbox', { name: 'Buscar cadastro' });
    const placa = within(panel('Dados do Veículo')).getByLabelText('Placa');
    await user.type(placa, 'ABC1D23');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Novo Cadastro' }));
    expect(confirm).toHaveBeenCalledWith('Descartar as alterações não salvas?');
    expect(placa).toHaveValue('ABC1D23');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Novo Cadastro' }));
    expect(placa).toHaveValue('');
  });

  it('updates the live Total and Saldo from the typed fees', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = panel('Cadastro do Serviço');
    await user.type(within(service).getByLabelText('Taxas DETRAN (valor)'), '123,45');
    await user.type(within(service).getByLabelText('Honorários'), '100');
    expect(within(service).getByLabelText('Total')).toHaveValue('R$ 223,45');
    // Nothing paid yet: payments are recorded in the service's ledger once it is saved (decision 025).
    expect(within(service).getByLabelText('Valor Pago')).toHaveValue('R$ 0,00');
    expect(within(service).getByLabelText('Saldo')).toHaveValue('R$ 223,45');
  });
});
