import { AlertTriangle, FileClock } from 'lucide-react';
import type { RequestListFilters, RequestSortKey } from '@despacha/domain/contracts/requests/request-record';
import type { SortDirection } from '../../../../components/ui/table-sort.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { defaultRequestSort, useRequests } from '../../api/get-requests.ts';
import { HistoryFilters } from './history-filters.tsx';
import { historyStrings as s, resultCount } from './history-strings.ts';
import { RequestsTable } from './requests-table.tsx';
import { errorText } from '../../../../lib/error-text.ts';

/** No sort means the server's own order, newest first. */
export type HistoryQuery = { type: string; placa: string; from: string; to: string; page: number; sort?: RequestSortKey; dir?: SortDirection };
type RequestsHistoryProps = { query: HistoryQuery; onChange: (query: HistoryQuery) => void };

/** The agency's stored requests, newest first unless a header says otherwise, filtered, sorted and paged on the server. */
export function RequestsHistory({ query, onChange }: RequestsHistoryProps) {
  const filters: RequestListFilters = query;
  const { data, error, isPending, isError, isFetching, refetch } = useRequests(filters);
  const filtered = Boolean(query.type || query.placa || query.from || query.to);
  const { page: _page, sort: _sort, dir: _dir, ...current } = query;
  const sort = query.sort ? { key: query.sort, dir: query.dir ?? 'asc' } : defaultRequestSort;

  return (
    <div className="flex flex-col gap-4">
      <HistoryFilters key={JSON.stringify(current)} value={current} onApply={(next) => onChange({ ...query, ...next, page: 1 })} />
      {isPending ? (
        <Spinner label={s.loading} className="py-12" />
      ) : isError ? (
        <div role="alert">
          <EmptyState title={s.loadError} description={errorText(error, s.loadErrorHint)} icon={<AlertTriangle className="size-8" />}>
            <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
              {s.retry}
            </Button>
          </EmptyState>
        </div>
      ) : data.total === 0 ? (
        <EmptyState description={filtered ? s.emptyFiltered : s.empty} icon={<FileClock className="size-8" />} />
      ) : (
        <section aria-label={s.listTitle} aria-busy={isFetching} className="flex flex-col gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {resultCount(data.total)}
          </p>
          {/* A new order starts from its first page: page 3 of another order is not a place to stay. */}
          <RequestsTable rows={data.items} sort={sort} onSortChange={(next) => onChange({ ...query, sort: next.key, dir: next.dir, page: 1 })} />
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => onChange({ ...query, page })}
            label={s.pagerLabel}
            itemsLabel={s.pagerItems}
          />
        </section>
      )}
    </div>
  );
}
