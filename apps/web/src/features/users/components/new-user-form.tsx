import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Copy, KeyRound } from 'lucide-react';
import type { CreateUserData, CreateUserRequest } from '@despacha/domain/contracts/admin';
import { adminMessages } from '@despacha/domain/admin-messages';
import { roleLabel, roleLabels, roles } from '@despacha/domain/roles';
import { generateTemporaryPassword } from '@despacha/domain/rules/temporary-password';
import { leaveWithoutAsking, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useUserClients } from '../api/get-user-clients.ts';
import { usersStrings as s } from '../strings.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../../lib/error-text.ts';

const empty: CreateUserRequest = { name: '', email: '', phone: '', role: '', clientId: '', temporaryPassword: '' };
const fieldNames = Object.keys(empty) as (keyof CreateUserRequest)[];
const isFieldName = (key: string): key is keyof CreateUserRequest => (fieldNames as string[]).includes(key);
const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<CreateUserRequest, CreateUserData>(() =>
  import('@despacha/domain/contracts/admin').then((contracts) => contracts.createUserRequest),
);

/** /admin/users/new: a real user with the temporary password generated here. */
export function NewUserForm() {
  const navigate = useNavigate();
  const clients = useUserClients();
  const create = useCreateUser();
  // Configurações > Segurança: a longer password, or one with a special character, when required.
  const policy = usePublicSettings()?.passwordPolicy;
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<CreateUserRequest, unknown, CreateUserData>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const { errors } = formState;
  const role = watch('role');
  const password = watch('temporaryPassword');
  useLeaveGuard(formState.isDirty);
  const clientOptions = (clients.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${s.seats(c.seatsUsed, c.seatsTotal)})` }));

  const submit = handleSubmit(
    (data) =>
      create.mutate(data, {
        onSuccess: (created) => {
          toast.success(adminMessages.userCreated, { description: s.createdDescription(created.name, created.clientName, roleLabel(created.role)) });
          leaveWithoutAsking(() => void navigate(paths.adminUsers.path));
        },
        onError: (error) => {
          if (!isApiError(error)) return toast.error(s.createFailed);
          for (const [field, message] of Object.entries(error.fields)) {
            if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
          }
          toast.error(adminMessages.error, { description: errorText(error, s.createFailed) });
        },
      }),
    // Spec §5: one toast for missing fields, another when the password was not generated.
    (invalid) => {
      const required = ['name', 'email', 'role', 'clientId'].some((f) => invalid[f as keyof CreateUserRequest]?.message === adminMessages.userRequired);
      if (required) toast.error(adminMessages.error, { description: adminMessages.userRequired });
      else if (invalid.temporaryPassword) toast.error(adminMessages.error, { description: adminMessages.userPasswordMissing });
    },
  );

  const generate = () => setValue('temporaryPassword', generateTemporaryPassword(undefined, policy), { shouldValidate: true });
  const copy = async () => {
    await navigator.clipboard?.writeText(password ?? '');
    toast.success(s.copied);
  };

  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-5">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label={s.fields.name} autoFocus aria-required="true" autoComplete="off" error={errors.name?.message} {...register('name')} />
            <TextField label={s.fields.email} type="email" aria-required="true" autoComplete="off" error={errors.email?.message} {...register('email')} />
            <MaskedTextField mask="phone" type="tel" label={s.fields.phone} error={errors.phone?.message} {...register('phone')} />
            <SelectField label={s.fields.role} requiredMark placeholder={s.select} options={roleOptions} error={errors.role?.message} {...register('role')} />
            <SelectField
              label={s.fields.client}
              requiredMark={role !== 'admin'}
              placeholder={s.select}
              options={clientOptions}
              disabled={role === 'admin'}
              hint={role === 'admin' ? s.adminNoClient : undefined}
              error={errors.clientId?.message}
              className="sm:col-span-2"
              {...register('clientId')}
            />
          </div>
          <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-4">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField
                label={s.fields.temporaryPassword}
                readOnly
                className="flex-1"
                inputMode="none"
                error={errors.temporaryPassword?.message}
                hint={password ? s.passwordHint : undefined}
                {...register('temporaryPassword')}
              />
              <div className="flex gap-2 sm:pb-0.5">
                <Button variant="outline" onClick={generate}>
                  <KeyRound aria-hidden="true" className="size-4" />
                  {s.generatePassword}
                </Button>
                <Button variant="ghost" size="icon" aria-label={s.copyPassword} disabled={!password} onClick={() => void copy()}>
                  <Copy aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => void navigate(paths.adminUsers.path)}>
              {s.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? s.saving : s.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
