import { useState, type FormEvent } from 'react';
import { paymentMessages } from '@despacha/domain/billing/payment-messages';
import { paymentMethodLabels, paymentMethods } from '@despacha/domain/billing/settings';
import type { BillingInvoiceItem } from '@despacha/domain/billing/admin';
import { moneyText } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordPayment } from '../api/billing-api.ts';
import { billingStrings as s } from '../strings.ts';
import { errorText } from '../../../lib/error-text.ts';

const methodOptions = paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }));
const todayIso = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** A payment received outside the provider; the server validates it and says when the invoice is paid. */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: BillingInvoiceItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={s.payment.title}
      description={invoice ? s.payment.description(invoice.number, invoice.clientName) : undefined}
    >
      {invoice ? <RecordPaymentForm key={invoice.id} invoice={invoice} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RecordPaymentForm({ invoice, onDone }: { invoice: BillingInvoiceItem; onDone: () => void }) {
  const record = useRecordPayment();
  const p = s.payment;
  // The balance is what is usually paid: offered, editable.
  const [values, setValues] = useState({
    method: '',
    paidOn: todayIso(),
    amountCents: moneyText(Math.max(0, invoice.amountCents - invoice.paidCents)),
    reference: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useLeaveGuard(useChangedSinceOpened(values));
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { invoiceId: invoice.id, body: values },
      {
        onSuccess: (answer) => {
          toast.success(answer.invoiceStatus === 'paid' ? paymentMessages.invoicePaid : paymentMessages.recorded);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fields);
          toast.error(errorText(error, paymentMessages.recordFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={p.method}
        name="method"
        options={methodOptions}
        placeholder={p.chooseMethod}
        value={values.method}
        onChange={set('method')}
        error={errors.method}
        requiredMark
      />
      <DateField label={p.paidOn} name="paidOn" value={values.paidOn} onChange={(paidOn) => setValues((v) => ({ ...v, paidOn }))} error={errors.paidOn} />
      <TextField
        label={p.amount}
        name="amountCents"
        inputMode="decimal"
        maxLength={24}
        value={values.amountCents}
        onChange={set('amountCents')}
        error={errors.amountCents}
      />
      <TextField label={p.reference} name="reference" maxLength={100} value={values.reference} onChange={set('reference')} error={errors.reference} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {p.close}
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? p.saving : p.save}
        </Button>
      </div>
    </form>
  );
}
