import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { ChangePasswordForm } from '@despacha/domain/contracts/users';
import { usePlatformName } from '../../../lib/public-settings.ts';
import { userMessages } from '@despacha/domain/admin-messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { toastActionFailed } from '../../../lib/action-failed.ts';
import { useChangePassword } from '../api/change-password.ts';
import { myAccountStrings, passwordStrings as s } from '../strings.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<ChangePasswordForm>(() => import('@despacha/domain/contracts/users').then((contracts) => contracts.changePasswordForm));

/** /trocar-senha: the temporary password is replaced before anything else (also open to any signed-in user). */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const forced = auth.status === 'signed-in' && auth.me.profile.mustChangePassword;
  const change = useChangePassword();
  const platformName = usePlatformName();
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordForm>({
    resolver: validation.resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(userMessages.passwordChangedTitle, { description: userMessages.passwordChangedDescription });
          void navigate(paths.dashboard.path, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error)) {
            for (const [field, message] of Object.entries(error.fields)) {
              if (field === 'currentPassword' || field === 'newPassword') setError(field, { type: 'server', message }, { shouldFocus: true });
            }
          }
          toastActionFailed(error);
        },
      },
    ),
  );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <title>{`${s.title} | ${platformName}`}</title>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{s.title}</CardTitle>
          <CardDescription>{forced ? userMessages.mustChangePassword : s.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-4">
            <TextField
              label={forced ? s.temporaryPassword : s.currentPassword}
              type="password"
              autoComplete="current-password"
              autoFocus
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <TextField label={s.newPassword} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
            <TextField label={s.confirm} type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
            <Button type="submit" disabled={change.isPending} className="w-full">
              {change.isPending ? s.saving : s.submit}
            </Button>
          </form>
          {/* A temporary password must be replaced first: no way out of this page then. */}
          {forced ? null : (
            <Link to={paths.myAccount.path} className="mt-4 block text-center text-sm font-medium text-primary hover:underline">
              {myAccountStrings.backToAccount}
            </Link>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
