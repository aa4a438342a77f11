import { useEffect, useState } from 'react';
import type { GuiaSummary } from '@despacha/domain/guias/contracts';
import { guiaName, guiaStatusOptions } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useGuias, type GuiaFilters } from '../api/guias-api.ts';
import { StatusBadge } from './status-badge.tsx';

type Props = { filters: GuiaFilters; onFilters: (f: GuiaFilters) => void; onNew: () => void; onOpen: (id: string) => void };

/** The kind's guias, newest first unless a header asks another order, searched by number, date, plate or service number inside. */
export function GuiaList({ filters, onFilters, onNew, onOpen }: Props) {
  const guias = useGuias(filters);
  const [q, setQ] = useState(filters.q);
  // The address may change without typing (a link, the browser's history): the box follows it.
  const [addressQ, setAddressQ] = useState(filters.q);
  if (filters.q !== addressQ) {
    setAddressQ(filters.q);
    setQ(filters.q);
  }
  // Typing waits a moment before it becomes the address (and the query).
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onFilters({ ...filters, q, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [q, filters, onFilters]);

  const columns: DataTableColumn<GuiaSummary>[] = [
    {
      id: 'number',
      header: m.number,
      serverSortable: true,
      cell: (g) => (
        <button type="button" className="font-medium text-primary underline-offset-2 hover:underline" onClick={() => onOpen(g.id)}>
          {guiaName(g.kind, g.number)}
        </button>
      ),
    },
    { id: 'date', header: m.date, serverSortable: true, cell: (g) => formatDate(g.issuedOn) },
    { id: 'destination', header: m.destination, serverSortable: true, cell: (g) => g.destination },
    { id: 'count', header: m.processes, serverSortable: true, cell: (g) => g.itemCount, className: 'text-right tabular-nums' },
    { id: 'status', header: m.status, serverSortable: true, cell: (g) => <StatusBadge status={g.status} /> },
  ];
  const data = guias.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="guia-search">{m.search}</Label>
          <Input id="guia-search" type="search" value={q} placeholder={m.searchHint} onChange={(e) => setQ(e.target.value)} />
        </div>
        <SelectField
          className="w-56"
          label={m.statusFilter}
          value={filters.status}
          options={[{ value: '', label: m.allStatuses }, ...guiaStatusOptions]}
          onChange={(e) => onFilters({ ...filters, status: e.target.value, page: 1 })}
        />
        <Button onClick={onNew}>{m.newGuia}</Button>
      </div>
      {guias.isPending ? <Spinner label={m.list} /> : null}
      {guias.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {m.loadFailed}
        </p>
      ) : null}
      {data ? (
        <>
          <DataTable
            caption={m.list}
            captionHidden
            columns={columns}
            rows={data.rows}
            rowKey={(g) => g.id}
            empty={m.noGuias}
            sort={{ key: filters.sort, dir: filters.dir }}
            onSortChange={(next) => onFilters({ ...filters, sort: next.key as GuiaFilters['sort'], dir: next.dir, page: 1 })}
          />
          <Pager
            page={filters.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => onFilters({ ...filters, page })}
            label={m.pagerLabel}
            itemsLabel={m.pagerItems}
          />
        </>
      ) : null}
    </div>
  );
}
