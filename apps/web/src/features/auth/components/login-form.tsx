import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { LoginRequest } from '@despacha/domain/contracts/auth';
import { authMessages } from '@despacha/domain/messages';
import { isAdmin } from '@despacha/domain/roles';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignIn } from '../api/sign-in.ts';
import { authErrorText } from '../error-message.ts';
import { authStrings as s } from '../strings.ts';

const validation = lazyZodResolver<LoginRequest>(() =>
  import('@despacha/domain/contracts/auth').then((contracts) => contracts.loginRequest),
);

export function LoginForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, setFocus, formState } = useForm<LoginRequest>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const signIn = useSignIn({
    onSuccess: (me) => {
      const suffix = isAdmin(me?.profile.role) ? authMessages.loginSuccessAdminSuffix : '';
      toast.success(authMessages.loginSuccessTitle, { description: authMessages.loginSuccessDescription + suffix });
      void navigate(paths.dashboard.path, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error)) {
        toast.error(authMessages.loginFailedTitle, { description: authErrorText(error, authMessages.loginFailedDefault) });
      } else {
        toast.error(authMessages.unexpectedTitle, { description: authMessages.unexpectedLogin });
      }
    },
  });

  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => signIn.mutate(values))}
      onKeyDownCapture={validation.preload}
      onPointerDownCapture={validation.preload}
      className="flex flex-col gap-4"
    >
      <TextField
        label={s.email}
        type="email"
        autoComplete="email"
        placeholder={s.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={s.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? s.loginPending : s.loginSubmit}
      </Button>
      <Link to={paths.forgotPassword.path} className="self-center text-sm text-primary underline-offset-4 hover:underline">
        {s.forgotLink}
      </Link>
    </form>
  );
}
