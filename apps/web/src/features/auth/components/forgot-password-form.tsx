import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { ForgotPasswordRequest } from '@despacha/domain/contracts/auth';
import { authMessages } from '@despacha/domain/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { authErrorText } from '../error-message.ts';
import { authStrings as s } from '../strings.ts';

// zod and the contract load at the form's first key or pointer press, not with the page (decision 009).
const validation = lazyZodResolver<ForgotPasswordRequest>(() => import('@despacha/domain/contracts/auth').then((contracts) => contracts.forgotPasswordRequest));

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });

  const request = useRequestPasswordReset({
    onSuccess: () => {
      toast.success(authMessages.forgotSentTitle, { description: authMessages.forgotSentDescription });
      setSent(true);
    },
    onError: (error) => {
      const description = isApiError(error) ? authErrorText(error, s.forgotFailed) : s.forgotFailed;
      toast.error(authMessages.unexpectedTitle, { description });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.forgotHeading}</CardTitle>
        <CardDescription>{sent ? authMessages.forgotSentDescription : s.forgotDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sent ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">
            {authMessages.forgotSentTitle}
          </p>
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit((values) => request.mutate(values))}
            onKeyDownCapture={validation.preload}
            onPointerDownCapture={validation.preload}
            className="flex flex-col gap-4"
          >
            <TextField
              label={s.email}
              type="email"
              autoComplete="email"
              autoFocus
              placeholder={s.emailPlaceholder}
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" disabled={request.isPending} className="w-full">
              {request.isPending ? s.forgotPending : s.forgotSubmit}
            </Button>
          </form>
        )}
        <Link to={paths.login.path} className="self-center text-sm text-primary underline-offset-4 hover:underline">
          {s.backToLogin}
        </Link>
      </CardContent>
    </Card>
  );
}
