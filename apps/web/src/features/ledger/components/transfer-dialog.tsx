import { useState, type FormEvent } from 'react';
import type { LedgerResponse } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { moneyMessages as mm } from '@despacha/domain/money/messages';
import { moneyText } from '@despacha/domain/validators/money';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreditTargets, useLedgerWrite } from '../api/ledger-api.ts';
import { AmountField, EntryDateField, FormButtons, NoteField, todayIsoBr, useEntryForm } from './entry-form-parts.tsx';

type Props = { ledger: LedgerResponse; open: boolean; onClose: () => void };

/**
 * Transferir crédito (decision 059): the credit counts as paid on another open service of the same
 * owner. No money moves, so there is no method; beyond the target's balance the server asks first.
 */
export function TransferDialog({ ledger, open, onClose }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={m.transferTitle} description={m.transferDescription(ledger.service.credit)}>
      {open ? <TransferForm ledger={ledger} onDone={onClose} /> : null}
    </Dialog>
  );
}

function TransferForm({ ledger, onDone }: { ledger: LedgerResponse; onDone: () => void }) {
  const targets = useCreditTargets(ledger.service.id);
  const write = useLedgerWrite(ledger.service.id);
  const { values, set, errors, setErrors, refused } = useEntryForm({
    toServiceId: '',
    paidOn: todayIsoBr(),
    amount: moneyText(ledger.service.credit),
    note: '',
  });
  // Typed work: Esc, X, a click outside, leaving the page or Sair ask first (the Dialog asks).
  useLeaveGuard(useChangedSinceOpened(values));
  // The server's "paid beyond the target's total": the user transfers anyway or fixes the amount.
  const [asking, setAsking] = useState<string | null>(null);

  const send = (confirmOverpayment: boolean) =>
    write.mutate(
      { kind: 'transfer', body: { ...values, confirmOverpayment } },
      {
        onSuccess: () => {
          toast.success(m.transferRecorded);
          onDone();
        },
        onError: (error) => {
          if (refused(error) !== 'OVERPAYMENT' || !isApiError(error)) return;
          setErrors({});
          setAsking(error.message);
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key), error: errors[key] });

  if (targets.isPending) return <Spinner label={m.loadingTargets} />;
  const services = targets.data?.services ?? [];
  if (services.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{targets.isError ? m.loadFailed : m.noTargets}</p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onDone}>
            {m.cancel}
          </Button>
        </div>
      </div>
    );
  }
  if (asking) {
    return (
      <div className="flex flex-col gap-4" role="alertdialog" aria-label={mm.overpaymentTitle}>
        <p className="text-sm font-semibold text-slate-900">{mm.overpaymentTitle}</p>
        <p className="text-sm text-slate-700">{asking}</p>
        <p className="text-sm font-medium text-slate-900">{m.transferOverpaymentQuestion}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setAsking(null)}>
            {m.fixAmount}
          </Button>
          <Button onClick={() => send(true)} disabled={write.isPending}>
            {m.confirmTransfer}
          </Button>
        </div>
      </div>
    );
  }
  const options = services.map((s) => ({ value: s.id, label: m.targetOption(s.number, s.label, displayPlate(s.placa), s.balance, s.feeUnknown) }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={m.targetService}
        name="toServiceId"
        options={options}
        placeholder="Selecione"
        requiredMark
        value={values.toServiceId}
        onChange={set('toServiceId')}
        error={errors.toServiceId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <EntryDateField date={field('paidOn')} />
        <AmountField field={field('amount')} />
      </div>
      <NoteField label={m.note} field={field('note')} />
      <FormButtons onCancel={onDone} pending={write.isPending} />
    </form>
  );
}
