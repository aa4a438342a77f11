import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { billingStrings as s } from '../strings.ts';

type LoadErrorProps = { title: string; error: unknown; retrying: boolean; onRetry: () => void };

/** A failed read: what failed, the server's reason when it gave one, and a retry button. */
export function LoadError({ title, error, retrying, onRetry }: LoadErrorProps) {
  return (
    <div role="alert">
      <EmptyState title={title} description={isApiError(error) && error.hasServerMessage ? error.message : s.loadErrorHint} icon={<AlertTriangle className="size-8" />}>
        <Button variant="outline" disabled={retrying} onClick={onRetry}>
          {s.retry}
        </Button>
      </EmptyState>
    </div>
  );
}

/** Page n of a list the server pages. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
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
