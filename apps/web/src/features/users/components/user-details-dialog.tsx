import type { ReactNode } from 'react';
import { roleLabel } from '@despacha/domain/roles';
import { formatPhone } from '@despacha/domain/validators/phone';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminUser } from '../api/get-admin-user.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { usersStrings as s } from '../strings.ts';
import { StatusBadge } from './status-badge.tsx';
import { EndUserSessionsButton } from './end-user-sessions-button.tsx';

function Details({ id }: { id: string }) {
  const { data: user, isPending, isError } = useAdminUser(id);
  if (isPending) return <Spinner />;
  if (isError) return <p role="alert">{s.loadFailed}</p>;
  const c = s.columns;
  const d = s.details;
  const rows: [string, ReactNode][] = [
    [c.name, user.name],
    [c.email, user.email],
    [d.phone, user.phone ? formatPhone(user.phone) : '—'],
    [c.client, user.clientName ?? s.noClient],
    [c.role, roleLabel(user.role)],
    [c.status, <StatusBadge key="status" status={user.status} />],
    [c.createdAt, formatDate(user.createdAt)],
    [c.lastAccess, formatDateTime(user.lastAccess, s.never)],
    [d.emailVerified, user.emailVerified ? d.yes : d.no],
    [d.mustChangePassword, user.mustChangePassword ? d.yes : d.no],
    [
      d.activeSessions,
      <span key="sessions" className="flex items-center gap-3">
        {user.activeSessions}
        {user.activeSessions > 0 ? <EndUserSessionsButton userId={id} /> : null}
      </span>,
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()} title={s.detailsTitle}>
      {userId ? <Details id={userId} /> : null}
    </Dialog>
  );
}
