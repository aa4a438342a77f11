import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agencyToday, shiftDay } from '@despacha/domain/agency-calendar';
import type { LicensingListResponse, LicensingRow } from '@despacha/domain/licensing/contracts';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// Marcar feito (decision 067): a row's licensing of the year marked done by hand with its day,
// shown "marcado em … por …", and undone.

const row = (overrides: Partial<LicensingRow>): LicensingRow => ({
  vehicleId: 'v1',
  placa: 'ABC1234',
  ownerName: 'Carla Souza',
  final: 4,
  dueDate: '2026-06-30',
  situation: 'vencido',
  doneOn: null,
  doneBy: null,
  ipvaDueDate: null,
  emailReachable: false,
  mobileReachable: true,
  ...overrides,
});
const page = (items: LicensingRow[], year = 2026): LicensingListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  year,
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  finalsToConfirm: [],
});

function setup(handlers: Record<string, MockHandler>, list: LicensingListResponse = page([row({})])) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('user') }),
    'GET /api/origins': () => ({ body: [] }),
    'GET /api/licensing': () => ({ body: list }),
    ...handlers,
  });
  renderApp('/licenciamentos');
  return { ...api, user: userEvent.setup() };
}

const PUT = 'PUT /api/licensing/vehicles/v1/done/2026';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Marcar feito o licenciamento de ABC-1234' }));
  return within(await screen.findByRole('dialog', { name: 'Licenciamento de 2026 feito' }));
}

describe('Marcar feito', () => {
  it('sends the day typed (dd/mm/aaaa) and closes', async () => {
    const { user, calls } = setup({ [PUT]: () => ({ body: { vehicleId: 'v1', year: 2026, doneOn: '2026-05-10', doneBy: 'Ana' } }) });
    const dialog = await openDialog(user);
    const field = dialog.getByLabelText(/Data do licenciamento/);
    await user.clear(field);
    await user.type(field, '10052026');
    await user.click(dialog.getByRole('button', { name: 'Marcar como feito' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ doneOn: '2026-05-10' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a blank day and one outside the year before asking the server', async () => {
    const { user, calls } = setup({});
    const dialog = await openDialog(user);
    const field = dialog.getByLabelText(/Data do licenciamento/);
    await user.clear(field);
    await user.click(dialog.getByRole('button', { name: 'Marcar como feito' }));
    expect(await dialog.findByText('Informe a data do licenciamento')).toBeInTheDocument();
    await user.type(field, '10052025');
    await user.click(dialog.getByRole('button', { name: 'Marcar como feito' }));
    expect(await dialog.findByText('A data do licenciamento deve ser de 2026')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a day in the future', async () => {
    const tomorrow = shiftDay(agencyToday(), 1);
    const year = Number(tomorrow.slice(0, 4));
    const { user, calls } = setup({}, page([row({})], year));
    await user.click(await screen.findByRole('button', { name: 'Marcar feito o licenciamento de ABC-1234' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Licenciamento de ${year} feito` }));
    const field = dialog.getByLabelText(/Data do licenciamento/);
    await user.clear(field);
    await user.type(field, tomorrow.split('-').reverse().join(''));
    await user.click(dialog.getByRole('button', { name: 'Marcar como feito' }));
    expect(await dialog.findByText('A data do licenciamento não pode estar no futuro')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal on the field", async () => {
    const { user } = setup({
      [PUT]: () => apiError(409, 'ALREADY_DONE', 'Este licenciamento já consta como feito por um serviço concluído no ano'),
    });
    const dialog = await openDialog(user);
    const field = dialog.getByLabelText(/Data do licenciamento/);
    await user.clear(field);
    await user.type(field, '10052026');
    await user.click(dialog.getByRole('button', { name: 'Marcar como feito' }));
    expect(await dialog.findByText('Este licenciamento já consta como feito por um serviço concluído no ano')).toBeInTheDocument();
  });

  it('shows a hand-marked row as "marcado em … por …", and undoes it', async () => {
    const marked = row({ situation: 'feito', doneOn: '2026-05-10', doneBy: 'Ana Marques' });
    const { user, calls } = setup({ 'DELETE /api/licensing/vehicles/v1/done/2026': () => ({ status: 204 }) }, page([marked]));
    expect(await screen.findByText('Feito no ano (marcado em 10/05/2026 por Ana Marques)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marcar feito/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desfazer a marcação do licenciamento de ABC-1234' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/licensing/vehicles/v1/done/2026')).toBe(true));
  });

  it('offers no undo for a licensing a completed service did, and "a confirmar" where the IPVA date is not known', async () => {
    setup({}, page([row({ situation: 'feito', doneOn: '2026-05-10' })]));
    expect(await screen.findByText('Feito no ano (feito em 10/05/2026)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desfazer|Marcar feito/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('a confirmar')).toBeInTheDocument();
  });
});
