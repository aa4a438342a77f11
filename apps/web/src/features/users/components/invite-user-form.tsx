import { useForm } from 'react-hook-form';
import type { InviteUserData, InviteUserRequest } from '@despacha/domain/contracts/users';
import { agencyRoles } from '@despacha/domain/user-options';
import { userMessages } from '@despacha/domain/admin-messages';
import { roleLabels } from '@despacha/domain/roles';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { toastActionFailed } from '../../../lib/action-failed.ts';
import { useInviteAgencyUser } from '../api/invite-agency-user.ts';
import { usersStrings as s } from '../strings.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const empty: InviteUserRequest = { name: '', email: '', phone: '', role: 'user' };
const fieldNames = Object.keys(empty);
const roleOptions = agencyRoles.map((role) => ({ value: role, label: roleLabels[role] }));

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<InviteUserRequest, InviteUserData>(() =>
  import('@despacha/domain/contracts/users').then((contracts) => contracts.inviteUserRequest),
);

/** The dispatcher invites someone: the server sends them a link to choose a password. */
export function InviteUserForm({ onDone }: { onDone: () => void }) {
  const invite = useInviteAgencyUser();
  const { register, handleSubmit, setError, formState } = useForm<InviteUserRequest, unknown, InviteUserData>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const { errors } = formState;
  useLeaveGuard(formState.isDirty);
  const submit = handleSubmit((data) =>
    invite.mutate(data, {
      onSuccess: () => {
        toast.success(userMessages.invitationSent, { description: userMessages.invitationSentDescription });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (fieldNames.includes(field)) setError(field as keyof InviteUserRequest, { type: 'server', message }, { shouldFocus: true });
          }
        }
        toastActionFailed(error);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-4">
      <TextField label={s.fields.name} autoFocus aria-required="true" error={errors.name?.message} {...register('name')} />
      <TextField label={s.fields.email} type="email" aria-required="true" error={errors.email?.message} {...register('email')} />
      <MaskedTextField mask="phone" type="tel" label={s.fields.phone} error={errors.phone?.message} {...register('phone')} />
      <SelectField label={s.fields.role} options={roleOptions} error={errors.role?.message} {...register('role')} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {s.cancel}
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? s.sending : s.sendInvite}
        </Button>
      </div>
    </form>
  );
}
