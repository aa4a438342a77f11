import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MaskedTextField } from './masked-input.tsx';

type Values = { cpf: string; phone: string; money: string; plate: string };

function RegisterForm({ onSubmit, defaults }: { onSubmit: (values: Values) => void; defaults?: Partial<Values> }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { cpf: '', phone: '', money: '', plate: '', ...defaults } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <MaskedTextField mask="cpf" label="CPF" {...register('cpf')} />
      <MaskedTextField mask="phone" label="Telefone" type="tel" {...register('phone')} />
      <MaskedTextField mask="money" label="Valor" {...register('money')} />
      <MaskedTextField mask="plate" label="Placa" {...register('plate')} />
      <button type="submit">Salvar</button>
    </form>
  );
}

function ControllerForm({ onSubmit }: { onSubmit: (values: { cnpj: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { cnpj: '11222333000181' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller control={control} name="cnpj" render={({ field }) => <MaskedTextField mask="cnpj" label="CNPJ" {...field} />} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('MaskedTextField', () => {
  it('shows what is typed masked and submits the masked text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Telefone'), '21987654321');
    await user.type(screen.getByLabelText('Valor'), '1234,56');
    await user.type(screen.getByLabelText('Placa'), 'abc1d23');

    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
    expect(screen.getByLabelText('Valor')).toHaveValue('1.234,56');
    expect(screen.getByLabelText('Placa')).toHaveValue('ABC1D23');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ cpf: '529.982.247-25', phone: '(21) 98765-4321', money: '1.234,56', plate: 'ABC1D23' }, expect.anything());
  });

  it('types money as a Brazilian does: the comma marks the centavos (issue 13)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    const money = screen.getByLabelText<HTMLInputElement>('Valor');
    await user.click(money);
    const shown: string[] = [];
    for (const key of '1234,5') {
      await user.keyboard(key);
      shown.push(money.value);
    }
    expect(shown).toEqual(['1', '12', '123', '1.234', '1.234,', '1.234,5']);
    // Leaving the field completes the centavos; what is submitted is what is shown.
    await user.tab();
    expect(money).toHaveValue('1.234,50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ money: '1.234,50' });
  });

  it('reads 1199 as R$ 1.199,00 and takes a pasted "R$ 1.234,56"', async () => {
    const user = userEvent.setup();
    render(<RegisterForm onSubmit={vi.fn()} />);
    const money = screen.getByLabelText<HTMLInputElement>('Valor');
    await user.type(money, '1199');
    expect(money).toHaveValue('1.199');
    await user.tab();
    expect(money).toHaveValue('1.199,00');

    await user.clear(money);
    await user.click(money);
    await user.paste('R$ 1.234,56');
    expect(money).toHaveValue('1.234,56');
  });

  it('keeps the caret after the comma while the centavos are typed', async () => {
    const user = userEvent.setup();
    render(<RegisterForm onSubmit={vi.fn()} />);
    const money = screen.getByLabelText<HTMLInputElement>('Valor');
    await user.type(money, '1234,');
    expect(money).toHaveValue('1.234,');
    expect(money.selectionStart).toBe(6);
    await user.keyboard('56');
    expect(money).toHaveValue('1.234,56');
    // A digit typed among the reais lands there, not among the centavos.
    await user.type(money, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(money).toHaveValue('12.934,56');
    expect(money.selectionStart).toBe(4);
  });

  it('offers the numeric keypad for digits and the text keyboard where letters are allowed', () => {
    render(<RegisterForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('CPF')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Valor')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Telefone')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Placa')).toHaveAttribute('inputmode', 'text');
    expect(screen.getByLabelText('Placa')).toHaveAttribute('autocapitalize', 'characters');
  });

  it('drops characters the mask does not take', async () => {
    const user = userEvent.setup();
    render(<RegisterForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('CPF'), '529a.982b');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982');
  });

  it('keeps the caret where the user deletes and types in the middle', async () => {
    const user = userEvent.setup();
    render(<RegisterForm onSubmit={vi.fn()} />);
    const cpf = screen.getByLabelText<HTMLInputElement>('CPF');
    await user.type(cpf, '52998224725');

    // Backspace after '529.9' removes the 9; the caret stays after '529'.
    await user.type(cpf, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(cpf).toHaveValue('529.822.472-5');
    expect(cpf.selectionStart).toBe(3);

    // Typing the 9 back restores the number with the caret right after it.
    await user.keyboard('9');
    expect(cpf).toHaveValue('529.982.247-25');
    expect(cpf.selectionStart).toBe(5);
  });

  it('shows a registered default value masked', () => {
    render(<RegisterForm onSubmit={vi.fn()} defaults={{ phone: '21987654321', plate: 'abc1234' }} />);
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
    expect(screen.getByLabelText('Placa')).toHaveValue('ABC-1234');
  });

  it('works inside a Controller', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ControllerForm onSubmit={onSubmit} />);
    const cnpj = screen.getByLabelText('CNPJ');
    expect(cnpj).toHaveValue('11.222.333/0001-81');

    await user.clear(cnpj);
    await user.type(cnpj, '12abc34501de35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ cnpj: '12.ABC.345/01DE-35' }, expect.anything());
  });
});
