import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { twoFactorMessages as m } from '@despacha/domain/two-factor-messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadBackupCodes, drawQr, secretOf, startEnrolment, useConfirmEnrolment, useDisableTwoFactor, useTwoFactorStatus, type Enrolment } from '../api.ts';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : m.codeInvalid);

/** "Minha conta": turn two-factor on (QR code, key, first code, backup codes shown once) or off with the password. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const confirm = useConfirmEnrolment();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [enrolment, setEnrolment] = useState<(Enrolment & { svg: string }) | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (!password) return setError(m.passwordRequired);
    setBusy(true);
    try {
      const started = await startEnrolment(password);
      const { svg } = await drawQr(started.totpURI);
      setEnrolment({ ...started, svg });
      setPassword('');
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const finish = () => {
    if (!/^\d{6}$/.test(code.trim())) return setError(m.codeInvalid);
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        setBackupCodes(enrolment!.backupCodes);
        setEnrolment(null);
        setCode('');
        setError(undefined);
        toast.success(m.enabled);
      },
      onError: (e) => setError(messageOf(e)),
    });
  };

  const turnOff = () => {
    if (!password) return setError(m.passwordRequired);
    disable.mutate(password, {
      onSuccess: () => {
        setPassword('');
        setError(undefined);
        toast.success(m.disabled);
      },
      onError: (e) => setError(messageOf(e)),
    });
  };

  const on = status.data === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {m.title} · {status.isPending ? '…' : on ? m.statusOn : m.statusOff}
        </CardTitle>
        <CardDescription>{m.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {backupCodes ? (
          <section aria-label={m.backupTitle} className="flex flex-col gap-3">
            <p className="text-sm text-slate-600">{m.backupHint}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
              {backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => downloadBackupCodes(backupCodes, m.backupTitle)}>
                {m.backupDownload}
              </Button>
              <Button onClick={() => setBackupCodes(null)}>{m.backupDone}</Button>
            </div>
          </section>
        ) : enrolment ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600">{m.scanHint}</p>
            <img alt={m.qrAlt} className="size-48" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.svg)}`} />
            <TextField label={m.secretLabel} value={secretOf(enrolment.totpURI)} readOnly className="font-mono" />
            <TextField
              label={m.codeStepTitle}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              error={error}
              onChange={(e) => setCode(e.target.value)}
            />
            <div>
              <Button onClick={finish} disabled={confirm.isPending}>
                {m.confirm}
              </Button>
            </div>
          </div>
        ) : status.isPending ? null : (
          <div className="flex flex-col gap-3">
            <TextField
              label={m.password}
              type="password"
              autoComplete="current-password"
              hint={on ? m.disableHint : undefined}
              value={password}
              error={error}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div>
              {on ? (
                <Button variant="outline" onClick={turnOff} disabled={disable.isPending}>
                  {m.disable}
                </Button>
              ) : (
                <Button onClick={() => void start()} disabled={busy}>
                  <ShieldCheck aria-hidden="true" className="size-4" />
                  {m.enable}
                </Button>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
