import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { caixaPresetPeriod, caixaToday } from '@despacha/domain/caixa/period';
import type { CaixaEntry, CaixaResponse } from '@despacha/domain/contracts/caixa';
import { formatBrDate } from '@despacha/domain/validators/date';
import { buildMe } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

function entry(overrides: Partial<CaixaEntry>): CaixaEntry {
  return {
    id: crypto.randomUUID(),
    kind: 'payment',
    date: '2026-11-02',
    time: '09:05',
    serviceId: 'a01b0ed0-4c54-47c3-aab4-49c7af263cf3',
    serviceNumber: 17,
    ownerName: 'Maria do Caixa',
    description: 'Recibo nº 4',
    method: 'dinheiro',
    methodLabel: 'Dinheiro',
    inCents: 30_000,
    outCents: 0,
    balanceCents: 37_500,
    who: 'Ana Caixa',
    voidReason: '',
    ...overrides,
  };
}

const method = (m: string, label: string, inCents: number, outCents: number) => ({ method: m, label, inCents, outCents, netCents: inCents - outCents });

function buildCaixa(overrides: Partial<CaixaResponse> = {}): CaixaResponse {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    openingCents: 7_500,
    inCents: 30_000,
    outCents: 20_000,
    netCents: 10_000,
    closingCents: 17_500,
    byMethod: [
      method('pix', 'PIX', 0, 20_000),
      method('dinheiro', 'Dinheiro', 30_000, 0),
      method('cartao', 'Cartão', 0, 0),
      method('boleto', 'Boleto', 0, 0),
      method('transferencia', 'Transferência', 0, 0),
    ],
    days: [
      {
        date: '2026-11-02',
        inCents: 30_000,
        outCents: 20_000,
        closingCents: 17_500,
        entries: [
          entry({}),
          entry({
            kind: 'expense',
            time: '10:00',
            description: 'Taxas DETRAN / DUDA · DUDA 123',
            method: 'pix',
            methodLabel: 'PIX',
            inCents: 0,
            outCents: 20_000,
            balanceCents: 17_500,
          }),
        ],
      },
    ],
    entryCount: 2,
    page: 1,
    pageSize: 100,
    voided: [entry({ date: '2026-11-03', method: 'boleto', methodLabel: 'Boleto', inCents: 50_000, balanceCents: null, voidReason: 'Lançado em duplicidade' })],
    ...overrides,
  };
}

function setup(path: string, caixa: CaixaResponse | (() => CaixaResponse) = buildCaixa()) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('user') }),
    'GET /api/caixa': () => ({ body: typeof caixa === 'function' ? caixa() : caixa }),
  });
  const caixaUrls = () => api.fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/caixa'));
  return { ...api, caixaUrls, ...renderApp(path), user: userEvent.setup() };
}
const NOVEMBER = '/caixa?de=2026-11-01&ate=2026-11-30';
const money = (text: string) => text.replace(/\s/g, ' ');

describe('Caixa', () => {
  it('shows the balances, the totals per method and the day with its entries and subtotal', async () => {
    const { caixaUrls } = setup(NOVEMBER);
    const summary = await screen.findByRole('region', { name: 'Resumo do período' });
    expect(caixaUrls()).toEqual(['/api/caixa?from=2026-11-01&to=2026-11-30']);
    const card = (name: string) => money(within(summary).getByRole('group', { name }).textContent ?? '');
    expect(card('Saldo anterior')).toContain('R$ 75,00');
    expect(card('Entradas')).toContain('R$ 300,00');
    expect(card('Saídas')).toContain('R$ 200,00');
    expect(card('Saldo final')).toContain('R$ 175,00');
    expect(money(screen.getByRole('group', { name: 'PIX' }).textContent ?? '')).toMatch(/Saídas\s*R\$ 200,00\s*Resultado\s*-R\$ 200,00/);

    const day = screen.getByRole('rowgroup', { name: '02/11/2026' });
    const rows = within(day)
      .getAllByRole('row')
      .map((r) => money(r.textContent ?? ''));
    expect(rows[0]).toMatch(/^02\/11\/2026 · Segunda-feira$/i);
    expect(rows[1]).toBe('09:0517Maria do CaixaRecibo nº 4DinheiroR$ 300,00R$ 375,00Ana Caixa');
    expect(rows[2]).toContain('R$ 200,00R$ 175,00');
    expect(rows[3]).toBe('Subtotal do diaR$ 300,00R$ 200,00R$ 175,00');
    expect(within(day).getAllByRole('link', { name: 'Financeiro do serviço nº 17' })[0]).toHaveAttribute(
      'href',
      '/servicos/a01b0ed0-4c54-47c3-aab4-49c7af263cf3/financeiro',
    );

    const voided = screen.getByRole('table', { name: 'Lançamentos anulados no período' });
    expect(within(voided).getByText('Lançado em duplicidade')).toBeInTheDocument();
    expect(screen.getByText('Caixa de 01/11/2026 a 30/11/2026')).toBeInTheDocument();
    // Two entries fit on one page: nothing to page.
    expect(screen.queryByRole('navigation', { name: 'Páginas dos lançamentos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próxima' })).not.toBeInTheDocument();
  });

  it('pages the entries: shows the range, asks the next page, and starts a new period on its first page', async () => {
    let served = buildCaixa({ entryCount: 230 });
    const { user, caixaUrls } = setup(NOVEMBER, () => served);
    const pager = await screen.findByRole('navigation', { name: 'Páginas dos lançamentos' });
    expect(pager).toHaveTextContent('Lançamentos 1–100 de 230');
    expect(pager).toHaveTextContent('Página 1 de 3');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    served = buildCaixa({ entryCount: 230, page: 2 });
    await user.click(within(pager).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(caixaUrls().at(-1)).toBe('/api/caixa?from=2026-11-01&to=2026-11-30&page=2'));
    await waitFor(() => expect(pager).toHaveTextContent('Lançamentos 101–200 de 230'));
    expect(pager).toHaveTextContent('Página 2 de 3');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeEnabled();

    // Another period starts on its first page: no page in the address.
    const to = screen.getByLabelText('Até');
    await user.clear(to);
    await user.type(to, '15112026');
    await waitFor(() => expect(caixaUrls().at(-1)).toBe('/api/caixa?from=2026-11-01&to=2026-11-15'));
  });

  it('offers the period as PDF, XLSX and CSV', async () => {
    setup(NOVEMBER);
    await screen.findByRole('region', { name: 'Resumo do período' });
    for (const f of ['pdf', 'xlsx', 'csv'])
      expect(screen.getByRole('link', { name: `Exportar caixa em ${f.toUpperCase()}` })).toHaveAttribute(
        'href',
        `/api/caixa/export?from=2026-11-01&to=2026-11-30&format=${f}`,
      );
  });

  it('says so when the period has no entry, and still shows the balances', async () => {
    setup(NOVEMBER, buildCaixa({ inCents: 0, outCents: 0, netCents: 0, closingCents: 7_500, days: [], entryCount: 0, voided: [] }));
    expect(await screen.findByText('Nenhum lançamento no período')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saldo final' })).toHaveTextContent(/R\$\s75,00/);
    expect(screen.queryByRole('table', { name: 'Lançamentos anulados no período' })).not.toBeInTheDocument();
  });

  it('opens on today and switches to this week and this month from the buttons', async () => {
    const { user, caixaUrls } = setup('/caixa');
    const today = caixaToday();
    await screen.findByRole('region', { name: 'Resumo do período' });
    expect(caixaUrls()).toEqual([`/api/caixa?from=${today}&to=${today}`]);
    expect(screen.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Esta semana' }));
    const week = caixaPresetPeriod('semana');
    await waitFor(() => expect(caixaUrls().at(-1)).toBe(`/api/caixa?from=${week.from}&to=${week.to}`));
    expect(screen.getByRole('button', { name: 'Esta semana' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('De')).toHaveValue(formatBrDate(week.from));

    await user.click(screen.getByRole('button', { name: 'Este mês' }));
    const month = caixaPresetPeriod('mes');
    await waitFor(() => expect(caixaUrls().at(-1)).toBe(`/api/caixa?from=${month.from}&to=${month.to}`));
  });

  it('asks for a custom period only when it is a valid one', async () => {
    const { user, caixaUrls } = setup(NOVEMBER);
    await screen.findByRole('region', { name: 'Resumo do período' });
    const to = screen.getByLabelText('Até');
    await user.clear(to);
    await user.type(to, '15102026');
    expect(await screen.findByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(caixaUrls()).toEqual(['/api/caixa?from=2026-11-01&to=2026-11-30']);
    await user.clear(to);
    await user.type(to, '15112026');
    await waitFor(() => expect(caixaUrls().at(-1)).toBe('/api/caixa?from=2026-11-01&to=2026-11-15'));
    expect(screen.queryByText('A data final deve ser igual ou posterior à inicial.')).not.toBeInTheDocument();
  });

  it('does not offer a PDF the server would refuse', async () => {
    setup(NOVEMBER, buildCaixa({ entryCount: 3_000 }));
    expect(await screen.findByText('Lançamentos 1–100 de 3.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar caixa em PDF' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Exportar caixa em PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar caixa em CSV' })).toHaveAttribute('href', '/api/caixa/export?from=2026-11-01&to=2026-11-30&format=csv');
    expect(screen.getByText('Período com lançamentos demais para PDF: exporte em XLSX ou CSV.')).toBeInTheDocument();
  });
});
