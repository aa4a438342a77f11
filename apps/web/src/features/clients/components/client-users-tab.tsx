import type { ClientUser } from '@despacha/domain/contracts/clients';
import { roleLabel } from '@despacha/domain/roles';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../format.ts';
import { clientStrings as s } from '../strings.ts';

const d = s.detail;

const columns: DataTableColumn<ClientUser>[] = [
  { id: 'name', header: d.userColumns.name, sortValue: (u) => u.name, cell: (u) => <span className="font-medium">{u.name}</span> },
  { id: 'email', header: d.userColumns.email, sortValue: (u) => u.email, cell: (u) => u.email },
  { id: 'role', header: d.userColumns.role, sortValue: (u) => roleLabel(u.role), cell: (u) => roleLabel(u.role) },
  { id: 'status', header: d.userColumns.status, sortValue: (u) => u.active, cell: (u) => (u.active ? d.userActive : d.userInactive) },
  {
    id: 'lastSignIn',
    header: d.userColumns.lastSignIn,
    sortValue: (u) => u.lastSignInAt,
    cell: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : d.never),
    className: 'whitespace-nowrap',
  },
];

export function ClientUsersTab({ users }: { users: ClientUser[] }) {
  return <DataTable caption={d.usersTitle} columns={columns} rows={users} rowKey={(u) => u.id} empty={d.noUsers} />;
}
