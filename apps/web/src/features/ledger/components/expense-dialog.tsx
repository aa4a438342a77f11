import type { FormEvent } from 'react';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { expenseKinds } from '@despacha/domain/ledger/options';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useLedgerWrite } from '../api/ledger-api.ts';
import { AmountField, DateAndMethod, FormButtons, NoteField, todayIsoBr, useEntryForm } from './entry-form-parts.tsx';

/** Registrar despesa: what the agency paid on the customer's behalf (DUDA, cartório, IPVA, placas). */
export function ExpenseDialog({ serviceId, open, onClose }: { serviceId: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={m.recordExpense}>
      {open ? <ExpenseForm serviceId={serviceId} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ExpenseForm({ serviceId, onDone }: { serviceId: string; onDone: () => void }) {
  const write = useLedgerWrite(serviceId);
  const { values, set, errors, refused } = useEntryForm({ paidOn: todayIsoBr(), kind: '', method: '', amount: '', note: '' });
  // Typed work: Esc, X, a click outside, leaving the page or Sair ask first (the Dialog asks).
  useLeaveGuard(useChangedSinceOpened(values));
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key), error: errors[key] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { kind: 'expense', body: values },
      {
        onSuccess: () => {
          toast.success(m.expenseRecorded);
          onDone();
        },
        onError: refused,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={m.kind}
        name="kind"
        options={expenseKinds}
        placeholder="Selecione"
        requiredMark
        value={values.kind}
        onChange={set('kind')}
        error={errors.kind}
      />
      <DateAndMethod date={field('paidOn')} method={field('method')} />
      <AmountField field={field('amount')} />
      <NoteField label={m.description} field={field('note')} />
      <FormButtons onCancel={onDone} pending={write.isPending} />
    </form>
  );
}
