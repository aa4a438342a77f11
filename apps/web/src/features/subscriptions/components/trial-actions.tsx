import { useState, type FormEvent } from 'react';
import { billingMessages as m } from '@despacha/domain/billing/messages';
import { TRIAL_EXTEND_DAYS_MAX } from '@despacha/domain/billing/periods';
import type { TrialResponse } from '@despacha/domain/contracts/subscription-metrics';
import { TEXT } from '@despacha/domain/limits';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useConvertTrial, useExtendTrial } from '../api/billing-actions.ts';
import { actionErrorText } from './billing-action-error.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

/** Converter and Estender of a trial that has not been converted yet. */
export function TrialActions({ trial }: { trial: TrialResponse }) {
  const [confirming, setConfirming] = useState(false);
  const [extending, setExtending] = useState(false);
  const convert = useConvertTrial();
  if (trial.status === 'converted') return null;

  const onConvert = () =>
    convert.mutate(trial.clientId, {
      onSuccess: (r) => {
        setConfirming(false);
        toast.success(m.convertedTitle, { description: m.convertedDescription(r.number) });
      },
      onError: (e) => toast.error(m.convertTitle, { description: actionErrorText(e) }),
    });

  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" onClick={() => setConfirming(true)} aria-label={`${m.convertAction} ${trial.clientName}`}>
        {m.convertAction}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setExtending(true)} aria-label={`${m.extendAction} ${trial.clientName}`}>
        {m.extendAction}
      </Button>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.convertTitle}
        description={m.convertConfirm(trial.clientName)}
        action={m.convertAction}
        pendingLabel={m.saving}
        pending={convert.isPending}
        onConfirm={onConvert}
      />
      {extending ? <ExtendDialog trial={trial} onClose={() => setExtending(false)} /> : null}
    </div>
  );
}

function ExtendDialog({ trial, onClose }: { trial: TrialResponse; onClose: () => void }) {
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});
  const extend = useExtendTrial();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // zod and the contract load on submit, not with the screen (decision 009).
    const { trialExtendBody } = await import('@despacha/domain/billing/trials');
    const parsed = trialExtendBody.safeParse({ days: days.trim() === '' ? undefined : Number(days), reason });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({ days: issues.find((i) => i.path[0] === 'days')?.message, reason: issues.find((i) => i.path[0] === 'reason')?.message });
      return;
    }
    setErrors({});
    extend.mutate(
      { agencyId: trial.clientId, ...parsed.data },
      {
        onSuccess: (r) => {
          onClose();
          toast.success(m.extendedTitle, { description: m.extendedDescription(formatDate(r.trialEndsAt)) });
        },
        onError: (err) => toast.error(m.extendTitle, { description: actionErrorText(err) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={m.extendTitle} description={trial.clientName} dirty={days !== '' || reason !== ''}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={m.extendDaysLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={TRIAL_EXTEND_DAYS_MAX}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={errors.days}
        />
        <TextareaField
          label={m.extendReasonLabel}
          maxLength={TEXT.note}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={extend.isPending}>
            {m.keep}
          </Button>
          <Button type="submit" disabled={extend.isPending}>
            {extend.isPending ? m.saving : m.extendAction}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
