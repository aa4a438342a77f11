import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { buildImportRun } from '../test-factories.ts';
import { ImportStep } from './import-step.tsx';

function renderStep(run: ImportRun, cancelling = false) {
  const onCancel = vi.fn();
  const onAnother = vi.fn();
  render(<ImportStep run={run} onCancel={onCancel} cancelling={cancelling} cancelError={null} onAnother={onAnother} />);
  return { onCancel, onAnother, user: userEvent.setup() };
}

const running = buildImportRun({ status: 'running', rowsDone: 45_000, rowsTotal: 120_000, counts: { create: 40_000, update: 4_000, skip: 900, error: 100 } });

describe('Importação', () => {
  it('shows the rows done against the total and cancels only after confirmation', async () => {
    const { user, onCancel } = renderStep(running);
    expect(screen.getByRole('heading', { name: 'Importando…' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progresso da importação' });
    expect(bar).toHaveAttribute('value', '45000');
    expect(bar).toHaveAttribute('max', '120000');
    expect(screen.getByText('45.000 de 120.000 linhas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar importação' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar importação?' });
    expect(dialog).toHaveAccessibleDescription('As linhas que já foram importadas continuam salvas. As demais não serão importadas.');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar importando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancelar importação' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar importação?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says it is stopping once cancelled', () => {
    renderStep(running, true);
    expect(screen.getByRole('button', { name: 'Cancelando…' })).toBeDisabled();
  });

  it('shows what the import did, the refused rows to download and a way to import another file', async () => {
    const { user, onAnother } = renderStep(
      buildImportRun({
        status: 'done',
        rowsDone: 120_000,
        rowsTotal: 120_000,
        errorFile: true,
        counts: { create: 100_000, update: 15_000, skip: 4_750, error: 250 },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Importação concluída' })).toBeInTheDocument();
    const result = screen.getByRole('group', { name: 'Resultado da importação' });
    expect(within(result).getByText('Criados').nextSibling).toHaveTextContent('100.000');
    expect(within(result).getByText('Atualizados').nextSibling).toHaveTextContent('15.000');
    expect(within(result).getByText('Sem alteração').nextSibling).toHaveTextContent('4.750');
    expect(within(result).getByText('Com erro').nextSibling).toHaveTextContent('250');
    expect(screen.getByRole('link', { name: 'Baixar linhas com erro (XLSX)' })).toHaveAttribute('href', '/api/imports/run-1/errors.xlsx');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar outro arquivo' }));
    expect(onAnother).toHaveBeenCalledOnce();
  });

  it('says what stays after a cancellation, and offers no download without refused rows', () => {
    renderStep(buildImportRun({ status: 'cancelled', rowsDone: 30_000, rowsTotal: 120_000, counts: { create: 29_000, update: 1_000, skip: 0, error: 0 } }));
    expect(screen.getByRole('heading', { name: 'Importação cancelada' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('O que foi importado antes do cancelamento continua salvo.');
    expect(screen.getByText('Criados').nextSibling).toHaveTextContent('29.000');
    expect(screen.queryByRole('link', { name: 'Baixar linhas com erro (XLSX)' })).not.toBeInTheDocument();
  });

  it('says why a failed import failed', () => {
    renderStep(buildImportRun({ status: 'failed', message: 'A importação falhou. O que foi salvo antes da falha continua salvo.' }));
    expect(screen.getByRole('heading', { name: 'A importação falhou' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A importação falhou. O que foi salvo antes da falha continua salvo.');
  });
});
