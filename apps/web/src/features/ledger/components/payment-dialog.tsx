import { useState, type FormEvent } from 'react';
import type { LedgerResponse } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { moneyMessages as mm } from '@despacha/domain/money/messages';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { moneyText, parseMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useLedgerWrite } from '../api/ledger-api.ts';
import { AmountField, DateAndMethod, FormButtons, NoteField, todayIsoBr, useEntryForm } from './entry-form-parts.tsx';

type Props = { ledger: LedgerResponse; meId: string; open: boolean; onClose: () => void };

/** Registrar pagamento: the open balance is offered as the amount, the signed-in user as receiver. */
export function PaymentDialog({ ledger, meId, open, onClose }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={m.recordPayment}>
      {open ? <PaymentForm ledger={ledger} meId={meId} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PaymentForm({ ledger, meId, onDone }: { ledger: LedgerResponse; meId: string; onDone: () => void }) {
  const write = useLedgerWrite(ledger.service.id);
  const { values, set, errors, setErrors, refused } = useEntryForm({
    paidOn: todayIsoBr(),
    method: '',
    amount: ledger.service.balance > 0 ? moneyText(ledger.service.balance) : '',
    receivedBy: ledger.staff.some((u) => u.id === meId) ? meId : '',
    note: '',
  });
  // Typed work: Esc, X, a click outside, leaving the page or Sair ask first (the Dialog asks).
  useLeaveGuard(useChangedSinceOpened(values));
  // The server refused a payment beyond the balance: the user confirms the credit or fixes the amount.
  const [asking, setAsking] = useState<{ paid: number; total: number; credit: number } | null>(null);

  const send = (confirmOverpayment: boolean) =>
    write.mutate(
      { kind: 'payment', body: { ...values, confirmOverpayment } },
      {
        onSuccess: () => {
          toast.success(m.paymentRecorded);
          onDone();
        },
        onError: (error) => {
          if (refused(error) !== 'OVERPAYMENT') return;
          const { service } = ledger;
          const after = serviceMoney({ ...service, valorPago: service.paid + (parseMoney(values.amount) ?? 0) });
          setErrors({});
          setAsking({ paid: after.paid, total: after.total, credit: after.credit - service.credit });
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key), error: errors[key] });

  if (asking) {
    return (
      <div className="flex flex-col gap-4" role="alertdialog" aria-label={mm.overpaymentTitle}>
        <p className="text-sm font-semibold text-slate-900">{mm.overpaymentTitle}</p>
        <p className="text-sm text-slate-700">{mm.overpayment(asking.paid, asking.total)}</p>
        <p className="text-sm font-medium text-slate-900">{mm.overpaymentQuestion(asking.credit)}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setAsking(null)}>
            {mm.fixPaid}
          </Button>
          <Button onClick={() => send(true)} disabled={write.isPending}>
            {mm.confirmCredit}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DateAndMethod date={field('paidOn')} method={field('method')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField field={field('amount')} />
        <SelectField
          label={m.receivedBy}
          name="receivedBy"
          options={ledger.staff.map((u) => ({ value: u.id, label: u.name }))}
          value={values.receivedBy}
          onChange={set('receivedBy')}
          error={errors.receivedBy}
        />
      </div>
      <NoteField label={m.note} field={field('note')} />
      <FormButtons onCancel={onDone} pending={write.isPending} />
    </form>
  );
}
