import { useState, type FormEvent } from 'react';
import { agencyToday } from '@despacha/domain/agency-calendar';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { ledgerMessages as lm } from '@despacha/domain/ledger/messages';
import { ledgerPaymentMethods } from '@despacha/domain/ledger/options';
import { TEXT } from '@despacha/domain/limits';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useSettleCommissions } from '../api/settle-commissions.ts';
import { commissionStrings as s } from '../strings.ts';

export type SettleTarget = { originId: string; serviceIds: string[]; totalCents: number };

type Props = { target: SettleTarget | null; receive: boolean; onClose: () => void; onSettled: () => void };

/** Registrar pagamento (or recebimento): the chosen services' commissions on one day, one method. */
export function SettleDialog({ target, receive, onClose, onSettled }: Props) {
  const title = target ? m.settleTitle(target.serviceIds.length) : '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={title}
      description={target ? formatMoney(target.totalCents) : undefined}
    >
      {target ? <SettleForm target={target} receive={receive} onCancel={onClose} onSettled={onSettled} /> : null}
    </Dialog>
  );
}

function SettleForm({ target, receive, onCancel, onSettled }: { target: SettleTarget; receive: boolean; onCancel: () => void; onSettled: () => void }) {
  const settle = useSettleCommissions();
  const [values, setValues] = useState({ paidOn: agencyToday(), method: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Typed work: Esc, X, a click outside, leaving the page or Sair ask first (the Dialog asks).
  useLeaveGuard(useChangedSinceOpened(values));
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.method) return setErrors({ method: lm.methodRequired });
    if (!values.paidOn) return setErrors({ paidOn: lm.dateRequired });
    const count = target.serviceIds.length;
    settle.mutate(
      {
        originId: target.originId,
        serviceIds: target.serviceIds,
        paidOn: values.paidOn,
        method: values.method as (typeof ledgerPaymentMethods)[number]['value'],
        note: values.note,
      },
      {
        onSuccess: () => {
          toast.success(m.settled(count));
          onSettled();
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fields);
          toast.error(errorText(error, s.settleFailed));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={lm.paidOn}
          name="paidOn"
          min="2000-01-01"
          max={agencyToday()}
          required
          value={values.paidOn}
          onChange={set('paidOn')}
          error={errors.paidOn}
        />
        <SelectField
          label={lm.method}
          name="method"
          options={ledgerPaymentMethods}
          placeholder={s.select}
          requiredMark
          value={values.method}
          onChange={(e) => set('method')(e.target.value)}
          error={errors.method}
        />
      </div>
      <TextareaField
        label={lm.note}
        name="note"
        rows={2}
        maxLength={TEXT.note}
        value={values.note}
        onChange={(e) => set('note')(e.target.value)}
        error={errors.note}
      />
      {errors.serviceIds ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.serviceIds}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button type="submit" disabled={settle.isPending}>
          {receive ? m.receive : m.pay}
        </Button>
      </div>
    </form>
  );
}
