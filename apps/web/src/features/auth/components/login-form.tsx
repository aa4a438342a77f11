import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { LoginRequest } from '@despacha/domain/contracts/auth';
import { authMessages } from '@despacha/domain/messages';
import { welcomeMessage } from '@despacha/domain/settings/messages';
import { platformNameNow } from '../../../lib/public-settings.ts';
import { isAdmin } from '@despacha/domain/roles';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useAction } from '../../../lib/use-action.ts';
import { TWO_FACTOR_PENDING, signInAndLoadMe } from '../api/sign-in.ts';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { AuthLink, useAuthNavigation } from '../auth-navigation.tsx';
import { authErrorText } from '../error-message.ts';
import { authStrings as s } from '../strings.ts';

/** The account-wide slowdown's code (apps/server/src/lib/login-lockout.ts). */
const SIGN_IN_SLOWED = 'SIGN_IN_SLOWED';

// Loaded only when an account with two-factor signs in: /login's first load stays as it was (decision 003).
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })));

const validation = lazyZodResolver<LoginRequest>(() => import('@despacha/domain/contracts/auth').then((contracts) => contracts.loginRequest));

export function LoginForm() {
  const navigation = useAuthNavigation();
  const { register, handleSubmit, setFocus, formState } = useForm<LoginRequest>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const [codeStep, setCodeStep] = useState(false);
  // A slowed account (decision 052) says when to try again and where the unlock link went: that
  // stays on screen after the toast is gone.
  const [slowed, setSlowed] = useState<string | null>(null);
  const signedIn = (me: MeResponse | null) => {
    const suffix = isAdmin(me?.profile.role) ? authMessages.loginSuccessAdminSuffix : '';
    void platformNameNow().then((name) => toast.success(authMessages.loginSuccessTitle, { description: welcomeMessage(name) + suffix }));
    navigation.signedIn(me);
  };
  const failed = (error: unknown) => {
    if (isApiError(error)) {
      const text = authErrorText(error, authMessages.loginFailedDefault);
      toast.error(authMessages.loginFailedTitle, { description: text });
      setSlowed(error.code === SIGN_IN_SLOWED ? text : null);
      // The pending sign-in expired or ran out of attempts: back to e-mail and password.
      if (error.code === 'INVALID_TWO_FACTOR_COOKIE' || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') setCodeStep(false);
    } else {
      toast.error(authMessages.unexpectedTitle, { description: authMessages.unexpectedLogin });
    }
  };
  const signIn = useAction(signInAndLoadMe, {
    onSuccess: (me) => (me === TWO_FACTOR_PENDING ? setCodeStep(true) : signedIn(me)),
    onError: failed,
  });

  useEffect(() => {
    if (!codeStep) setFocus('email');
  }, [setFocus, codeStep]);

  if (codeStep) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep onSignedIn={signedIn} onError={failed} />
      </Suspense>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setSlowed(null);
        void signIn.run(values);
      })}
      onKeyDownCapture={validation.preload}
      onPointerDownCapture={validation.preload}
      className="flex flex-col gap-4"
    >
      <TextField label={s.email} type="email" autoComplete="email" placeholder={s.emailPlaceholder} error={errors.email?.message} {...register('email')} />
      <TextField label={s.password} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {slowed && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {slowed}
        </p>
      )}
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? s.loginPending : s.loginSubmit}
      </Button>
      <AuthLink to={paths.forgotPassword.path} className="self-center text-sm text-primary underline-offset-4 hover:underline">
        {s.forgotLink}
      </AuthLink>
    </form>
  );
}
