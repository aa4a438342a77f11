import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A fresh copy of dialog.tsx, whose panel is not loaded yet (test/setup.ts loads the shared one).
async function freshDialog() {
  vi.resetModules();
  return (await import('./dialog.tsx')).Dialog;
}

function pageWith(Dialog: Awaited<ReturnType<typeof freshDialog>>) {
  return function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Excluir
        </button>
        <Dialog open={open} onOpenChange={setOpen} title="Excluir registro" description="Esta ação não pode ser desfeita.">
          <button type="button">Confirmar</button>
        </Dialog>
      </>
    );
  };
}

describe('Dialog', () => {
  it('mounts nothing while closed, fetches its panel on the first opening and returns focus on close', async () => {
    const Page = pageWith(await freshDialog());
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir registro' });
    expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix returns the focus in a task after the panel unmounts.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Excluir' })).toHaveFocus());
  });

  it('says so and closes when the panel cannot be fetched; the next opening fetches it again', async () => {
    const error = vi.fn();
    vi.doMock('../../lib/toast.ts', () => ({ toast: { error, success: vi.fn(), info: vi.fn() } }));
    vi.doMock('./dialog-panel.tsx', () => {
      throw new Error('offline');
    });
    const Page = pageWith(await freshDialog());
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Não foi possível abrir a janela. Verifique sua conexão e tente novamente.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.doUnmock('./dialog-panel.tsx');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('dialog', { name: 'Excluir registro' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    vi.doUnmock('../../lib/toast.ts');
  });
});
