import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportRunSummary } from '@despacha/domain/contracts/reports';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildResult, buildRun, noRuns } from '../test-factories.ts';

const exportRun = (overrides: Partial<ReportRunSummary>) =>
  buildRun({ id: 'run-x', kind: 'dap', kindLabel: 'DAP', format: 'xlsx', status: 'running', rowsDone: 0, rowCount: 100_000, ...overrides });

function setup(handlers: Record<string, MockHandler>) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/origins': () => ({ body: [] }),
    'GET /api/field-options': () => ({ body: { service_type: [] } }),
    'GET /api/agency/users': () => ({ body: { items: [], seats: { used: 1, total: 2 } } }),
    'GET /api/report-runs': () => ({ body: noRuns }),
    ...handlers,
  });
  // Downloads are link clicks; jsdom cannot navigate, so the clicked addresses are recorded instead.
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(new URL(this.href).pathname);
  });
  return { ...api, downloads, ...renderApp('/reports'), user: userEvent.setup() };
}

describe('Relatórios: exportar', () => {
  it('exports the chosen report with the applied filters, shows the progress, then downloads the file', async () => {
    const polls = [exportRun({ rowsDone: 40_000 }), exportRun({ status: 'done', rowsDone: 100_000, fileName: 'relatorio-dap.xlsx' })];
    let runsAsked = 0;
    const { user, calls, downloads } = setup({
      'POST /api/reports/dap/exports': () => ({ status: 202, body: { run: exportRun({}) } }),
      'GET /api/report-runs/run-x': () => ({ body: polls[Math.min(runsAsked++, polls.length - 1)] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Exportar relatório' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Relatório' }), 'DAP');
    await user.click(within(panel).getByRole('button', { name: 'Exportar em XLSX' }));

    expect(await screen.findByText('DAP · XLSX: Exportando… 40.000 de 100.000 linhas')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'DAP · XLSX' })).toHaveAttribute('value', '40000');
    expect(within(panel).getByRole('button', { name: 'Exportar em CSV' })).toBeDisabled();

    expect(await screen.findByText('Exportação concluída', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(downloads).toEqual(['/api/report-runs/run-x/download']);
    expect(screen.getByRole('link', { name: 'Baixar' })).toHaveAttribute('href', '/api/report-runs/run-x/download');
    expect(calls.find((c) => c.path === '/api/reports/dap/exports')?.body).toEqual({
      filters: { from: expect.any(String), to: expect.any(String) },
      format: 'xlsx',
    });
  });

  it("says why in a pt-BR toast when the server refuses the export, and when the file's writing fails", async () => {
    let refuse = true;
    const { user, downloads } = setup({
      'POST /api/reports/geral/exports': () =>
        refuse
          ? apiError(400, 'VALIDATION', 'O PDF comporta até 5.000 linhas. Reduza o período ou exporte em XLSX ou CSV.')
          : { status: 202, body: { run: exportRun({ kind: 'geral', kindLabel: 'GERAL', format: 'csv' }) } },
      'GET /api/report-runs/run-x': () => ({
        body: exportRun({ kind: 'geral', kindLabel: 'GERAL', format: 'csv', status: 'failed', failure: 'Interrompido: o servidor que o gerava parou.' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('button', { name: 'Exportar em PDF' }));
    expect(await screen.findByText('Não foi possível exportar o relatório')).toBeInTheDocument();
    expect(screen.getByText('O PDF comporta até 5.000 linhas. Reduza o período ou exporte em XLSX ou CSV.')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Exportar em CSV' }));
    expect(await screen.findByText('GERAL · CSV: Interrompido: o servidor que o gerava parou.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Não foi possível exportar o relatório')).toHaveLength(2));
    expect(downloads).toEqual([]);
  });
});

describe('Relatórios: histórico', () => {
  const runs = [
    buildRun({
      id: 'r-file',
      kind: 'por-origem',
      kindLabel: 'POR ORIGEM',
      format: 'pdf',
      fileName: 'por-origem.pdf',
      rowCount: 12,
      createdByName: 'Bruno Dias',
      filtersLabel: '01/10/2026 a 31/10/2026 · Origem: Auto Rio',
    }),
    buildRun({
      id: 'r-screen',
      kind: '0km',
      kindLabel: '0KM',
      rowCount: 1_234,
      createdAt: '2026-11-19T22:30:00.000Z',
      filters: { from: '2026-09-01', to: '2026-09-30', originId: '', servico: '', etapa: '', posicao: 'pronto', status: '', userId: '' },
      filtersLabel: '01/09/2026 a 30/09/2026 · Posição: Pronto',
    }),
    buildRun({ id: 'r-running', format: 'csv', status: 'running', rowsDone: 500, rowCount: 2_000 }),
  ];

  it('lists who generated what, when, with which filters and rows; files download again and screen runs generate again', async () => {
    const { user, calls } = setup({
      'GET /api/report-runs': () => ({ body: { items: runs, total: 3, page: 1, pageSize: 20 } }),
      'POST /api/reports/0km/generate': () => ({
        body: buildResult({ run: buildRun({ kind: '0km', kindLabel: '0KM', filtersLabel: '01/09/2026 a 30/09/2026 · Posição: Pronto' }) }),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Histórico' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['POR ORIGEM', '01/10/2026 a 31/10/2026 · Origem: Auto Rio', 'Bruno Dias', '20/11/2026 10:05', '12', 'PDF', 'Baixar']);
    expect(within(rows[0]!).getByRole('link', { name: 'Baixar POR ORIGEM em PDF de 20/11/2026 10:05' })).toHaveAttribute(
      'href',
      '/api/report-runs/r-file/download',
    );
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0KM', '01/09/2026 a 30/09/2026 · Posição: Pronto', 'Ana Souza', '19/11/2026 19:30', '1.234', 'Tela', 'Gerar novamente']);
    expect(within(rows[2]!).getAllByRole('cell')[4]).toHaveTextContent('Gerando… 500 de 2.000');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Gerar novamente 0KM de 19/11/2026 19:30' }));
    expect(await screen.findByRole('region', { name: 'Relatório 0KM' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reports/0km/generate')?.body).toEqual({ filters: { from: '2026-09-01', to: '2026-09-30', posicao: 'pronto' } });
    expect(screen.getByTestId('applied-filters')).toHaveTextContent('01/09/2026 a 30/09/2026 · Posição: Pronto');
    // The new run is read back into the history.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/report-runs').length).toBeGreaterThan(1));
  });

  it('pages through a long history', async () => {
    const { user, calls } = setup({
      'GET /api/report-runs': () => ({
        body: { items: runs.slice(0, 1), total: 45, page: calls.filter((c) => c.path === '/api/report-runs').length, pageSize: 20 },
      }),
    });
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be read', async () => {
    let fail = true;
    const { user } = setup({ 'GET /api/report-runs': () => (fail ? apiError(500, 'INTERNAL', 'Erro interno') : { body: noRuns }) });
    expect(await screen.findByText('Não foi possível carregar o histórico.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum relatório gerado recentemente')).toBeInTheDocument();
  });
});
