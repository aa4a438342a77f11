import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthField } from './month-field.tsx';

function Controlled({ onChange, initial = '' }: { onChange: (month: string) => void; initial?: string }) {
  const [month, setMonth] = useState(initial);
  return (
    <MonthField
      label="Mês"
      hint="Em branco: todos os meses."
      value={month}
      onChange={(next) => {
        setMonth(next);
        onChange(next);
      }}
    />
  );
}

describe('MonthField', () => {
  it('is a month input named by its label and described by its hint', () => {
    render(<MonthField label="Mês do vencimento" hint="Em branco: este mês e o próximo" value="2026-06" onChange={() => {}} />);
    const input = screen.getByLabelText('Mês do vencimento');
    expect(input).toHaveAttribute('type', 'month');
    expect(input).toHaveValue('2026-06');
    expect(input).toHaveAccessibleDescription('Em branco: este mês e o próximo');
  });

  it('hands on the month chosen, and an empty one when cleared', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="2026-01" />);
    const input = screen.getByLabelText('Mês');
    fireEvent.change(input, { target: { value: '2026-02' } });
    expect(input).toHaveValue('2026-02');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['2026-02'], ['']]);
  });

  it('gives each field its own ids, so two on a page keep their own hints', () => {
    render(
      <>
        <MonthField label="De" hint="Primeiro mês" value="" onChange={() => {}} />
        <MonthField label="Até" hint="Último mês" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('De')).toHaveAccessibleDescription('Primeiro mês');
    expect(screen.getByLabelText('Até')).toHaveAccessibleDescription('Último mês');
  });
});
