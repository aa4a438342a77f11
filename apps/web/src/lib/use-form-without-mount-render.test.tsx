import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResolverResult, UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useFormWithoutMountRender } from './use-form-without-mount-render.ts';

type Values = { nome: string; placa: string };

let renders = 0;
let form!: UseFormReturn<Values>;

function requireName(values: Values): ResolverResult<Values> {
  if (values.nome.trim()) return { values, errors: {} };
  return { values: {}, errors: { nome: { type: 'required', message: 'Informe o nome' } } };
}

function Example({ onSubmit }: { onSubmit: (values: Values) => void }) {
  renders++;
  form = useFormWithoutMountRender<Values>({
    defaultValues: { nome: '', placa: 'ABC1D23' },
    resolver: requireName,
  });
  const { register, handleSubmit, formState } = form;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <label>
        Nome
        <input {...register('nome')} />
      </label>
      <label>
        Placa
        <input {...register('placa')} />
      </label>
      {formState.errors.nome ? <p role="alert">{formState.errors.nome.message}</p> : null}
      <p>{formState.isDirty ? 'alterado' : 'sem alterações'}</p>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('useFormWithoutMountRender', () => {
  it('mounts in one render: nothing is set while React commits', () => {
    renders = 0;
    render(<Example onSubmit={vi.fn()} />);
    // useForm renders twice here: its layout effect marks the form ready with a state update.
    expect(renders).toBe(1);
  });

  it('registers fields with their default values and tracks isDirty both ways', async () => {
    const user = userEvent.setup();
    render(<Example onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(screen.getByText('sem alterações')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    expect(await screen.findByText('alterado')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nome'));
    expect(await screen.findByText('sem alterações')).toBeInTheDocument();
    act(() => form.reset({ nome: 'João', placa: 'XYZ9A87' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('João');
    expect(screen.getByText('sem alterações')).toBeInTheDocument();
  });

  it('shows the resolver errors on submit and submits the values once they pass', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o nome');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nome: 'Maria', placa: 'ABC1D23' }, expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
