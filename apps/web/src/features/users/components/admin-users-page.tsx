import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Building2, Info, Plus, ShieldCheck, UserCheck, Users } from 'lucide-react';
import type { AdminUsersSummary } from '@despacha/domain/contracts/users';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { statCount } from '../../../components/ui/stat-count.ts';
import { paths } from '../../../lib/paths.ts';
import { defaultAdminUserSort, useAdminUsers, type AdminUserSort } from '../api/get-admin-users.ts';
import { useUserClients } from '../api/get-user-clients.ts';
import { usersStrings as s } from '../strings.ts';
import { AdminUsersTable } from './admin-users-table.tsx';

/** Counted by the server over the filter's users; while they load, the cards hold their places. */
function SummaryCards({ summary, failed }: { summary: AdminUsersSummary | undefined; failed: boolean }) {
  return (
    <section aria-label={s.cards.title} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard tone="admin" label={s.cards.total} value={statCount(summary?.total, failed)} icon={Users} />
      <StatCard tone="admin" label={s.cards.active} value={statCount(summary?.active, failed)} icon={UserCheck} />
      <StatCard tone="admin" label={s.cards.admins} value={statCount(summary?.admins, failed)} icon={ShieldCheck} />
      <StatCard tone="admin" label={s.cards.uniqueClients} value={statCount(summary?.uniqueClients, failed)} icon={Building2} />
    </section>
  );
}

/** /admin/users: every user of the platform, filtered on the server. */
export function AdminUsersPage() {
  const [q, setQ] = useState('');
  const [clientId, setClientId] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<AdminUserSort>(defaultAdminUserSort);
  const search = useDeferredValue(q.trim());
  const users = useAdminUsers({ q: search, clientId, sort, page });
  const clients = useUserClients();
  const data = users.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={s.adminTitle}
        description={s.adminDescription}
        actions={
          <Link to={paths.adminUserNew.path} className={buttonClasses({ variant: 'danger' })}>
            <Plus aria-hidden="true" className="size-4" />
            {s.newUser}
          </Link>
        }
      />
      <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {s.managementNote}
      </p>
      <SummaryCards summary={data?.summary} failed={users.isError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          type="search"
          label={s.searchLabel}
          placeholder={s.searchPlaceholder}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={s.clientFilter}
          placeholder={s.allClients}
          options={(clients.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={clientId}
          onChange={(e) => {
            setClientId(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {users.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {s.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : data ? (
        <AdminUsersTable
          users={data.items}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
        />
      ) : (
        <Spinner />
      )}
      {data ? <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={s.pagerLabel} itemsLabel={s.pagerItems} /> : null}
    </div>
  );
}
