import { useState } from 'react';
import { Eye, KeyRound } from 'lucide-react';
import type { AdminUserItem } from '@despacha/domain/contracts/users';
import { roleLabel } from '@despacha/domain/roles';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import type { AdminUserSort } from '../api/get-admin-users.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { usersStrings as s } from '../strings.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ToggleActiveButton } from './toggle-active-button.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';

function RowActions({ user, onDetails, onReset }: { user: AdminUserItem; onDetails: () => void; onReset: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={s.viewDetails(user.name)} title={s.viewDetails(user.name)} onClick={onDetails}>
        <Eye aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={s.resetPassword(user.name)} title={s.resetPassword(user.name)} onClick={onReset}>
        <KeyRound aria-hidden="true" className="size-4" />
      </Button>
      <ToggleActiveButton user={user} scope="admin" />
    </div>
  );
}

type AdminUsersTableProps = {
  users: readonly AdminUserItem[];
  /** The server sorts the pages: a header click asks it again. */
  sort: AdminUserSort;
  onSortChange: (sort: AdminUserSort) => void;
};

export function AdminUsersTable({ users, sort, onSortChange }: AdminUsersTableProps) {
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [resetting, setResetting] = useState<AdminUserItem | null>(null);
  const c = s.columns;
  // Column ids are the contract's sort keys (adminUserSortKeys).
  const columns: DataTableColumn<AdminUserItem>[] = [
    { id: 'name', header: c.name, serverSortable: true, cell: (u) => <span className="font-medium text-slate-900">{u.name}</span> },
    { id: 'email', header: c.email, serverSortable: true, cell: (u) => u.email },
    { id: 'client', header: c.client, serverSortable: true, cell: (u) => u.clientName ?? s.noClient },
    { id: 'role', header: c.role, serverSortable: true, cell: (u) => roleLabel(u.role) },
    { id: 'status', header: c.status, serverSortable: true, cell: (u) => <StatusBadge status={u.status} /> },
    { id: 'createdAt', header: c.createdAt, serverSortable: true, cell: (u) => formatDate(u.createdAt) },
    { id: 'lastAccess', header: c.lastAccess, serverSortable: true, cell: (u) => formatDateTime(u.lastAccess, s.never) },
    {
      id: 'actions',
      header: <span className="sr-only">{c.actions}</span>,
      className: 'text-right',
      cell: (u) => <RowActions user={u} onDetails={() => setDetailsId(u.id)} onReset={() => setResetting(u)} />,
    },
  ];
  return (
    <>
      <DataTable
        caption={s.tableCaption}
        captionHidden
        columns={columns}
        rows={users}
        rowKey={(u) => u.id}
        empty={s.noUsers}
        sort={sort}
        onSortChange={(next) => onSortChange(next as AdminUserSort)}
      />
      <UserDetailsDialog userId={detailsId} onClose={() => setDetailsId(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
