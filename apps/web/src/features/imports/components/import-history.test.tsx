import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildImportRun } from '../test-factories.ts';
import { ImportHistory } from './import-history.tsx';

function setup(list: MockHandler) {
  const api = mockApi({ 'GET /api/imports': list });
  renderWithProviders(<ImportHistory />);
  return { ...api, user: userEvent.setup() };
}

describe('Importações recentes', () => {
  it('lists the agency runs newest first: file, date, who, status and what each did', async () => {
    setup(() => ({
      body: {
        items: [
          buildImportRun({ id: 'run-3', fileName: 'veiculos.csv', status: 'uploaded', createdAt: '2026-11-28T15:00:00.000Z' }),
          buildImportRun({
            id: 'run-2',
            fileName: 'clientes.xlsx',
            status: 'done',
            errorFile: true,
            createdByName: 'Bruno Lima',
            createdAt: '2026-11-28T13:30:00.000Z',
            counts: { create: 1_200, update: 30, skip: 5, error: 2 },
          }),
          buildImportRun({ id: 'run-1', fileName: 'servicos.csv', status: 'cancelled', counts: { create: 1, update: 0, skip: 0, error: 0 } }),
        ],
      },
    }));
    const table = await screen.findByRole('table', { name: 'Importações recentes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['veiculos.csv', 'clientes.xlsx', 'servicos.csv']);
    const done = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(done.slice(0, 4)).toEqual(['clientes.xlsx', '28/11/2026 10:30', 'Bruno Lima', 'Concluído']);
    expect(done[4]).toContain('1.200 criados · 30 atualizados · 5 sem alteração · 2 com erro');
    expect(within(rows[1]!).getByRole('link', { name: 'Baixar linhas com erro de clientes.xlsx (XLSX)' })).toHaveAttribute(
      'href',
      '/api/imports/run-2/errors.xlsx',
    );
    // Before an import starts its counts are a forecast, not what was done.
    expect(within(rows[0]!).getAllByRole('cell')[4]).toHaveTextContent('—');
    expect(within(rows[0]!).getByText('Enviado')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Cancelado')).toBeInTheDocument();
    expect(within(rows[2]!).getAllByRole('cell')[4]).toHaveTextContent('1 criado · 0 atualizados');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the agency has imported nothing yet', async () => {
    setup(() => ({ body: { items: [] } }));
    expect(await screen.findByText('Nenhuma importação feita ainda.')).toBeInTheDocument();
  });

  it('offers to try again when the list fails', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? { status: 500, body: {} } : { body: { items: [buildImportRun({ status: 'done' })] } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as importações recentes.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Importações recentes' })).toBeInTheDocument();
  });
});
