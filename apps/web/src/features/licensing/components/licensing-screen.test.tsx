import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LicensingListResponse, LicensingRow } from '@despacha/domain/licensing/contracts';
import { buildMe } from '../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// Licenciamentos (issue 39, decision 065): the period's vehicles with their situation and contact,
// filtered and sorted by the server.

const row = (overrides: Partial<LicensingRow>): LicensingRow => ({
  vehicleId: 'v1',
  placa: 'ABC1234',
  ownerName: 'Carla Souza',
  final: 4,
  dueDate: '2026-06-30',
  situation: 'vencido',
  doneOn: null,
  doneBy: null,
  ipvaDueDate: '2026-02-10',
  emailReachable: false,
  mobileReachable: true,
  ...overrides,
});
const page = (overrides: Partial<LicensingListResponse> = {}): LicensingListResponse => ({
  items: [
    row({}),
    row({
      vehicleId: 'v2',
      placa: 'RIO2A11',
      ownerName: 'Bruno Lima',
      final: 1,
      dueDate: '2026-05-31',
      situation: 'feito',
      doneOn: '2026-05-10',
      emailReachable: true,
      mobileReachable: false,
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  year: 2026,
  from: '2026-11-01',
  to: '2026-12-31',
  finalsToConfirm: [],
  ...overrides,
});

function setup(path: string, handlers: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/me': () => ({ body: buildMe('user') }), 'GET /api/origins': () => ({ body: [] }), ...handlers });
  renderApp(path);
  return { ...api, user: userEvent.setup() };
}

describe('Licenciamentos', () => {
  it('shows each vehicle with its due date, situation and contact', async () => {
    setup('/licenciamentos', { 'GET /api/licensing': () => ({ body: page() }) });
    expect(await screen.findByText('ABC-1234')).toBeInTheDocument();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('30/06/2026')).toBeInTheDocument();
    expect(table.getByText('Vencido')).toBeInTheDocument();
    expect(table.getByText('Feito no ano (feito em 10/05/2026)')).toBeInTheDocument();
    expect(table.getAllByText('10/02/2026')).toHaveLength(2);
    expect(table.getByText('Celular')).toBeInTheDocument();
    expect(table.getByText('E-mail (com consentimento)')).toBeInTheDocument();
    expect(screen.getByText('Período: 01/11/2026 a 31/12/2026')).toBeInTheDocument();
  });

  it('says "a confirmar" where the calendar has no date', async () => {
    setup('/licenciamentos?mes=2027-05', {
      'GET /api/licensing': () => ({
        body: page({ items: [row({ dueDate: null, situation: 'a-fazer' })], year: 2027, finalsToConfirm: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }),
      }),
    });
    expect(await screen.findByText('a confirmar')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Calendário de licenciamento de 2027 a confirmar.');
  });

  it('asks the server for the situation chosen and the column clicked', async () => {
    const { user, fetchMock } = setup('/licenciamentos?mes=2026-06', { 'GET /api/licensing': () => ({ body: page() }) });
    await screen.findByText('ABC-1234');
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/licensing?'));
    expect(urls()[0]).toBe('/api/licensing?month=2026-06&page=1&sort=situation&dir=asc');
    await user.selectOptions(screen.getByLabelText('Situação'), 'vencido');
    await waitFor(() => expect(urls().at(-1)).toBe('/api/licensing?month=2026-06&situation=vencido&page=1&sort=situation&dir=asc'));
    await user.click(screen.getByRole('button', { name: 'Placa' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/licensing?month=2026-06&situation=vencido&page=1&sort=plate&dir=asc'));
  });
});
