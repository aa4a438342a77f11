import { useState } from 'react';
import { Eye, KeyRound } from 'lucide-react';
import type { AdminUserItem } from '@despacha/domain/contracts/users';
import { userMessages } from '@despacha/domain/admin-messages';
import { roleLabel } from '@despacha/domain/roles';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastActionFailed } from '../action-failed.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { usersStrings as s } from '../strings.ts';
import { StatusBadge } from './status-badge.tsx';
import { ToggleActiveButton } from './toggle-active-button.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';

function RowActions({ user, onDetails }: { user: AdminUserItem; onDetails: () => void }) {
  const reset = useResetUserPassword();

  const resetPassword = () =>
    reset.mutate(user.id, { onSuccess: () => toast.success(userMessages.passwordResetSent, { description: s.resetSentDescription(user.email) }), onError: toastActionFailed });

  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={s.viewDetails(user.name)} title={s.viewDetails(user.name)} onClick={onDetails}>
        <Eye aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={s.resetPassword(user.name)} title={s.resetPassword(user.name)} disabled={reset.isPending} onClick={resetPassword}>
        <KeyRound aria-hidden="true" className="size-4" />
      </Button>
      <ToggleActiveButton user={user} scope="admin" />
    </div>
  );
}

export function AdminUsersTable({ users }: { users: readonly AdminUserItem[] }) {
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const c = s.columns;
  const columns: DataTableColumn<AdminUserItem>[] = [
    { id: 'name', header: c.name, cell: (u) => <span className="font-medium text-slate-900">{u.name}</span> },
    { id: 'email', header: c.email, cell: (u) => u.email },
    { id: 'client', header: c.client, cell: (u) => u.clientName ?? s.noClient },
    { id: 'role', header: c.role, cell: (u) => roleLabel(u.role) },
    { id: 'status', header: c.status, cell: (u) => <StatusBadge status={u.status} /> },
    { id: 'createdAt', header: c.createdAt, cell: (u) => formatDate(u.createdAt) },
    { id: 'lastAccess', header: c.lastAccess, cell: (u) => formatDateTime(u.lastAccess, s.never) },
    { id: 'actions', header: <span className="sr-only">{c.actions}</span>, className: 'text-right', cell: (u) => <RowActions user={u} onDetails={() => setDetailsId(u.id)} /> },
  ];
  return (
    <>
      <DataTable caption={s.tableCaption} captionHidden columns={columns} rows={users} rowKey={(u) => u.id} empty={s.noUsers} />
      <UserDetailsDialog userId={detailsId} onClose={() => setDetailsId(null)} />
    </>
  );
}
