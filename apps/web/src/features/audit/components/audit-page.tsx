import { useState } from 'react';
import { AlertTriangle, Download } from 'lucide-react';
import { auditMessages as m } from '@despacha/domain/audit/messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { emptyAuditFilters, newestFirst, useAuditEvents, useAuditExport, useAuditRetention, type AuditArea, type AuditFilterValues } from '../api.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/**
 * Auditoria: the agency's trail for its dispatchers, or the platform's for admins. Filters stay in
 * the page (not the address): a CPF typed to search must not land in the browser's history.
 */
export function AuditPage({ area, title }: { area: AuditArea; title: string }) {
  const [filters, setFilters] = useState<AuditFilterValues>(emptyAuditFilters);
  const [sort, setSort] = useState<SortState>(newestFirst);
  const events = useAuditEvents(area, filters, sort);
  const exporter = useAuditExport(area);
  const retention = useAuditRetention(area === 'platform');
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  const fieldErrors = isApiError(events.error) ? events.error.fields : {};

  const download = (format: 'csv' | 'xlsx') =>
    exporter.mutate({ filters, format }, { onError: (error) => toast.error(m.exportFailed, { description: error.message }) });

  const actions = (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="outline" size="sm" disabled={exporter.isPending} onClick={() => download(format)}>
          <Download className="size-4" aria-hidden="true" />
          {exporter.isPending && exporter.variables?.format === format ? m.exporting : format === 'csv' ? m.exportCsv : m.exportXlsx}
        </Button>
      ))}
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={
          <>
            <p>{area === 'platform' ? m.adminIntro : m.intro}</p>
            {retention.data ? <p>{m.retentionNote(retention.data)}</p> : null}
          </>
        }
        actions={actions}
      />
      <AuditFilters area={area} value={filters} onApply={setFilters} errors={fieldErrors} />
      {events.isError && Object.keys(fieldErrors).length ? null : events.isError ? (
        // A refused filter is said under its field; anything else here.
        <div role="alert">
          <EmptyState title={m.loadFailed} description={events.error.message} icon={<AlertTriangle className="size-8" />} />
        </div>
      ) : events.isPending ? (
        <Spinner label={m.title} className="py-12" />
      ) : items.length === 0 ? (
        <EmptyState title={m.empty} description={m.emptyHint} />
      ) : (
        <div aria-busy={events.isPlaceholderData} className={events.isPlaceholderData ? 'opacity-60' : undefined}>
          <AuditTable items={items} platform={area === 'platform'} sort={sort} onSortChange={setSort} />
        </div>
      )}
      {events.hasNextPage ? (
        <Button variant="outline" className="self-center" disabled={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
          {m.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
