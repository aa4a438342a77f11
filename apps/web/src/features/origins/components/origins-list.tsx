import { AlertTriangle, Building2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOrigins } from '../api/get-origins.ts';
import { emptySearch, originCount, originStrings as s } from '../strings.ts';
import { OriginsTable } from './origins-table.tsx';
import { errorText } from '../../../lib/error-text.ts';

type OriginsListProps = { query: string; selectedId?: string | undefined; onOpen: (id: string) => void; onConfigure?: (id: string) => void };

/** GET /api/origins?q= with its loading, error and empty states. */
export function OriginsList({ query, selectedId, onOpen, onConfigure }: OriginsListProps) {
  const { data, error, isPending, isError, isFetching, refetch } = useOrigins(query);

  if (isPending) return <Spinner label={s.loading} className="py-12" />;
  if (isError) {
    return (
      <div role="alert">
        <EmptyState title={s.loadError} description={errorText(error, s.loadErrorHint)} icon={<AlertTriangle className="size-8" />}>
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {s.retry}
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (data.length === 0) {
    return <EmptyState description={query ? emptySearch(query) : s.empty} icon={<Building2 className="size-8" />} />;
  }
  return (
    <section aria-label={s.listTitle} aria-busy={isFetching} className="flex flex-col gap-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        {originCount(data.length)}
      </p>
      <OriginsTable origins={data} selectedId={selectedId} onOpen={onOpen} onConfigure={onConfigure} />
    </section>
  );
}
