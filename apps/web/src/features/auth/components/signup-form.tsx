import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { SignupRequest } from '@despacha/domain/contracts/auth';
import { authMessages } from '@despacha/domain/messages';
import { settingsMessages } from '@despacha/domain/settings/messages';
import { passwordPolicyHint } from '@despacha/domain/settings/password-policy';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useAction } from '../../../lib/use-action.ts';
import { signUp as createAccount } from '../api/sign-up.ts';
import { authErrorText } from '../error-message.ts';
import { authStrings as s } from '../strings.ts';

const emptyForm: SignupRequest = { name: '', email: '', password: '' };
const validation = lazyZodResolver<SignupRequest>(() => import('@despacha/domain/contracts/auth').then((contracts) => contracts.signupRequest));

export function SignupForm() {
  const { register, handleSubmit, reset, formState } = useForm<SignupRequest>({
    resolver: validation.resolver,
    defaultValues: emptyForm,
  });
  const { errors } = formState;
  // Configurações: the password rules as the hint, and a notice while sign-up is closed.
  const settings = usePublicSettings();

  const signUp = useAction(createAccount, {
    onSuccess: () => {
      toast.success(authMessages.signupSuccessTitle, { description: authMessages.signupSuccessDescription });
      reset(emptyForm);
    },
    onError: (error) => {
      const description = isApiError(error) ? authErrorText(error, authMessages.signupFailedDefault) : authMessages.unexpectedSignup;
      toast.error(authMessages.signupFailedTitle, { description });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => void signUp.run(values))}
      onKeyDownCapture={validation.preload}
      onPointerDownCapture={validation.preload}
      className="flex flex-col gap-4"
    >
      {settings?.newRegistrations === false ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {settingsMessages.registrationsClosed}
        </p>
      ) : null}
      <TextField label={s.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={s.email} type="email" autoComplete="email" placeholder={s.emailPlaceholder} error={errors.email?.message} {...register('email')} />
      <TextField
        label={s.password}
        type="password"
        autoComplete="new-password"
        hint={settings ? passwordPolicyHint(settings.passwordPolicy) : s.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? s.signupPending : s.signupSubmit}
      </Button>
    </form>
  );
}
