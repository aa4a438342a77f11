import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A fresh copy of dialog.tsx, whose panel is not loaded yet (test/setup.ts loads the shared one).
async function freshDialog() {
  vi.resetModules();
  return (await import('./dialog.tsx')).Dialog;
}

describe('Dialog', () => {
  it('mounts nothing while closed, fetches its panel on the first opening and returns focus on close', async () => {
    const Dialog = await freshDialog();
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Excluir</button>
          <Dialog open={open} onOpenChange={setOpen} title="Excluir registro" description="Esta ação não pode ser desfeita.">
            <button type="button">Confirmar</button>
          </Dialog>
        </>
      );
    }
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
});
