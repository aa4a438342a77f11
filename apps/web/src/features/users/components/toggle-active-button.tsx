import { UserCheck, UserX } from 'lucide-react';
import { userMessages } from '@despacha/domain/admin-messages';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastActionFailed } from '../../../lib/action-failed.ts';
import { useSetUserActive } from '../api/set-user-active.ts';
import { usersStrings as s } from '../strings.ts';

type ToggleActiveButtonProps = { user: { id: string; name: string; status: string }; scope: 'admin' | 'agency' };

/** Deactivates an active user or reactivates an inactive one, after a confirmation. */
export function ToggleActiveButton({ user, scope }: ToggleActiveButtonProps) {
  const setActive = useSetUserActive(scope);
  const active = user.status === 'active';
  const label = active ? s.deactivate(user.name) : s.reactivate(user.name);
  const toggle = () => {
    if (!window.confirm(active ? s.confirmDeactivate(user.name) : s.confirmReactivate(user.name))) return;
    setActive.mutate(
      { id: user.id, active: !active },
      { onSuccess: () => toast.success(active ? userMessages.userDeactivatedToast : userMessages.userReactivatedToast), onError: toastActionFailed },
    );
  };
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} disabled={setActive.isPending} onClick={toggle}>
      {active ? <UserX aria-hidden="true" className="size-4 text-red-600" /> : <UserCheck aria-hidden="true" className="size-4 text-emerald-700" />}
    </Button>
  );
}
