import { Button } from '../../../components/ui/button.tsx';
import { clientStrings as s } from '../strings.ts';

type PaginationProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={s.pagination} className="flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600">
      <span>{s.pageOf(page, pages, total)}</span>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {s.previous}
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {s.next}
      </Button>
    </nav>
  );
}
