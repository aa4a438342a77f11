import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { uiStrings as s } from './strings.ts';
import { ariaSort, nextSort, sortRows, type SortState, type SortValue } from './table-sort.ts';

export type DataTableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells (header and body), e.g. a width or 'text-right'. */
  className?: string;
  /** Sorted in the browser by this value (small lists that arrive whole). */
  sortValue?: (row: T) => SortValue;
  /** Sorted by the server under this column's id (lists paged by the server: see `onSortChange`). */
  serverSortable?: boolean;
  /**
   * Shown from this screen width up (Tailwind's breakpoints): the columns a narrower screen can do
   * without, so the table fits instead of pushing its status and actions out of view.
   */
  from?: keyof typeof shownFrom;
  /** Kept in view at the right edge while the table scrolls sideways: the row actions. */
  pinned?: boolean;
};

// Whole class names, so Tailwind finds them in the source.
const shownFrom = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
} as const;
const pinnedCell = 'sticky right-0 shadow-[-1px_0_0_0_#e2e8f0]';

/** What every cell of a column carries: its own classes, when it shows, whether it stays in view. */
const columnClasses = <T,>(column: DataTableColumn<T>) => cn(column.from && shownFrom[column.from], column.pinned && pinnedCell, column.className);

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
  /**
   * With `onSortChange` the sort is the caller's (the server sorts, rows arrive in order);
   * without it this is the first browser-side sort.
   */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
};

function SortIcon({ dir }: { dir: 'asc' | 'desc' | null }) {
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', dir ? 'text-slate-900' : 'text-slate-400')} />;
}

/**
 * A plain, accessible table with a sticky header and horizontal scrolling on small screens;
 * columns a narrow screen can do without are hidden there (`from`) and the row actions stay in
 * view (`pinned`).
 * The wrapper is positioned so visually hidden (absolute) cell content scrolls with it instead of
 * widening the page. Sortable headers are buttons (keyboard: Tab, Enter or Space) and the sorted
 * column carries aria-sort.
 */
export function DataTable<T>({ caption, captionHidden, columns, rows, rowKey, empty, maxHeightClass, className, sort, onSortChange }: DataTableProps<T>) {
  const serverSorted = onSortChange !== undefined;
  const [localSort, setLocalSort] = useState<SortState | undefined>(sort);
  const current = serverSorted ? sort : localSort;
  const sortable = (column: DataTableColumn<T>) => (serverSorted ? column.serverSortable === true : column.sortValue !== undefined);
  const sortBy = columns.find((c) => c.id === current?.key)?.sortValue;
  const shown = !serverSorted && current && sortBy ? sortRows(rows, sortBy, current.dir) : rows;

  const toggle = (key: string) => {
    const next = nextSort(current, key);
    if (serverSorted) onSortChange(next);
    else setLocalSort(next);
  };

  return (
    <div className={cn('relative overflow-auto rounded-lg border border-slate-200 bg-white', maxHeightClass, className)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className={cn('px-3 py-2 text-left text-sm font-semibold text-slate-800', captionHidden && 'sr-only')}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const canSort = sortable(column);
              const dir = current?.key === column.id ? current.dir : null;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={canSort ? ariaSort(current, column.id) : undefined}
                  className={cn(
                    'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600',
                    columnClasses(column),
                    column.pinned && 'z-20',
                  )}
                >
                  {canSort ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.id)}
                      title={s.sortBy}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      {column.header}
                      <SortIcon dir={dir} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={rowKey(row)} className="group border-b border-slate-100 last:border-b-0 hover:bg-slate-50">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn('px-3 py-2 align-middle text-slate-800', column.pinned && 'bg-white group-hover:bg-slate-50', columnClasses(column))}
                  >
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
