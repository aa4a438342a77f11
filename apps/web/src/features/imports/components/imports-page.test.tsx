import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@despacha/domain/contracts/imports';
import { importMessages as m } from '@despacha/domain/imports/messages';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildImportRun, buildPreviewRow } from '../test-factories.ts';
import { mockXhr } from '../test-xhr.ts';
import { ImportsPage } from './imports-page.tsx';

function setup(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/imports': () => ({ body: { items: [] } }), ...handlers });
  renderWithProviders(<ImportsPage />);
  return { ...api, user: userEvent.setup() };
}

const spreadsheet = () => new File(['Placa;Renavam;Nome do cliente;CPF/CNPJ;Obs\n'], 'clientes.csv', { type: 'text/csv' });
const fieldOf = (header: string) => screen.getByRole('combobox', { name: `Campo da coluna ${header}` });
const duplicate = 'Campo escolhido em mais de uma coluna. Escolha-o em uma só.';

describe('Importar dados', () => {
  it("uploads the file, shows the server's guess, flags a field chosen twice and sends ignored columns as null", async () => {
    const run = buildImportRun();
    const preview: ImportPreview = { run: buildImportRun({ status: 'analysing' }), rows: [buildPreviewRow()] };
    const sent = mockXhr({ status: 201, body: run });
    const { user, calls } = setup({
      'GET /api/imports/run-1': () => ({ body: run }),
      'PUT /api/imports/run-1/analysis': () => ({ body: preview }),
    });
    expect(await screen.findByText('Nenhuma importação feita ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modelo: veículos' })).toHaveAttribute('href', '/api/imports/templates/veiculos');

    await user.upload(screen.getByLabelText('Escolher arquivo'), spreadsheet());
    expect(await screen.findByRole('heading', { name: 'Associe as colunas aos campos' })).toBeInTheDocument();
    expect(sent.map((r) => [r.method, r.url, (r.body.get('file') as File).name])).toEqual([['POST', '/api/imports', 'clientes.csv']]);
    expect(
      within(screen.getByRole('list', { name: 'Etapas da importação' }))
        .getByText('Colunas')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(fieldOf('Placa')).toHaveValue('vehicle.placa');
    expect(fieldOf('Obs')).toHaveValue('');
    expect(within(fieldOf('Obs')).getByRole('option', { selected: true })).toHaveTextContent('Ignorar esta coluna');
    expect(
      within(fieldOf('Obs'))
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Proprietário', 'Veículo', 'Serviço']);

    await user.selectOptions(fieldOf('Renavam'), 'vehicle.placa');
    for (const header of ['Placa', 'Renavam']) {
      expect(fieldOf(header)).toHaveAttribute('aria-invalid', 'true');
      expect(fieldOf(header)).toHaveAccessibleDescription(duplicate);
    }
    expect(fieldOf('Nome do cliente')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Analisar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Um campo foi escolhido em mais de uma coluna.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.selectOptions(fieldOf('Renavam'), 'Ignorar esta coluna');
    expect(screen.queryByText(duplicate)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sobrescrever dados existentes' }));
    await user.click(screen.getByRole('button', { name: 'Analisar' }));

    expect(await screen.findByRole('heading', { name: 'Confira antes de importar' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/imports/run-1/analysis',
      body: { mapping: ['vehicle.placa', null, 'owner.nome', 'owner.cpfCnpj', null], overwrite: true },
    });
  });

  it('asks for a key column before analysing, and shows the message the server answers', async () => {
    mockXhr({ status: 201, body: buildImportRun() });
    const { user, calls } = setup({
      'GET /api/imports/run-1': () => ({ body: buildImportRun() }),
      'PUT /api/imports/run-1/analysis': () => ({ status: 400, body: { message: m.nothingMapped } }),
    });
    await user.upload(await screen.findByLabelText('Escolher arquivo'), spreadsheet());
    await screen.findByRole('heading', { name: 'Associe as colunas aos campos' });
    for (const header of ['Placa', 'Renavam', 'CPF/CNPJ']) await user.selectOptions(fieldOf(header), '');
    await user.click(screen.getByRole('button', { name: 'Analisar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.keyMissing);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.selectOptions(fieldOf('Placa'), 'vehicle.placa');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analisar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.nothingMapped);
    expect(screen.getByRole('heading', { name: 'Associe as colunas aos campos' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the file", async () => {
    mockXhr({ status: 400, body: { message: m.encrypted } });
    const { user } = setup();
    await user.upload(await screen.findByLabelText('Escolher arquivo'), spreadsheet());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.encrypted);
    expect(screen.getByRole('heading', { name: 'Escolha a planilha' })).toBeInTheDocument();
  });

  it('refuses a file over 50 MB without sending it', async () => {
    const sent = mockXhr({ status: 201, body: buildImportRun() });
    const { user } = setup();
    const big = spreadsheet();
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('Escolher arquivo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.tooLarge);
    expect(sent).toEqual([]);
  });

  it('resumes an analysis when reopened, lets the counts grow, then imports the rows to create or update', async () => {
    const analysing = buildImportRun({ status: 'analysing', rowsDone: 400, rowsTotal: 2_000, counts: { create: 300, update: 90, skip: 8, error: 2 } });
    const ready = buildImportRun({ status: 'ready', rowsDone: 2_000, rowsTotal: 2_000, counts: { create: 1_100, update: 135, skip: 700, error: 65 } });
    const running = buildImportRun({ ...ready, status: 'running', rowsDone: 0, counts: { create: 0, update: 0, skip: 0, error: 0 } });
    const polls = [analysing, ready];
    let asked = 0;
    let started = false;
    const { user, calls } = setup({
      'GET /api/imports': () => ({ body: { items: [analysing] } }),
      'GET /api/imports/run-1': () => ({ body: started ? running : polls[Math.min(asked++, polls.length - 1)] }),
      'GET /api/imports/run-1/preview': () => ({ body: { run: ready, rows: [buildPreviewRow({ line: 2 }), buildPreviewRow({ line: 3, action: 'update' })] } }),
      'POST /api/imports/run-1/start': () => {
        started = true;
        return { body: running };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confira antes de importar' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da análise' })).toHaveAttribute('value', '400');
    expect(screen.getByText('Serão criados').nextSibling).toHaveTextContent('300');
    expect(screen.getByRole('button', { name: 'Importar 390 linhas' })).toBeDisabled();
    expect(screen.getByText('As primeiras linhas aparecem aqui quando a análise terminar.')).toBeInTheDocument();

    const start = await screen.findByRole('button', { name: 'Importar 1.235 linhas' }, { timeout: 4000 });
    expect(start).toBeEnabled();
    expect(screen.getByText('Com erro').nextSibling).toHaveTextContent('65');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The rows come from the server's copy of the analysis, the screen having been reopened.
    const table = await screen.findByRole('table', { name: 'Primeiras 2 linhas como serão salvas' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'Importando…' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/imports/run-1/start']);
  });

  it('resumes a running import when reopened, and the history stays on the first step only', async () => {
    const running = buildImportRun({ status: 'running', rowsDone: 1_200, rowsTotal: 5_000, counts: { create: 1_000, update: 150, skip: 40, error: 10 } });
    setup({
      'GET /api/imports': () => ({ body: { items: [running] } }),
      'GET /api/imports/run-1': () => ({ body: running }),
    });
    expect(await screen.findByRole('heading', { name: 'Importando…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da importação' })).toHaveAttribute('value', '1200');
    expect(screen.getByText('1.200 de 5.000 linhas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar importação' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Importações recentes' })).not.toBeInTheDocument();
  });

  it('stops an analysis the user no longer wants, and goes back to the columns', async () => {
    const analysing = buildImportRun({ status: 'analysing', rowsDone: 400, rowsTotal: null });
    const stopped = buildImportRun({ status: 'cancelled', rowsDone: 400, rowsTotal: null });
    let cancelled = false;
    const { user, calls } = setup({
      'GET /api/imports': () => ({ body: { items: [analysing] } }),
      'GET /api/imports/run-1': () => ({ body: cancelled ? stopped : analysing }),
      'POST /api/imports/run-1/cancel': () => {
        cancelled = true;
        return { body: stopped };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confira antes de importar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Parar análise' }));
    expect(await screen.findByRole('heading', { name: 'Associe as colunas aos campos' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/imports/run-1/cancel']);
    expect(screen.queryByRole('heading', { name: 'Importação cancelada' })).not.toBeInTheDocument();
  });
});
