import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { ResetPasswordRequest } from '@despacha/domain/contracts/auth';
import { authMessages } from '@despacha/domain/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { authErrorText } from '../error-message.ts';
import { authStrings as s } from '../strings.ts';

// zod and the contract load at the form's first key or pointer press, not with the page (decision 009).
const validation = lazyZodResolver<ResetPasswordRequest>(() => import('@despacha/domain/contracts/auth').then((contracts) => contracts.resetPasswordRequest));

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<ResetPasswordRequest>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;

  const reset = useResetPassword({
    onSuccess: () => {
      toast.success(authMessages.resetDoneTitle, { description: authMessages.resetDoneDescription });
      void navigate(paths.login.path, { replace: true });
    },
    onError: (error) => {
      const description = isApiError(error) ? authErrorText(error, authMessages.resetTokenMissing) : s.resetUnexpected;
      toast.error(authMessages.resetFailedTitle, { description });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.resetHeading}</CardTitle>
        <CardDescription>{s.resetDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          noValidate
          onSubmit={handleSubmit((values) => reset.mutate({ newPassword: values.password, token }))}
          onKeyDownCapture={validation.preload}
          onPointerDownCapture={validation.preload}
          className="flex flex-col gap-4"
        >
          <TextField label={s.newPassword} type="password" autoComplete="new-password" autoFocus error={errors.password?.message} {...register('password')} />
          <TextField label={s.confirmPassword} type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
          <Button type="submit" disabled={reset.isPending} className="w-full">
            {reset.isPending ? s.resetPending : s.resetSubmit}
          </Button>
        </form>
        <Link to={paths.login.path} className="self-center text-sm text-primary underline-offset-4 hover:underline">
          {s.backToLogin}
        </Link>
      </CardContent>
    </Card>
  );
}

/** The link came without a token, or the server flagged it (?error=INVALID_TOKEN). */
export function InvalidResetLink() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.resetHeading}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {authMessages.resetTokenMissing}
        </p>
        <Link to={paths.forgotPassword.path} className="self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {s.requestNewLink}
        </Link>
      </CardContent>
    </Card>
  );
}
