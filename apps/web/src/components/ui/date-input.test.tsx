import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-input.tsx';
import { MaskedTextField } from './masked-input.tsx';

const ignore = () => {};

function Form({ initial = '', onChange = ignore, min, max }: { initial?: string; onChange?: (iso: string) => void; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Data"
        value={value}
        min={min}
        max={max}
        onChange={(iso) => {
          setValue(iso);
          onChange(iso);
        }}
      />
      <output aria-label="valor">{value}</output>
      <button type="button" onClick={() => setValue('2026-01-05')}>
        Preset
      </button>
    </>
  );
}

const held = () => screen.getByLabelText('valor').textContent;

describe('DateField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes dd/mm/aaaa typing and holds the ISO day', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByLabelText('Data');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(input, '28112026');
    expect(input).toHaveValue('28/11/2026');
    expect(held()).toBe('2026-11-28');
  });

  it('holds no day for an impossible or incomplete date and says so once left', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Form initial="2026-11-10" onChange={(iso) => changes.push(iso)} />);
    const input = screen.getByLabelText('Data');
    expect(input).toHaveValue('10/11/2026');
    await user.clear(input);
    await user.type(input, '31022026');
    expect(input).toHaveValue('31/02/2026');
    expect(held()).toBe('');
    expect(changes.at(-1)).toBe('');
    expect(screen.queryByText('Data inválida (use dd/mm/aaaa)')).toBeNull();
    await user.tab();
    expect(screen.getByText('Data inválida (use dd/mm/aaaa)')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-10" />);
    await user.click(screen.getByRole('button', { name: 'Preset' }));
    expect(screen.getByLabelText('Data')).toHaveValue('05/01/2026');
  });

  it('picks a day from the calendar by click, in pt-BR', async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-11-10" />);
    const toggle = screen.getByRole('button', { name: 'Abrir calendário: Data' });
    await user.click(toggle);
    const calendar = screen.getByRole('dialog', { name: 'Data' });
    // The month grid loads at the first open.
    expect(await within(calendar).findByText('novembro de 2026')).toBeVisible();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    expect(within(calendar).getByRole('button', { name: 'terça-feira, 10 de novembro de 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(calendar).getByRole('button', { name: 'sexta-feira, 20 de novembro de 2026' })).toHaveAttribute('aria-current', 'date');
    // Opens on the chosen day, focused.
    expect(within(calendar).getByRole('button', { name: /10 de novembro/ })).toHaveFocus();

    await user.click(within(calendar).getByRole('button', { name: 'Próximo mês' }));
    expect(within(calendar).getByText('dezembro de 2026')).toBeVisible();
    await user.click(within(calendar).getByRole('button', { name: 'Mês anterior' }));
    await user.click(within(calendar).getByRole('button', { name: 'Mês anterior' }));
    await user.click(within(calendar).getByRole('button', { name: 'sábado, 3 de outubro de 2026' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Data')).toHaveValue('03/10/2026');
    expect(held()).toBe('2026-10-03');
    expect(toggle).toHaveFocus();
  });

  it('moves by day and week with the arrows, picks with Enter, closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const toggle = screen.getByRole('button', { name: 'Abrir calendário: Data' });
    await user.click(toggle);
    // No day yet: today.
    expect(await screen.findByRole('button', { name: /20 de novembro de 2026/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(held()).toBe('');

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(screen.getByText('dezembro de 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'sábado, 5 de dezembro de 2026' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Data')).toHaveValue('27/11/2026');
    expect(held()).toBe('2026-11-27');
  });

  it('keeps the calendar within min and max', async () => {
    const user = userEvent.setup();
    render(<Form min="2026-11-18" max="2026-11-20" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data' }));
    expect(await screen.findByRole('button', { name: /17 de novembro/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /21 de novembro/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: /20 de novembro/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(held()).toBe('2026-11-18');
  });
});

describe('the dd/mm/aaaa text field (Cadastro) has the same calendar', () => {
  it('writes a picked day into the input as if typed, so the form holds it', async () => {
    const seen: string[] = [];
    const user = userEvent.setup();
    render(<MaskedTextField mask="date" label="Data de emissão" defaultValue="05/11/2026" onChange={(e) => seen.push(e.target.value)} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data de emissão' }));
    const calendar = await screen.findByRole('dialog', { name: 'Data de emissão' });
    await user.click(await within(calendar).findByRole('button', { name: /^sábado, 28 de novembro de 2026/ }));
    expect(screen.getByLabelText('Data de emissão')).toHaveValue('28/11/2026');
    expect(seen.at(-1)).toBe('28/11/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
