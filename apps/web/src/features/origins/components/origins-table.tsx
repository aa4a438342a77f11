import { ArrowDown, ArrowUp, ArrowUpDown, Settings2 } from 'lucide-react';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { formatBrDate } from '@despacha/domain/validators/date';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatPhone } from '@despacha/domain/validators/phone';
import { Button } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useSortedPages, type Sort } from '../hooks/use-sorted-pages.ts';
import { originStrings as s } from '../strings.ts';

type Column = keyof typeof s.columns;
const columns = Object.keys(s.columns) as Column[];

const sortValue = (origin: OriginResponse, key: Column) => origin[key] ?? '';

const cell: Record<Column, (origin: OriginResponse) => string> = {
  nomeEmpresa: (o) => o.nomeEmpresa,
  cnpj: (o) => (o.cnpj ? displayCnpj(o.cnpj) : ''),
  municipio: (o) => o.municipio,
  telefone: (o) => (o.telefone ? formatPhone(o.telefone) : ''),
  dataCadastro: (o) => (o.dataCadastro ? formatBrDate(o.dataCadastro) : ''),
};

const initialSort: Sort<Column> = { key: 'nomeEmpresa', direction: 'asc' };

function SortIcon({ column, sort }: { column: Column; sort: Sort<Column> }) {
  if (sort.key !== column) return <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-400" />;
  const Icon = sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className="size-3.5" />;
}

type OriginsTableProps = {
  origins: OriginResponse[];
  selectedId?: string | undefined;
  onOpen: (id: string) => void;
  /** Adds each row's Configurar button (contact and commission). */
  onConfigure?: ((id: string) => void) | undefined;
};

/** The agency's origins: sticky header, sortable columns, pages of 20; a row opens the company form. */
export function OriginsTable({ origins, selectedId, onOpen, onConfigure }: OriginsTableProps) {
  const table = useSortedPages(origins, sortValue, initialSort);

  return (
    <div className="flex flex-col gap-3">
      <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">{s.listTitle}</caption>
          <thead className="sticky top-0 z-10 bg-slate-100 text-left text-slate-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={table.sort.key === column ? (table.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className="whitespace-nowrap px-3 py-2 font-semibold"
                >
                  <button
                    type="button"
                    onClick={() => table.toggleSort(column)}
                    className="inline-flex items-center gap-1 rounded hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {s.columns[column]}
                    <SortIcon column={column} sort={table.sort} />
                  </button>
                </th>
              ))}
              {onConfigure ? (
                <th scope="col" className="sticky right-0 bg-slate-100 px-3 py-2 shadow-[-1px_0_0_0_#e2e8f0]">
                  <span className="sr-only">{s.actions}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((origin) => (
              <tr
                key={origin.id}
                data-selected={origin.id === selectedId ? '' : undefined}
                onClick={() => onOpen(origin.id)}
                className="group cursor-pointer border-t border-slate-100 hover:bg-primary-soft data-selected:bg-primary-soft"
              >
                {columns.map((column) => (
                  <td key={column} className="whitespace-nowrap px-3 py-2 text-slate-700 first:whitespace-normal first:font-medium first:text-slate-900">
                    {column === 'nomeEmpresa' ? (
                      // The row is clickable; the button makes it reachable by keyboard (its click bubbles to the row).
                      <button type="button" className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-primary">
                        {cell.nomeEmpresa(origin)}
                      </button>
                    ) : (
                      cell[column](origin)
                    )}
                  </td>
                ))}
                {onConfigure ? (
                  <td className="sticky right-0 bg-white px-3 py-1.5 shadow-[-1px_0_0_0_#e2e8f0] group-hover:bg-primary-soft group-data-selected:bg-primary-soft">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={s.configureRow(origin.nomeEmpresa)}
                      onClick={(event) => {
                        // The row's own click opens the company form.
                        event.stopPropagation();
                        onConfigure(origin.id);
                      }}
                    >
                      <Settings2 aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline">{s.configure}</span>
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={table.page} pageSize={table.pageSize} total={table.total} onPage={table.setPage} label={s.pagerLabel} itemsLabel={s.pagerItems} />
    </div>
  );
}
