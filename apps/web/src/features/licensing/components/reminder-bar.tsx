import { reminderLabels as l } from '@despacha/domain/licensing/reminder-messages';
import type { SendRemindersResponse } from '@despacha/domain/licensing/reminders';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSendReminders } from '../api/reminders.ts';
import type { ReminderSelection } from './use-reminder-selection.tsx';
import { useState } from 'react';

/** Above the list: the selection, the honorários quoted, "Enviar lembrete por e-mail" and what came of it. */
export function ReminderBar({ selection }: { selection: ReminderSelection }) {
  const send = useSendReminders();
  const [result, setResult] = useState<SendRemindersResponse | null>(null);
  const [error, setError] = useState('');
  const count = selection.selected.length;
  const submit = () => {
    setError('');
    setResult(null);
    send.mutate(
      { vehicleIds: selection.selected.map((r) => r.vehicleId), honorarios: selection.honorarios },
      {
        onSuccess: (answer) => {
          setResult(answer);
          selection.clear();
        },
        onError: (err) => setError(errorText(err, l.sendFailed, '*')),
      },
    );
  };
  const plateOf = (id: string, placa: string) => displayPlate(placa) || id;
  return (
    <section aria-label={l.sendEmail} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <MaskedTextField
          className="w-48"
          label={l.honorarios}
          name="reminder-honorarios"
          mask="money"
          placeholder="0,00"
          value={selection.honorarios}
          onChange={(e) => selection.setHonorarios(e.target.value)}
          hint={selection.licensingFee === undefined ? undefined : l.fee(selection.licensingFee)}
        />
        <p className="pb-2 text-sm text-slate-600" aria-live="polite">
          {l.selected(count)}
        </p>
        <Button onClick={submit} disabled={count === 0 || send.isPending} className="mb-0.5">
          {send.isPending ? l.sending : l.sendEmail}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {result ? (
        <div role="status" className="text-sm text-slate-800">
          <p>{l.sentSummary(result.sent.length, result.emails)}</p>
          {result.skipped.length ? (
            <>
              <p className="mt-1 font-medium">{l.skippedTitle}</p>
              <ul className="list-disc pl-5">
                {result.skipped.map((s) => (
                  <li key={s.vehicleId}>
                    {plateOf(s.vehicleId, s.placa)}: {s.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
