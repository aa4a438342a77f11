import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LicensingCalendarRow } from '@despacha/domain/licensing/contracts';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// The admin's licensing and IPVA calendar (decisions 065, 067), on the Catálogo de Serviços page.

const rowsOf = (year: number, date: (final: number) => string | null): LicensingCalendarRow[] =>
  Array.from({ length: 10 }, (_, final) => ({
    year,
    final,
    dueDate: date(final),
    ipvaDueDate: null,
    source: year === 2026 ? 'DOMAIN.md (DETRAN-RJ, GRT 2026)' : '',
    checkedOn: null,
    updatedAt: '2026-11-29T12:00:00.000Z',
  }));

function setup(put: MockHandler) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin') }),
    'GET /api/service-catalog': () => ({ body: [] }),
    'GET /api/admin/licensing-calendar': () => ({
      body: { rows: [...rowsOf(2027, () => null), ...rowsOf(2026, (f) => (f <= 2 ? '2026-05-31' : f <= 5 ? '2026-06-30' : '2026-07-31'))] },
    }),
    'PUT /api/admin/licensing-calendar/2027': put,
  });
  renderApp('/admin/service-catalog');
  return { ...api, user: userEvent.setup() };
}

describe('Calendário de licenciamento', () => {
  it('shows a year and saves its ten finals, blank ones "a confirmar"', async () => {
    const { user, calls } = setup(() => ({ body: { rows: rowsOf(2027, (f) => (f === 1 ? '2027-05-31' : null)) } }));
    const card = within(await screen.findByRole('region', { name: 'Calendário de licenciamento (DETRAN-RJ)' }));
    await user.selectOptions(await card.findByLabelText('Ano'), '2026');
    expect(card.getByLabelText('Final 9')).toHaveValue('2026-07-31');
    expect(card.getByLabelText('Fonte (link ou texto)')).toHaveValue('DOMAIN.md (DETRAN-RJ, GRT 2026)');
    await user.selectOptions(card.getByLabelText('Ano'), '2027');
    await user.type(card.getByLabelText('Final 1'), '2027-05-31');
    // IPVA (decision 067): blank is "a confirmar"; a date typed goes with its final.
    await user.type(card.getByLabelText('IPVA final 1'), '2027-02-10');
    await user.click(card.getByRole('button', { name: 'Salvar calendário' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as { dueDates: { final: number; dueDate: string | null; ipvaDueDate: string | null }[] };
    expect(body.dueDates).toHaveLength(10);
    expect(body.dueDates[1]).toEqual({ final: 1, dueDate: '2027-05-31', ipvaDueDate: '2027-02-10' });
    expect(body.dueDates[0]).toEqual({ final: 0, dueDate: null, ipvaDueDate: null });
  });

  it("shows the server's pt-BR refusal", async () => {
    const { user } = setup(() => apiError(400, 'VALIDATION', 'A data de vencimento deve ser do próprio ano do calendário'));
    const card = within(await screen.findByRole('region', { name: 'Calendário de licenciamento (DETRAN-RJ)' }));
    await user.click(await card.findByRole('button', { name: 'Salvar calendário' }));
    expect(await card.findByRole('alert')).toHaveTextContent('A data de vencimento deve ser do próprio ano do calendário');
  });
});
