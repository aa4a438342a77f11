import { useState, type FormEvent } from 'react';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { ledgerPaymentMethods } from '@despacha/domain/ledger/options';
import { TEXT } from '@despacha/domain/limits';
import { parseBrDate, todayBr } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { errorText } from '../../../lib/error-text.ts';

// What the ledger's forms share: date, method, amount, note, and how a refusal shows.

/** Today in São Paulo as ISO: the default date and the date input's upper bound. */
export const todayIsoBr = () => parseBrDate(todayBr())!;

export type Values = Record<string, string>;

/** Form state as typed, with the server's per-field messages under each field. */
export function useEntryForm<V extends Values>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof V) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  /** Shows the refusal: field messages under their fields, the message in a toast. Returns the error code. */
  const refused = (error: unknown): string => {
    if (isApiError(error)) setErrors(error.fields);
    toast.error(errorText(error, m.saveFailed));
    return isApiError(error) ? error.code : '';
  };
  return { values, set, errors, setErrors, refused };
}

type Field = { value: string; onChange: (e: { target: { value: string } }) => void; error: string | undefined };

/** The entry's day: from 01/01/2000 to today in São Paulo, as the contract bounds it. */
export function EntryDateField({ date }: { date: Field }) {
  return (
    <DateField
      label={m.paidOn}
      name="paidOn"
      min="2000-01-01"
      max={todayIsoBr()}
      required
      value={date.value}
      onChange={(paidOn) => date.onChange({ target: { value: paidOn } })}
      error={date.error}
    />
  );
}

export function DateAndMethod({ date, method, methodLabel = m.method }: { date: Field; method: Field; methodLabel?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <EntryDateField date={date} />
      <SelectField
        label={methodLabel}
        name="method"
        options={ledgerPaymentMethods}
        placeholder="Selecione"
        requiredMark
        value={method.value}
        onChange={method.onChange}
        error={method.error}
      />
    </div>
  );
}

export function AmountField({ field }: { field: Field }) {
  return (
    <MaskedTextField
      label={m.amount}
      name="amount"
      mask="money"
      placeholder="0,00"
      required
      value={field.value}
      onChange={field.onChange}
      error={field.error}
    />
  );
}

export function NoteField({ label, field }: { label: string; field: Field }) {
  return <TextareaField label={label} name="note" rows={2} maxLength={TEXT.note} value={field.value} onChange={field.onChange} error={field.error} />;
}

export function FormButtons({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        {m.cancel}
      </Button>
      <Button type="submit" disabled={pending}>
        {m.save}
      </Button>
    </div>
  );
}

export type Submit = (event: FormEvent) => void;
