import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { nextSort, sortRows } from './table-sort.ts';

type Row = { id: string; name: string; amount: number | null };
const rows: Row[] = [
  { id: '1', name: 'Óscar', amount: 30 },
  { id: '2', name: 'ana', amount: null },
  { id: '3', name: 'Bruno', amount: 5 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nome', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'amount', header: 'Valor', cell: (r) => r.amount ?? '—', sortValue: (r) => r.amount },
  { id: 'note', header: 'Nota', cell: () => 'x' },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[0]!.textContent);

describe('sort helpers', () => {
  it('flips the same column and starts another ascending', () => {
    expect(nextSort(undefined, 'a')).toEqual({ key: 'a', dir: 'asc' });
    expect(nextSort({ key: 'a', dir: 'asc' }, 'a')).toEqual({ key: 'a', dir: 'desc' });
    expect(nextSort({ key: 'a', dir: 'desc' }, 'b')).toEqual({ key: 'b', dir: 'asc' });
  });

  it('sorts pt-BR text without minding case or accents, numbers as numbers, empty values last both ways', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.id)).toEqual(['2', '3', '1']);
    expect(sortRows(rows, (r) => r.amount, 'asc').map((r) => r.id)).toEqual(['3', '1', '2']);
    expect(sortRows(rows, (r) => r.amount, 'desc').map((r) => r.id)).toEqual(['1', '3', '2']);
    expect(sortRows([{ v: '10' }, { v: '9' }], (r) => r.v, 'asc').map((r) => r.v)).toEqual(['9', '10']);
  });
});

describe('DataTable sorting', () => {
  it('sorts a small list in the browser from header buttons (mouse and keyboard), with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Teste" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(names()).toEqual(['Óscar', 'ana', 'Bruno']);
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    // A column without a sort value is plain text.
    expect(within(screen.getByRole('columnheader', { name: 'Nota' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Nota' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['ana', 'Bruno', 'Óscar']);

    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Óscar', 'Bruno', 'ana']);

    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: /Valor/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Bruno', 'Óscar', 'ana']);
  });

  it('leaves the order to the server when the caller owns the sort', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    render(
      <DataTable
        caption="Teste"
        columns={[{ ...columns[0]!, sortValue: undefined, serverSortable: true }, columns[1]!]}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ key: 'name', dir: 'asc' }}
        onSortChange={(next) => asked.push(next)}
      />,
    );
    // Rows stay as given; only server-sortable columns get a button.
    expect(names()).toEqual(['Óscar', 'ana', 'Bruno']);
    expect(within(screen.getByRole('columnheader', { name: 'Valor' })).queryByRole('button')).toBeNull();
    await user.click(within(screen.getByRole('columnheader', { name: /Nome/ })).getByRole('button'));
    expect(asked).toEqual([{ key: 'name', dir: 'desc' }]);
    expect(names()).toEqual(['Óscar', 'ana', 'Bruno']);
  });
});
