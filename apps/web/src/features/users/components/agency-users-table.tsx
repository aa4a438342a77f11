import { UserCheck, UserX } from 'lucide-react';
import { agencyRoles, type AgencyRole, type AgencyUserItem } from '@despacha/domain/contracts/users';
import { adminMessages, userMessages } from '@despacha/domain/messages';
import { roleLabels } from '@despacha/domain/roles';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { selectClasses } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetUserActive } from '../api/set-user-active.ts';
import { useUpdateAgencyUser } from '../api/update-agency-user.ts';
import { formatDateTime } from '../format.ts';
import { usersStrings as s } from '../strings.ts';
import { StatusBadge } from './status-badge.tsx';

const failed = (error: unknown) =>
  toast.error(adminMessages.error, { description: isApiError(error) && error.hasServerMessage ? error.message : userMessages.actionFailed });

function RoleSelect({ user }: { user: AgencyUserItem }) {
  const update = useUpdateAgencyUser();
  return (
    <select
      aria-label={s.roleFor(user.name)}
      className={`${selectClasses} h-8 w-40`}
      value={user.role}
      disabled={update.isPending || user.status !== 'active'}
      onChange={(e) => update.mutate({ id: user.id, role: e.target.value as AgencyRole }, { onSuccess: () => toast.success(userMessages.roleUpdated), onError: failed })}
    >
      {agencyRoles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}

function ToggleActive({ user }: { user: AgencyUserItem }) {
  const setActive = useSetUserActive('agency');
  const active = user.status === 'active';
  const label = active ? s.deactivate(user.name) : s.reactivate(user.name);
  const toggle = () => {
    if (!window.confirm(active ? s.confirmDeactivate(user.name) : s.confirmReactivate(user.name))) return;
    setActive.mutate(
      { id: user.id, active: !active },
      { onSuccess: () => toast.success(active ? userMessages.userDeactivatedToast : userMessages.userReactivatedToast), onError: failed },
    );
  };
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} disabled={setActive.isPending} onClick={toggle}>
      {active ? <UserX aria-hidden="true" className="size-4 text-red-600" /> : <UserCheck aria-hidden="true" className="size-4 text-emerald-700" />}
    </Button>
  );
}

export function AgencyUsersTable({ users, selfId }: { users: readonly AgencyUserItem[]; selfId: string }) {
  const c = s.columns;
  const columns: DataTableColumn<AgencyUserItem>[] = [
    {
      id: 'name',
      header: c.name,
      cell: (u) => (
        <span className="font-medium text-slate-900">
          {u.name} {u.id === selfId ? <span className="font-normal text-slate-500">{s.you}</span> : null}
        </span>
      ),
    },
    { id: 'email', header: c.email, cell: (u) => u.email },
    { id: 'role', header: c.role, cell: (u) => (u.id === selfId ? roleLabels[u.role] : <RoleSelect user={u} />) },
    { id: 'status', header: c.status, cell: (u) => <StatusBadge status={u.status} /> },
    { id: 'lastAccess', header: c.lastAccess, cell: (u) => formatDateTime(u.lastAccess, s.never) },
    { id: 'actions', header: <span className="sr-only">{c.actions}</span>, className: 'text-right', cell: (u) => (u.id === selfId ? null : <ToggleActive user={u} />) },
  ];
  return <DataTable caption={s.agencyTitle} captionHidden columns={columns} rows={users} rowKey={(u) => u.id} empty={s.noUsers} />;
}
