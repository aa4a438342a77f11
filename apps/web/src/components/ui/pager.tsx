import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { uiStrings as s } from './strings.ts';

type PagerProps = {
  /** The page shown, from 1; one past the last is possible (the list shrank) and leads back. */
  page: number;
  pageSize: number;
  /** Items in the whole list, not on this page. */
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name, e.g. "Páginas dos lançamentos". */
  label: string;
  /** What is counted, in the plural, opening the range line: "Lançamentos 101–200 de 430". */
  itemsLabel?: string;
  /** Stay on screen when one page holds the whole (non-empty) list: the range line is then the list's count. */
  showSinglePage?: boolean;
  className?: string;
};

/**
 * A paged list's pager (server- or browser-paged): which items are on screen, "Página X de Y", Anterior and Próxima.
 * A list that fits on one page has nothing to page, so nothing is shown, unless the screen keeps the
 * pager as the list's count (`showSinglePage`).
 */
export function Pager({ page, pageSize, total, onPage, label, itemsLabel, showSinglePage = false, className }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1 && !(showSinglePage && total > 0)) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600', className)}>
      <p>{first <= total ? s.pageRange(itemsLabel, first, Math.min(page * pageSize, total), total) : s.pageEmpty}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
          {s.previousPage}
        </Button>
        <span aria-live="polite">{s.pageOf(page, pages)}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {s.nextPage}
        </Button>
      </div>
    </nav>
  );
}
