import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportMapping } from '@despacha/domain/contracts/imports';
import { importFieldLabel } from '@despacha/domain/imports/fields';
import { buildImportRun, buildPreviewRow } from '../test-factories.ts';
import { ReviewStep } from './review-step.tsx';

const mapping: ImportMapping = ['vehicle.placa', 'vehicle.renavam', 'owner.nome', 'owner.cpfCnpj', null];
const refused = buildPreviewRow({
  line: 3,
  action: 'error',
  values: { 'vehicle.placa': 'XYZ9999', 'vehicle.renavam': '12345', 'owner.nome': 'João Souza', 'owner.cpfCnpj': '111.111.111-11' },
  errors: { 'vehicle.renavam': 'RENAVAM inválido', 'owner.cpfCnpj': 'CPF/CNPJ inválido' },
});
const rows = [buildPreviewRow({ line: 2 }), refused, buildPreviewRow({ line: 4, action: 'update' })];

function renderReview(run = buildImportRun({ status: 'ready', rowsDone: 3, rowsTotal: 3, counts: { create: 1_000, update: 234, skip: 7, error: 1 } })) {
  const onStart = vi.fn();
  const onBack = vi.fn();
  const onStopAnalysis = vi.fn();
  render(
    <ReviewStep
      run={run}
      rows={rows}
      mapping={mapping}
      onBack={onBack}
      onStart={onStart}
      starting={false}
      startError={null}
      onStopAnalysis={onStopAnalysis}
      stopping={false}
      stopError={null}
    />,
  );
  return { onStart, onBack, onStopAnalysis, user: userEvent.setup() };
}

describe('Conferência', () => {
  it('shows the first rows as they will be saved, each refused cell with its message in words', () => {
    renderReview();
    const table = screen.getByRole('table', { name: 'Primeiras 3 linhas como serão salvas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['Linha', 'Ação']);
    expect(headers.slice(2)).toEqual([
      `Veículo${importFieldLabel('vehicle.placa')}`,
      `Veículo${importFieldLabel('vehicle.renavam')}`,
      `Proprietário${importFieldLabel('owner.nome')}`,
      `Proprietário${importFieldLabel('owner.cpfCnpj')}`,
    ]);

    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('3') !== null)!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Erro');
    expect(cells[2]).toHaveTextContent('XYZ9999');
    expect(within(cells[2]!).queryByText(/^Erro:/)).not.toBeInTheDocument();
    // Not colour only: the cell says "Erro:" and why, beside the refused value.
    expect(cells[3]).toHaveTextContent('12345Erro: RENAVAM inválido');
    expect(cells[5]).toHaveTextContent('111.111.111-11Erro: CPF/CNPJ inválido');
    expect(within(table).getAllByText(/inválido$/)).toHaveLength(2);
  });

  it('counts in pt-BR and imports the rows to create or update once the analysis is ready', async () => {
    const { user, onStart, onBack } = renderReview();
    const counts = screen.getByRole('group', { name: 'Contagens da análise' });
    expect(within(counts).getByText('Serão criados').nextSibling).toHaveTextContent('1.000');
    expect(within(counts).getByText('Serão atualizados').nextSibling).toHaveTextContent('234');
    expect(within(counts).getByText('Sem alteração').nextSibling).toHaveTextContent('7');
    expect(within(counts).getByText('Com erro').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('status')).toHaveTextContent('Análise concluída. Nada foi salvo ainda.');
    await user.click(screen.getByRole('button', { name: 'Importar 1.234 linhas' }));
    expect(onStart).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Voltar às colunas' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('keeps the import closed while the whole file is still analysed, with the rows read so far, and can stop the analysis', async () => {
    const { user, onStopAnalysis } = renderReview(
      buildImportRun({ status: 'analysing', rowsDone: 12_500, rowsTotal: null, counts: { create: 10_000, update: 2_000, skip: 400, error: 100 } }),
    );
    expect(screen.getByRole('progressbar', { name: 'Progresso da análise' })).not.toHaveAttribute('value');
    expect(screen.getByText('12.500 linhas lidas…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 12.000 linhas' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Parar análise' }));
    expect(onStopAnalysis).toHaveBeenCalledOnce();
  });

  it('offers no stop once the analysis is over', () => {
    renderReview();
    expect(screen.queryByRole('button', { name: 'Parar análise' })).not.toBeInTheDocument();
  });

  it('says why a failed analysis failed', () => {
    renderReview(buildImportRun({ status: 'failed', message: 'Não foi possível ler a planilha: o arquivo está danificado.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível ler a planilha: o arquivo está danificado.');
    expect(screen.getByRole('button', { name: 'Importar 0 linhas' })).toBeDisabled();
  });
});
