import { useEffect, useRef, useState } from 'react';
import { TOTP_DIGITS, twoFactorMessages as m } from '@despacha/domain/two-factor-messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useAction } from '../../../lib/use-action.ts';
import type { MeResponse } from '@despacha/domain/contracts/agencies';
import { verifyCodeAndLoadMe } from '../api/sign-in.ts';

type Props = {
  onSignedIn: (me: MeResponse | null) => void;
  onError: (error: unknown) => void;
};

// The /login page's second step (decision 033). Plain state and a regex, no form library or zod:
// the pre-rendered /login entry has a JS budget (decision 003).
export function TwoFactorStep({ onSignedIn, onError }: Props) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const verify = useAction(verifyCodeAndLoadMe, { onSuccess: onSignedIn, onError });

  useEffect(() => input.current?.focus(), [backup]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const problem = !value
      ? backup
        ? m.backupCodeRequired
        : m.codeRequired
      : !backup && !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(value)
        ? m.codeInvalid
        : undefined;
    setError(problem);
    if (!problem) void verify.run({ code: value, backup });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={m.title}>
      <p className="text-sm text-slate-600">{backup ? m.backupStepHint : m.codeStepHint}</p>
      <TextField
        ref={input}
        label={m.codeStepTitle}
        autoComplete="one-time-code"
        inputMode={backup ? 'text' : 'numeric'}
        maxLength={backup ? 32 : TOTP_DIGITS}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={verify.isPending} className="w-full">
        {m.verify}
      </Button>
      <button
        type="button"
        className="self-center text-sm text-primary underline-offset-4 hover:underline"
        onClick={() => {
          setBackup(!backup);
          setCode('');
          setError(undefined);
        }}
      >
        {backup ? m.useApp : m.useBackup}
      </button>
    </form>
  );
}
