import { AlertTriangle, Building2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCommissions, type StatementQuery } from '../api/get-commissions.ts';
import { commissionStrings as s } from '../strings.ts';
import { CommissionFilters } from './commission-filters.tsx';
import { CommissionStatement } from './commission-statement.tsx';
import { ExportLinks } from './export-links.tsx';

type Props = { query: StatementQuery; onChange: (query: StatementQuery) => void };

/** Comissões: an origin and a period (kept in the address by the page), the statement and its files. */
export function CommissionsView({ query, onChange }: Props) {
  const chosen = query.originId !== '';
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useCommissions(query, chosen);
  // While another origin or period loads, the previous statement stays on screen, dimmed.
  const current = data !== undefined && !isPlaceholderData;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="lg:flex-1">
          <CommissionFilters query={query} onChange={onChange} />
        </div>
        {chosen ? <ExportLinks query={query} ready={current && !isError} /> : null}
      </div>
      {!chosen ? (
        <EmptyState description={s.chooseOrigin} icon={<Building2 className="size-8" />} />
      ) : isError ? (
        <div role="alert">
          <EmptyState title={s.loadError} description={errorText(error, s.loadErrorHint)} icon={<AlertTriangle className="size-8" />}>
            <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
              {s.retry}
            </Button>
          </EmptyState>
        </div>
      ) : isPending ? (
        <Spinner label={s.loading} className="py-12" />
      ) : (
        <CommissionStatement key={`${data.origin.id}/${data.from}/${data.to}`} data={data} stale={isPlaceholderData} />
      )}
    </div>
  );
}
