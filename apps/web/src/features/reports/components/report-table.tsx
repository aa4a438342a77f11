import { useMemo, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReportGenerateResponse } from '@despacha/domain/contracts/reports';
import { reportMessages } from '@despacha/domain/reports/messages';
import { ariaSort, nextSort, sortRows, type SortState } from '../../../components/ui/table-sort.ts';
import { uiStrings } from '../../../components/ui/strings.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCell, isNumeric, type ReportCell } from './report-cells.ts';

type ReportTableProps = Pick<ReportGenerateResponse, 'columns' | 'rows' | 'totals'> & { caption: string; totalsLabel: string };
type Row = Record<string, ReportCell>;

/**
 * The result of a generation: every header sorts (click or keyboard, aria-sort on the sorted one;
 * numbers as numbers, dates as ISO days, text in pt-BR order, blanks last), and a totals row that
 * the server computed over every row, not only the ones shown.
 */
export function ReportTable({ columns, rows, totals, caption, totalsLabel }: ReportTableProps) {
  const [sort, setSort] = useState<SortState>();
  const shown = useMemo(() => (sort ? sortRows<Row>(rows, (r) => r[sort.key], sort.dir) : rows), [rows, sort]);
  const firstTotal = columns.findIndex((c) => typeof totals[c.key] === 'number');
  const hasTotals = firstTotal >= 0;
  const labelSpan = Math.max(firstTotal, 0);
  const cellClass = (numeric: boolean) => cn('whitespace-nowrap px-3 py-2', numeric && 'text-right tabular-nums');

  return (
    <div className="relative max-h-[36rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const dir = sort?.key === column.key ? sort.dir : null;
              const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort(sort, column.key)}
                  className={cn(
                    cellClass(isNumeric(column.type)),
                    'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => setSort((current) => nextSort(current, column.key))}
                    title={uiStrings.sortBy}
                    className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {column.header}
                    <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', dir ? 'text-slate-900' : 'text-slate-400')} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-500">
                {reportMessages.emptyPeriod}
              </td>
            </tr>
          ) : (
            shown.map((row, index) => (
              <tr key={index} className="border-b border-slate-100 last:border-b-0 hover:bg-slate-50">
                {columns.map((column) => (
                  <td key={column.key} className={cn(cellClass(isNumeric(column.type)), 'text-slate-800')}>
                    {formatCell(column.type, row[column.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {hasTotals && shown.length > 0 ? (
          <tfoot>
            <tr className="sticky bottom-0 border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
              {/* The label spans the leading columns that have no total (Nº, names...). */}
              {labelSpan > 0 ? (
                <th scope="row" colSpan={labelSpan} className={cn(cellClass(false), 'text-left')}>
                  {totalsLabel}
                </th>
              ) : null}
              {columns.slice(labelSpan).map((column) => {
                const total = totals[column.key];
                return (
                  <td key={column.key} className={cellClass(isNumeric(column.type))}>
                    {typeof total === 'number' ? formatCell(column.type, total) : ''}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
