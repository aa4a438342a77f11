import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { confirmLeave, leaveWithoutAsking, useLeaveGuard } from '../../lib/leave-guard.ts';
import { Dialog } from './dialog.tsx';
import { LeavePrompt } from './leave-guard.tsx';

/** A page form that saves by navigating away (as the admin forms do). */
function PageForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { name: '' } });
  useLeaveGuard(formState.isDirty);
  const save = handleSubmit(() => leaveWithoutAsking(() => void navigate('/other')));
  return (
    <form onSubmit={save}>
      <label>
        Nome
        <input {...register('name')} />
      </label>
      <button type="submit">Salvar</button>
      <Link to="/other">Dashboard</Link>
    </form>
  );
}

function DialogForm({ onSaved }: { onSaved: () => void }) {
  const { register, formState } = useForm({ defaultValues: { note: '' } });
  useLeaveGuard(formState.isDirty);
  return (
    <form>
      <label>
        Observação
        <input {...register('note')} />
      </label>
      <button type="button" onClick={onSaved}>
        Salvar
      </button>
    </form>
  );
}

function DialogPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Novo orçamento
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Novo orçamento">
        <DialogForm onSaved={() => setOpen(false)} />
      </Dialog>
      <button type="button" onClick={() => confirmLeave(() => setOpen(false))}>
        Sair
      </button>
    </>
  );
}

function setup(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LeavePrompt />
          </>
        ),
        children: [
          { path: '/form', element: <PageForm /> },
          { path: '/dialog', element: <DialogPage /> },
          { path: '/other', element: <p>Outra página</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leave guard: page forms', () => {
  it('a dirty form asks before a link leaves; Continuar editando keeps the text, Sair sem salvar leaves', async () => {
    const { router, user } = setup('/form');
    const name = screen.getByLabelText('Nome');
    await user.type(name, 'Maria');
    expect(unloadAsks()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(within(question).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(name).toHaveValue('Maria');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(unloadAsks()).toBe(false);
  });

  it('a pristine form leaves at once, and a saved one leaves without a question', async () => {
    const { router, user } = setup('/form');
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));

    await router.navigate('/form');
    await user.type(await screen.findByLabelText('Nome'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Guarded again on the next form.
    await router.navigate('/form');
    await user.type(await screen.findByLabelText('Nome'), 'João');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).toBeInTheDocument();
  });
});

describe('leave guard: dialogs holding forms', () => {
  it('a pristine dialog closes at once on Escape', async () => {
    const { user } = setup('/dialog');
    await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
    await screen.findByRole('dialog', { name: 'Novo orçamento' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape and the X on a dirty dialog ask first; Continuar editando keeps the text, Descartar closes', async () => {
    const { user } = setup('/dialog');
    await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo orçamento' });
    await user.type(within(dialog).getByLabelText('Observação'), 'Urgente');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    expect(within(question).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog', { name: 'Novo orçamento' })).getByLabelText('Observação')).toHaveValue('Urgente');

    await user.click(within(screen.getByRole('dialog', { name: 'Novo orçamento' })).getByRole('button', { name: 'Fechar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unloadAsks()).toBe(false);
  });

  it('saving closes a dirty dialog without a question', async () => {
    const { user } = setup('/dialog');
    await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo orçamento' });
    await user.type(within(dialog).getByLabelText('Observação'), 'Urgente');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('leave guard: signing out', () => {
  it('confirmLeave asks while a form is dirty and runs the action only on Sair sem salvar', async () => {
    const { user } = setup('/dialog');
    await user.click(screen.getByRole('button', { name: 'Novo orçamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo orçamento' });
    await user.type(within(dialog).getByLabelText('Observação'), 'Urgente');
    // The modal covers the page: the action is started as the shell's Sair would.
    confirmLeave(() => {
      throw new Error('must not run before the answer');
    });
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(question).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair sem salvar?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Novo orçamento' })).toBeInTheDocument();

    let ran = false;
    confirmLeave(() => {
      ran = true;
    });
    await user.click(within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair sem salvar' }));
    expect(ran).toBe(true);
  });
});
