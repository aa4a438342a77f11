import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import type { UpdateOwnProfileBody } from '@despacha/domain/contracts/users';
import { roleLabel } from '@despacha/domain/roles';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSignedIn } from '../../../lib/auth.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { toastActionFailed } from '../../../lib/action-failed.ts';
import { useUpdateOwnProfile } from '../api/update-own-profile.ts';
import { myAccountStrings as s } from '../strings.ts';

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<UpdateOwnProfileBody>(() => import('@despacha/domain/contracts/users').then((contracts) => contracts.updateOwnProfileBody));

/**
 * /minha-conta: the user renames themselves and reaches the password change. The route's page
 * puts the other features' cards (two-factor, sessions) after these as children.
 */
export function MyAccountPage({ children }: { children?: ReactNode }) {
  const { me } = useSignedIn();
  const currentName = me.profile.name || me.user.name;
  const update = useUpdateOwnProfile();
  const { register, handleSubmit, setError, reset, formState } = useForm<UpdateOwnProfileBody>({
    resolver: validation.resolver,
    defaultValues: { name: currentName },
  });
  const { errors, isDirty } = formState;
  useLeaveGuard(isDirty);
  const submit = handleSubmit((data) =>
    update.mutate(data, {
      onSuccess: ({ name }) => {
        reset({ name });
        toast.success(s.saved, { description: s.savedDescription(name) });
      },
      onError: (error) => {
        const message = isApiError(error) ? error.fields.name : undefined;
        if (message) setError('name', { type: 'server', message }, { shouldFocus: true });
        toastActionFailed(error);
      },
    }),
  );

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title={s.title} description={s.description} />
      <Card>
        <CardHeader>
          <CardTitle>{s.profileTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-4">
            <TextField label={s.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField label={s.email} value={me.user.email} readOnly hint={s.emailHint} />
            <p className="text-sm text-slate-600">
              {s.role}: <span className="font-medium text-slate-900">{roleLabel(me.profile.role)}</span>
            </p>
            <div>
              <Button type="submit" disabled={update.isPending || !isDirty}>
                {update.isPending ? s.saving : s.save}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{s.passwordTitle}</CardTitle>
          <CardDescription>{s.passwordDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.changePassword.path} className={buttonClasses({ variant: 'outline' })}>
            <KeyRound aria-hidden="true" className="size-4" />
            {s.changePassword}
          </Link>
        </CardContent>
      </Card>
      {children}
    </div>
  );
}
