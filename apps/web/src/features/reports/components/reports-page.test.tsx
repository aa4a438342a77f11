import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportGenerateResponse } from '@despacha/domain/contracts/reports';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildResult, buildRun, noRuns } from '../test-factories.ts';

const origins = [
  { id: '0b9c1f1e-1111-4c1e-9a70-000000000001', nomeEmpresa: 'Auto Rio' },
  { id: '0b9c1f1e-1111-4c1e-9a70-000000000002', nomeEmpresa: 'Concessionária Sul' },
];
const staff = [
  {
    id: 'user-1',
    name: 'Ana Souza',
    email: 'ana@teste.com.br',
    phone: null,
    role: 'dispatcher',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastAccess: null,
  },
  {
    id: 'u-2',
    name: 'Bruno Dias',
    email: 'bruno@teste.com.br',
    phone: null,
    role: 'user',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastAccess: null,
  },
];

function setup(role: 'dispatcher' | 'user' = 'dispatcher', generate: MockHandler = () => ({ body: buildResult() })) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe(role) }),
    'GET /api/origins': () => ({ body: origins }),
    'GET /api/field-options': () => ({
      body: {
        service_type: [
          { value: 'transferencia', label: 'Transferência' },
          { value: 'primeiro_emplacamento', label: 'Primeiro emplacamento' },
        ],
      },
    }),
    'GET /api/agency/users': () => ({ body: { items: staff, seats: { used: 2, total: 5 } } }),
    'GET /api/report-runs': () => ({ body: noRuns }),
    'POST /api/reports/geral/generate': generate,
    'POST /api/reports/por-origem/generate': generate,
  });
  return { ...api, ...renderApp('/reports'), user: userEvent.setup() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('Relatórios', () => {
  it('shows the four tiles with their definitions, the current month as the period and the empty history', async () => {
    setup();
    const tiles = await screen.findByRole('list', { name: 'Relatórios disponíveis' });
    const names = within(tiles)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['GERAL', 'DAP', 'POR ORIGEM', '0KM']);
    expect(within(screen.getByRole('group', { name: 'DAP' })).getByText('Serviços abertos no período cuja capa do processo é DAP.')).toBeInTheDocument();
    for (const name of names) expect(within(screen.getByRole('group', { name: name! })).getByRole('button', { name: `Gerar Relatório ${name}` })).toBeEnabled();
    expect(screen.getByTestId('applied-filters')).toHaveTextContent('Filtros aplicados: 01/11/2026 a 30/11/2026');
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum relatório gerado recentemente')).toBeInTheDocument();
  });

  it('applies the chosen filters: they are shown and sent with the generation', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.clear(within(form).getByLabelText('De'));
    await user.type(within(form).getByLabelText('De'), '15102026');
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Origem' }), await within(form).findByRole('option', { name: 'Auto Rio' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo de serviço' }), 'Transferência');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Etapa' }), 'Em exigência');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Atrasado');
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Usuário' }), await within(form).findByRole('option', { name: 'Bruno Dias' }));
    await user.click(within(form).getByRole('button', { name: 'Aplicar filtros' }));

    expect(screen.queryByRole('form', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveFocus();
    expect(screen.getByTestId('applied-filters')).toHaveTextContent(
      '15/10/2026 a 30/11/2026 · Origem: Auto Rio · Serviço: Transferência · Etapa: Em exigência · Status: Atrasado · Usuário: Bruno Dias',
    );
    await user.click(screen.getByRole('button', { name: 'Gerar Relatório GERAL' }));
    await screen.findByRole('heading', { name: 'Relatório GERAL' });
    expect(calls.find((c) => c.path === '/api/reports/geral/generate')?.body).toEqual({
      filters: { from: '2026-10-15', to: '2026-11-30', originId: origins[0]!.id, servico: 'transferencia', etapa: 'exigencia', status: 'late', userId: 'u-2' },
    });
  });

  it('refuses a period that ends before it starts, with the message under the field', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.clear(within(form).getByLabelText('Até'));
    await user.type(within(form).getByLabelText('Até'), '31102026');
    await user.click(within(form).getByRole('button', { name: 'Aplicar filtros' }));
    expect(within(form).getByLabelText('Até')).toHaveAccessibleDescription('A data final deve ser igual ou posterior à inicial.');
    expect(screen.getByTestId('applied-filters')).toHaveTextContent('01/11/2026 a 30/11/2026');
  });

  it('offers a plain user only their own services in the user filter, without asking for the agency users', async () => {
    const { user, calls } = setup('user');
    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const select = screen.getByRole('combobox', { name: 'Usuário' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Ana Souza (eu)']);
    expect(calls.some((c) => c.path === '/api/agency/users')).toBe(false);
  });

  it('shows the result with formatted cells and the totals row, and sorts from the headers with aria-sort', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório GERAL' }));
    const result = await screen.findByRole('region', { name: 'Relatório GERAL' });
    await waitFor(() => expect(result).toHaveFocus());
    expect(result).toHaveTextContent('01/11/2026 a 30/11/2026 · 3 linhas');
    const table = within(result).getByRole('table', { name: 'Relatório GERAL' });
    const body = () => within(table).getAllByRole('row').slice(1, -1);
    const column = (i: number) => body().map((row) => within(row).getAllByRole('cell')[i]!.textContent);
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(name) });

    expect(
      within(body()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['9', 'Úrsula Reis', 'ABC1D23', '03/11/2026', 'R$ 900,00', 'R$ 0,00']);
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total (3 serviços)');
    expect(within(totals).getByRole('rowheader')).toHaveAttribute('colspan', '4');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['R$ 2.250,50', 'R$ 250,50']);

    await user.click(within(header('Total')).getByRole('button'));
    expect(column(4)).toEqual(['R$ 150,50', 'R$ 900,00', 'R$ 1.200,00']);
    expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(column(4)).toEqual(['R$ 1.200,00', 'R$ 900,00', 'R$ 150,50']);
    expect(header('Total')).toHaveAttribute('aria-sort', 'descending');

    within(header('Proprietário')).getByRole('button').focus();
    await user.keyboard(' ');
    expect(column(1)).toEqual(['Bruno Dias', 'caio Lima', 'Úrsula Reis']);
    expect(header('Total')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header('Aberto em')).getByRole('button'));
    expect(column(3)).toEqual(['03/11/2026', '05/11/2026', '10/11/2026']);
    await user.click(within(header('Placa')).getByRole('button'));
    expect(column(2)).toEqual(['ABC1D23', 'XYZ9A87', '']);
    await user.click(within(header('Placa')).getByRole('button'));
    expect(column(2)).toEqual(['XYZ9A87', 'ABC1D23', '']);
    // The totals stay last whatever the order.
    expect(within(table).getAllByRole('row').at(-1)).toBe(totals);

    await user.click(within(result).getByRole('button', { name: 'Fechar relatório' }));
    expect(screen.queryByRole('region', { name: 'Relatório GERAL' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar Relatório GERAL' })).toHaveFocus();
  });

  it('draws the chart with a text alternative holding the same numbers', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório GERAL' }));
    const chart = await screen.findByRole('img', { name: 'Serviços por semana e status' });
    expect(chart).toHaveAccessibleDescription(/2 grupos e 2 séries/);
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const data = screen.getByRole('table', { name: 'Serviços por semana e status' });
    expect(
      within(data)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Período / grupoPendenteConcluído', '02/1111', '09/1101']);
  });

  it('says when the screen shows part of the rows and formats revenue by origin as money', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({ origin: `Origem ${i}`, services: i + 1, total: (i + 1) * 100_000, paid: (i + 1) * 40_000 }));
    const result: ReportGenerateResponse = buildResult({
      run: buildRun({ kind: 'por-origem', kindLabel: 'POR ORIGEM', rowCount: 2_500 }),
      columns: [
        { key: 'origin', header: 'Origem', type: 'text' },
        { key: 'services', header: 'Serviços', type: 'int' },
        { key: 'total', header: 'Total (R$)', type: 'money' },
        { key: 'paid', header: 'Pago (R$)', type: 'money' },
      ],
      rows,
      truncated: true,
      rowCount: 2_500,
      totals: { services: 3_210, total: 98_765_432, paid: 123_456 },
      chart: {
        title: 'Valor por origem',
        unit: 'money',
        series: (['total', 'paid'] as const).map((k) => ({
          label: k === 'total' ? 'Total' : 'Pago',
          values: rows.map((r) => ({ key: r.origin, label: r.origin, value: r[k] })),
        })),
      },
    });
    const { user } = setup('dispatcher', () => ({ body: result }));
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório POR ORIGEM' }));
    expect(await screen.findByRole('note')).toHaveTextContent('Mostrando 3 de 2.500 linhas.');
    const totals = within(screen.getByRole('table', { name: 'Relatório POR ORIGEM' }))
      .getAllByRole('row')
      .at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total (3.210 serviços)');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.210', 'R$ 987.654,32', 'R$ 1.234,56']);
    // Money bars stand side by side (the paid is part of the total): 3 origins × 2 series.
    expect(screen.getByRole('img', { name: 'Valor por origem' }).querySelectorAll('rect')).toHaveLength(6);
    const data = screen.getByRole('table', { name: 'Valor por origem' });
    expect(within(data).getAllByRole('row')[1]).toHaveTextContent('Origem 0R$ 1.000,00R$ 400,00');
  });

  it("shows the server's message in a toast when the generation fails", async () => {
    const { user } = setup('dispatcher', () => apiError(400, 'VALIDATION', 'O período deve ter no máximo 366 dias.'));
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório GERAL' }));
    expect(await screen.findByText('Não foi possível gerar o relatório')).toBeInTheDocument();
    expect(screen.getByText('O período deve ter no máximo 366 dias.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Relatório GERAL' })).not.toBeInTheDocument();
  });
});
