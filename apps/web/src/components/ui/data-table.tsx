import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells (header and body), e.g. a width or 'text-right'. */
  className?: string;
};

type DataTableProps<T> = {
  /** Names the table for assistive technology; shown above it unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in a full-width row when there are no rows. */
  empty?: ReactNode;
  /** Scroll height of the body; the header row stays visible (sticky) while scrolling. */
  maxHeightClass?: string;
  className?: string;
};

/**
 * A plain, accessible table with a sticky header and horizontal scrolling on small screens.
 * The wrapper is positioned so visually hidden (absolute) cell content scrolls with it instead of
 * widening the page.
 */
export function DataTable<T>({ caption, captionHidden, columns, rows, rowKey, empty, maxHeightClass, className }: DataTableProps<T>) {
  return (
    <div className={cn('relative overflow-auto rounded-lg border border-slate-200 bg-white', maxHeightClass, className)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className={cn('px-3 py-2 text-left text-sm font-semibold text-slate-800', captionHidden && 'sr-only')}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-slate-100 last:border-b-0 hover:bg-slate-50">
                {columns.map((column) => (
                  <td key={column.id} className={cn('px-3 py-2 align-middle text-slate-800', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
