import type { AgencyUserItem } from '@despacha/domain/contracts/users';
import { agencyRoles, type AgencyRole } from '@despacha/domain/user-options';
import { userMessages } from '@despacha/domain/admin-messages';
import { roleLabels } from '@despacha/domain/roles';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { selectClasses } from '../../../components/ui/select-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastActionFailed } from '../../../lib/action-failed.ts';
import { useUpdateAgencyUser } from '../api/update-agency-user.ts';
import { formatDateTime } from '../format.ts';
import { usersStrings as s } from '../strings.ts';
import { StatusBadge } from './status-badge.tsx';
import { ToggleActiveButton } from './toggle-active-button.tsx';

function RoleSelect({ user }: { user: AgencyUserItem }) {
  const update = useUpdateAgencyUser();
  return (
    <select
      aria-label={s.roleFor(user.name)}
      className={`${selectClasses} h-8 w-40`}
      value={user.role}
      disabled={update.isPending || user.status !== 'active'}
      onChange={(e) =>
        update.mutate(
          { id: user.id, role: e.target.value as AgencyRole },
          { onSuccess: () => toast.success(userMessages.roleUpdated), onError: toastActionFailed },
        )
      }
    >
      {agencyRoles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}

export function AgencyUsersTable({ users, selfId }: { users: readonly AgencyUserItem[]; selfId: string }) {
  const c = s.columns;
  const columns: DataTableColumn<AgencyUserItem>[] = [
    {
      id: 'name',
      header: c.name,
      sortValue: (u) => u.name,
      cell: (u) => (
        <span className="font-medium text-slate-900">
          {u.name} {u.id === selfId ? <span className="font-normal text-slate-500">{s.you}</span> : null}
        </span>
      ),
    },
    { id: 'email', header: c.email, sortValue: (u) => u.email, cell: (u) => u.email },
    { id: 'role', header: c.role, sortValue: (u) => roleLabels[u.role], cell: (u) => (u.id === selfId ? roleLabels[u.role] : <RoleSelect user={u} />) },
    { id: 'status', header: c.status, sortValue: (u) => u.status, cell: (u) => <StatusBadge status={u.status} /> },
    { id: 'lastAccess', header: c.lastAccess, sortValue: (u) => u.lastAccess, cell: (u) => formatDateTime(u.lastAccess, s.never) },
    {
      id: 'actions',
      header: <span className="sr-only">{c.actions}</span>,
      className: 'text-right',
      cell: (u) => (u.id === selfId ? null : <ToggleActiveButton user={u} scope="agency" />),
    },
  ];
  return <DataTable caption={s.agencyTitle} captionHidden columns={columns} rows={users} rowKey={(u) => u.id} empty={s.noUsers} />;
}
