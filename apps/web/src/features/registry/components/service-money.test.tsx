import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { feeMessages } from '@despacha/domain/money/fee-display';
import { buildMe, buildOwner, buildVehicle } from '../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildService, fieldOptionsBody } from '../test-factories.ts';

// Issue 12: an amount paid above the total is shown as the customer's credit, never negative.
// Decision 025: valor pago is the ledger's sum, read-only here; payments are recorded in the ledger.

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

/** The fees of a new service: R$ 250,00 of DETRAN fees and R$ 300,00 of honorários; `whole` fills what a save needs too. */
async function fillRecord(user: ReturnType<typeof userEvent.setup>, whole = false) {
  await screen.findByRole('searchbox', { name: 'Buscar cadastro' }, { timeout: 10_000 });
  if (whole) await fillOwnerAndVehicle(user);
  await user.click(screen.getByRole('tab', { name: 'Cadastro do Serviço' }));
  const service = panel('Cadastro do Serviço');
  await user.type(within(service).getByLabelText('Taxas DETRAN (valor)'), '250');
  await user.type(within(service).getByLabelText('Honorários'), '300');
  return service;
}

async function fillOwnerAndVehicle(user: ReturnType<typeof userEvent.setup>) {
  const vehicle = panel('Dados do Veículo');
  await user.type(within(vehicle).getByLabelText('Placa'), 'ABC1D23');
  await user.type(within(vehicle).getByLabelText('RENAVAM'), '39560590739');
  await user.click(screen.getByRole('tab', { name: 'Cadastro do Proprietário' }));
  const owner = panel('Cadastro do Proprietário');
  await user.type(within(owner).getByLabelText('Nome'), 'João Pereira');
  await user.type(within(owner).getByLabelText('CPF'), '52998224725');
  await user.click(screen.getByRole('tab', { name: 'Cadastro do Serviço' }));
  const service = panel('Cadastro do Serviço');
  await user.selectOptions(within(service).getByRole('combobox', { name: 'Serviço' }), 'transferencia');
  await user.selectOptions(within(service).getByRole('combobox', { name: 'Assinatura' }), 'digital');
  await user.selectOptions(within(service).getByRole('combobox', { name: 'Origem do Serviço' }), 'particular');
  await user.selectOptions(within(service).getByRole('combobox', { name: 'Capa do Processo' }), 'normal');
}

describe('Valores', () => {
  it('a new service shows nothing paid, read-only, and says payments come after saving; valor pago is never sent', async () => {
    const saved = {
      owner: buildOwner({ nome: 'João Pereira' }),
      vehicle: buildVehicle(),
      service: buildService({ valor: 25000, honorarios: 30000, valorPago: 0, total: 55000, saldo: 55000 }),
    };
    const { user, calls } = setup({ 'POST /api/registrations': () => ({ body: saved }) });
    const service = await fillRecord(user, true);
    await user.type(within(service).getByLabelText('Dúvidas'), '100');
    await user.tab();
    const paid = within(service).getByLabelText('Valor Pago');
    expect(paid).toHaveValue('R$ 0,00');
    expect(paid).toHaveAttribute('readonly');
    expect(paid).toHaveAccessibleDescription('Soma dos pagamentos registrados no financeiro');
    expect(within(service).getByLabelText('Total')).toHaveValue('R$ 650,00');
    expect(within(service).getByLabelText('Total')).toHaveAccessibleDescription('Repasses R$ 350,00 + despachante R$ 300,00');
    expect(within(service).getByLabelText('Saldo')).toHaveValue('R$ 650,00');
    expect(within(service).getByText('Salve o serviço para registrar pagamentos')).toBeInTheDocument();
    expect(within(service).queryByRole('link', { name: 'Registrar pagamento' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar Cadastro' }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/registrations')?.body as { service: Record<string, unknown> };
    expect(sent.service).toMatchObject({ valor: 25000, honorarios: 30000, duvidas: 10000 });
    expect(sent.service).not.toHaveProperty('valorPago');
    expect(sent.service).not.toHaveProperty('confirmOverpayment');
  }, 60_000);

  it("a saved service shows the ledger's valor pago, a credit as a credit, and opens its ledger", async () => {
    const record = {
      owner: buildOwner(),
      vehicle: buildVehicle(),
      services: [buildService({ valor: 25000, honorarios: 30000, valorPago: 139496, total: 55000, saldo: -84496 })],
    };
    const { user } = setup({
      'GET /api/registry/search': () => ({ body: [{ owner: record.owner, vehicle: record.vehicle, openServices: record.services }] }),
      'GET /api/vehicles/vehicle-1': () => ({ body: record }),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar cadastro' }), 'ABC1D23{enter}');
    await user.click(await screen.findByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = panel('Cadastro do Serviço');
    await waitFor(() => expect(within(service).getByLabelText('Valor Pago')).toHaveValue('R$ 1.394,96'));
    expect(within(service).getByLabelText('Crédito do cliente')).toHaveValue('R$ 844,96');
    expect(service).not.toHaveTextContent('-R$');
    expect(within(service).getByRole('link', { name: 'Registrar pagamento' })).toHaveAttribute('href', '/servicos/service-1/financeiro');
    // Raising the fees lowers the credit live; no question asked, nothing to confirm.
    await user.type(within(service).getByLabelText('Extras'), '900');
    await user.tab();
    expect(within(service).getByLabelText('Saldo')).toHaveValue('R$ 55,04');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('a service whose DETRAN fee is "a confirmar" says so on the fee and the totals, and a typed fee completes them (decision 078)', async () => {
    const record = {
      owner: buildOwner(),
      vehicle: buildVehicle(),
      services: [buildService({ valor: null, honorarios: 30000, valorPago: 10000, total: 30000, saldo: 20000 })],
    };
    const { user } = setup({
      'GET /api/registry/search': () => ({ body: [{ owner: record.owner, vehicle: record.vehicle, openServices: record.services }] }),
      'GET /api/vehicles/vehicle-1': () => ({ body: record }),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar cadastro' }), 'ABC1D23{enter}');
    await user.click(await screen.findByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = panel('Cadastro do Serviço');
    const fee = within(service).getByLabelText('Taxas DETRAN (valor)');
    await waitFor(() => expect(within(service).getByLabelText('Total')).toHaveValue('R$ 300,00 + taxa DETRAN a confirmar'));
    expect(fee).toHaveValue('');
    expect(fee).toHaveAttribute('placeholder', 'a confirmar');
    expect(fee).toHaveAccessibleDescription(feeMessages.fillWhenKnown);
    expect(within(service).getByLabelText('Saldo')).toHaveValue('R$ 200,00 + taxa DETRAN a confirmar');
    expect(service).not.toHaveTextContent('Crédito do cliente');
    await user.type(fee, '150');
    await user.tab();
    expect(within(service).getByLabelText('Total')).toHaveValue('R$ 450,00');
    expect(within(service).getByLabelText('Saldo')).toHaveValue('R$ 350,00');
    expect(fee).toHaveAccessibleDescription('Repasse: não entra no faturamento');
  }, 30_000);
});
