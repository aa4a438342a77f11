import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { useAgencyUsers } from '../api/get-agency-users.ts';
import { usersStrings as s } from '../strings.ts';
import { AgencyUsersTable } from './agency-users-table.tsx';
import { InviteUserForm } from './invite-user-form.tsx';

/** /usuarios: the dispatcher manages the agency's own users within the plan's seats. */
export function AgencyUsersPage() {
  const { me } = useSignedIn();
  const users = useAgencyUsers();
  const [inviting, setInviting] = useState(false);
  const seats = users.data?.seats;
  const full = seats ? seats.used >= seats.total : false;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={s.agencyTitle}
        description={s.agencyDescription}
        actions={
          <Button onClick={() => setInviting(true)} disabled={!users.data}>
            <UserPlus aria-hidden="true" className="size-4" />
            {s.invite}
          </Button>
        }
      />
      {seats ? (
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-sm text-slate-600">{s.seatsLabel}</span>
          <span className="text-2xl font-bold text-slate-900">{s.seatsValue(seats.used, seats.total)}</span>
          {full ? (
            <p role="status" className="text-sm text-amber-800">
              {s.seatsFull}
            </p>
          ) : null}
        </Card>
      ) : null}
      {users.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {users.error.message || s.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : users.data ? (
        <AgencyUsersTable users={users.data.items} selfId={me.user.id} />
      ) : (
        <Spinner />
      )}
      <Dialog open={inviting} onOpenChange={setInviting} title={s.inviteTitle} description={s.inviteDescription}>
        <InviteUserForm onDone={() => setInviting(false)} />
      </Dialog>
    </div>
  );
}
