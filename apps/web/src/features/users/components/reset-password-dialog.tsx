import type { AdminUserItem } from '@despacha/domain/contracts/users';
import { userMessages } from '@despacha/domain/admin-messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { toastActionFailed } from '../../../lib/action-failed.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { usersStrings as s } from '../strings.ts';

type ResetPasswordDialogProps = { user: Pick<AdminUserItem, 'id' | 'name' | 'email'> | null; onClose: () => void };

/** "Redefinir senha" sends a mail the user will act on: the admin confirms whom it goes to first. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const reset = useResetUserPassword();
  const c = s.resetConfirm;
  const send = () => {
    if (!user) return;
    reset.mutate(user.id, {
      onSuccess: () => {
        toast.success(userMessages.passwordResetSent, { description: s.resetSentDescription(user.email) });
        onClose();
      },
      onError: toastActionFailed,
    });
  };
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !reset.isPending && onClose()}
      title={c.title}
      description={user ? c.description(user.name, user.email) : undefined}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={reset.isPending}>
          {c.cancel}
        </Button>
        <Button variant="danger" onClick={send} disabled={reset.isPending}>
          {reset.isPending ? c.sending : c.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
