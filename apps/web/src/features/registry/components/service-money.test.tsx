import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { buildMe, buildOwner, buildVehicle } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildService, fieldOptionsBody } from '../test-factories.ts';

// Issue 12: an amount paid above the total is asked about, and shown as the customer's credit.

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

describe('Valores: an overpayment', () => {
  it('asks on leaving Valor Pago, shows the credit as a credit and sends the confirmation', async () => {
    const saved = { owner: buildOwner({ nome: 'João Pereira' }), vehicle: buildVehicle(), service: buildService({ valor: 25000, honorarios: 30000, valorPago: 139496, total: 55000, saldo: -84496 }) };
    const { user, calls } = setup({ 'POST /api/registrations': () => ({ body: saved }) });
    const service = await fillRecord(user, true);
    await user.type(within(service).getByLabelText('Valor Pago'), '1394,96');
    await user.tab();

    const dialog = await screen.findByRole('dialog', { name: 'Valor pago maior que o total' });
    expect(dialog).toHaveAccessibleDescription(
      'O valor pago (R$ 1.394,96) é maior que o total do serviço (R$ 550,00). Confirme para registrar a diferença como crédito do cliente.',
    );
    expect(within(dialog).getByText('Registrar R$ 844,96 como crédito do cliente?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar crédito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(service).getByLabelText('Crédito do cliente')).toHaveValue('R$ 844,96');
    expect(within(service).queryByLabelText('Saldo')).not.toBeInTheDocument();
    expect(service).not.toHaveTextContent('-R$');

    await user.click(screen.getByRole('button', { name: 'Salvar Cadastro' }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    const body = calls.find((call) => call.path === '/api/registrations')?.body as { service: Record<string, unknown> };
    expect(body.service).toMatchObject({ valor: 25000, honorarios: 30000, valorPago: 139496, confirmOverpayment: true });
  }, 60_000);

  it('asks when the server refused an overpayment saved without leaving the field', async () => {
    const refusal = 'O valor pago (R$ 1.000,00) é maior que o total do serviço (R$ 550,00). Confirme para registrar a diferença como crédito do cliente.';
    const { user, calls } = setup({ 'POST /api/registrations': () => apiError(400, 'OVERPAYMENT', refusal, { 'service.valorPago': refusal }) });
    const service = await fillRecord(user, true);
    await user.type(within(service).getByLabelText('Valor Pago'), '1000');
    // Enter in a field submits the form in a browser without leaving the field (jsdom does not submit on Enter).
    fireEvent.submit(within(service).getByLabelText('Valor Pago').closest('form')!);

    const dialog = await screen.findByRole('dialog', { name: 'Valor pago maior que o total' });
    expect(calls.filter((call) => call.path === '/api/registrations')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar crédito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(service).getByLabelText('Valor Pago')).not.toHaveAccessibleDescription(refusal);
  }, 60_000);

  it('"Corrigir valor pago" sends the user back to the field, and nothing is confirmed', async () => {
    const { user, calls } = setup({ 'POST /api/registrations': () => ({ body: {} }) });
    const service = await fillRecord(user);
    const paid = within(service).getByLabelText('Valor Pago');
    await user.type(paid, '600');
    await user.tab();
    const dialog = await screen.findByRole('dialog', { name: 'Valor pago maior que o total' });
    await user.click(within(dialog).getByRole('button', { name: 'Corrigir valor pago' }));
    await waitFor(() => expect(paid).toHaveFocus());
    expect(paid).toHaveValue('600,00');
    expect(calls.some((call) => call.path === '/api/registrations')).toBe(false);
  }, 15_000);

  it('does not ask when nothing is paid beyond the total, and shows the pass-throughs apart', async () => {
    const { user } = setup();
    const service = await fillRecord(user);
    await user.type(within(service).getByLabelText('Dúvidas'), '100');
    await user.type(within(service).getByLabelText('Valor Pago'), '500');
    await user.tab();
    expect(within(service).getByLabelText('Total')).toHaveValue('R$ 650,00');
    expect(within(service).getByLabelText('Total')).toHaveAccessibleDescription('Repasses R$ 350,00 + despachante R$ 300,00');
    expect(within(service).getByLabelText('Saldo')).toHaveValue('R$ 150,00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('does not ask again for a credit the server already holds', async () => {
    const record = { owner: buildOwner(), vehicle: buildVehicle(), services: [buildService({ valor: 25000, honorarios: 30000, valorPago: 139496, total: 55000, saldo: -84496 })] };
    const { user } = setup({
      'GET /api/registry/search': () => ({ body: [{ owner: record.owner, vehicle: record.vehicle, openServices: record.services }] }),
      'GET /api/vehicles/vehicle-1': () => ({ body: record }),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar cadastro' }), 'ABC1D23{enter}');
    await user.click(await screen.findByRole('tab', { name: 'Cadastro do Serviço' }));
    const service = panel('Cadastro do Serviço');
    await waitFor(() => expect(within(service).getByLabelText('Valor Pago')).toHaveValue('1.394,96'));
    expect(within(service).getByLabelText('Crédito do cliente')).toHaveValue('R$ 844,96');
    await user.click(within(service).getByLabelText('Valor Pago'));
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);
});
