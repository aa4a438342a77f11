import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Building2, Plus, RefreshCw } from 'lucide-react';
import type { AgencyStatus } from '@despacha/domain/agency-status';
import type { ClientListItem } from '@despacha/domain/contracts/clients';
import { adminMessages as m } from '@despacha/domain/admin-messages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { defaultClientSort, useClients, type ClientSort } from '../api/get-clients.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { clientStrings as s } from '../strings.ts';
import { ChangeSubscriptionDialog } from './change-subscription-dialog.tsx';
import { ClientFilters } from './client-filters.tsx';
import { ClientSummaryCards } from './client-summary-cards.tsx';
import { ClientsTable } from './clients-table.tsx';
import { ExportMenu } from './export-menu.tsx';

/** /admin/clients: the platform's clients from the server, filtered, paged and exported there. */
export function ClientsList() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AgencyStatus | ''>('');
  const [sort, setSort] = useState<ClientSort>(defaultClientSort);
  const [changing, setChanging] = useState<ClientListItem | null>(null);
  const search = useDebouncedValue(q);
  // The page belongs to a filter and an order: a new search, status or sort starts from the first page.
  const filterKey = `${status}|${search}|${sort.key}|${sort.dir}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const clients = useClients({ q: search, status, sort, page });

  useEffect(() => {
    if (clients.isError) toast.error(m.error, { description: m.clientsLoadFailed });
  }, [clients.isError, clients.errorUpdatedAt]);

  const refresh = async () => {
    const result = await clients.refetch();
    if (!result.isError) toast.success(m.refreshed);
  };

  const data = clients.data;
  const noClientsAtAll = data !== undefined && data.summary.total === 0;
  const newClientLink = (label: string) => (
    <Link to={paths.adminClientNew.path} className={buttonClasses({ variant: 'danger' })}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={paths.adminClients.title}
        actions={
          <>
            <Button variant="outline" onClick={() => void refresh()} disabled={clients.isFetching}>
              <RefreshCw aria-hidden="true" className={clients.isFetching ? 'size-4 animate-spin' : 'size-4'} />
              {s.refresh}
            </Button>
            <ExportMenu q={search} status={status} sort={sort} />
            {newClientLink(s.newClient)}
          </>
        }
      />
      <ClientSummaryCards summary={data?.summary} failed={clients.isError} />
      {noClientsAtAll ? (
        <EmptyState description={m.noClientsYet} icon={<Building2 className="size-10" />}>
          {newClientLink(s.registerFirst)}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ClientFilters q={q} onQChange={setQ} status={status} onStatusChange={setStatus} />
          {data ? (
            <>
              <ClientsTable clients={data.items} sort={sort} onSortChange={setSort} onChangeSubscription={setChanging} />
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={setPage}
                label={s.pagerLabel}
                itemsLabel={s.pagerItems}
                showSinglePage
              />
            </>
          ) : clients.isPending ? (
            <Spinner />
          ) : null}
        </div>
      )}
      <ChangeSubscriptionDialog client={changing} onClose={() => setChanging(null)} />
    </section>
  );
}
