import type { FormEvent } from 'react';
import type { LedgerResponse } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { moneyText } from '@despacha/domain/validators/money';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useLedgerWrite } from '../api/ledger-api.ts';
import { AmountField, DateAndMethod, FormButtons, NoteField, todayIsoBr, useEntryForm } from './entry-form-parts.tsx';

type Props = { ledger: LedgerResponse; open: boolean; onClose: () => void };

/** Devolver crédito (decision 059): money out of the caixa to the customer; the whole credit is offered. */
export function RefundDialog({ ledger, open, onClose }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={m.refundTitle} description={m.refundDescription(ledger.service.credit)}>
      {open ? <RefundForm ledger={ledger} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RefundForm({ ledger, onDone }: { ledger: LedgerResponse; onDone: () => void }) {
  const write = useLedgerWrite(ledger.service.id);
  const { values, set, errors, refused } = useEntryForm({ paidOn: todayIsoBr(), method: '', amount: moneyText(ledger.service.credit), note: '' });
  // Typed work: Esc, X, a click outside, leaving the page or Sair ask first (the Dialog asks).
  useLeaveGuard(useChangedSinceOpened(values));
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key), error: errors[key] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { kind: 'refund', body: values },
      {
        onSuccess: () => {
          toast.success(m.refundRecorded);
          onDone();
        },
        onError: refused,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DateAndMethod date={field('paidOn')} method={field('method')} methodLabel={m.refundMethod} />
      <AmountField field={field('amount')} />
      <NoteField label={m.note} field={field('note')} />
      <FormButtons onCancel={onDone} pending={write.isPending} />
    </form>
  );
}
