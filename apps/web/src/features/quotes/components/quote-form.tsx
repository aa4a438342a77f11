import { useState, type FormEvent } from 'react';
import { amountText } from '@despacha/domain/money/fee-display';
import { Plus, Trash2 } from 'lucide-react';
import type { QuoteResponse } from '@despacha/domain/quotes/contracts';
import { QUOTE_DEFAULT_VALID_DAYS, QUOTE_EXTRAS_MAX, quoteMessages as m } from '@despacha/domain/quotes/messages';
import { TEXT } from '@despacha/domain/limits';
import { maskCpfCnpj, maskPhone, maskPlate } from '@despacha/domain/masks';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { moneyText, parseMoney } from '@despacha/domain/validators/money';
import { parseBrDate, todayBr } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useQuoteWrite, useServiceCatalog } from '../api/quotes-api.ts';
import { errorText } from '../../../lib/error-text.ts';

type Extra = { label: string; amount: string };
type Values = {
  customerName: string;
  customerDocument: string;
  customerPhone: string;
  customerEmail: string;
  plate: string;
  serviceType: string;
  detranFee: string;
  honorarios: string;
  validUntil: string;
  note: string;
};

/** Today + the default validity, as the date input's ISO value (the server applies the same default). */
function defaultValidity(): string {
  const d = new Date(`${parseBrDate(todayBr())!}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + QUOTE_DEFAULT_VALID_DAYS);
  return d.toISOString().slice(0, 10);
}

const money = (cents: number) => (cents ? moneyText(cents) : '');

function initialValues(q: QuoteResponse | null): Values {
  return {
    customerName: q?.customerName ?? '',
    customerDocument: maskCpfCnpj(q?.customerDocument ?? ''),
    customerPhone: maskPhone(q?.customerPhone ?? ''),
    customerEmail: q?.customerEmail ?? '',
    plate: maskPlate(q?.plate ?? ''),
    serviceType: q?.serviceType ?? '',
    // A fee "a confirmar" (null) stays blank: the form asks for it.
    detranFee: q?.detranFee == null ? '' : moneyText(q.detranFee),
    honorarios: money(q?.honorarios ?? 0),
    validUntil: q?.validUntil ?? defaultValidity(),
    note: q?.note ?? '',
  };
}

const cents = (typed: string) => Math.max(0, parseMoney(typed) ?? 0);

/** Novo orçamento / editing one: the DETRAN fee comes from the catalog's current year and stays editable. */
export function QuoteForm({ quote, onSaved, onCancel }: { quote: QuoteResponse | null; onSaved: (saved: QuoteResponse) => void; onCancel: () => void }) {
  const catalog = useServiceCatalog();
  const write = useQuoteWrite();
  const [values, setValues] = useState(() => initialValues(quote));
  const [extras, setExtras] = useState<Extra[]>(() => quote?.extras.map((e) => ({ label: e.label, amount: moneyText(e.amount) })) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Typed work: Esc, X, a click outside, leaving the page or Sair ask first (the Dialog asks).
  useLeaveGuard(useChangedSinceOpened([values, extras]));
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const entry = catalog.data?.find((c) => c.serviceType === values.serviceType);

  const pickService = (e: { target: { value: string } }) => {
    const next = catalog.data?.find((c) => c.serviceType === e.target.value);
    // The new type's confirmed fee, or blank ("a confirmar"): another type's fee never stays behind.
    setValues((v) => ({ ...v, serviceType: e.target.value, detranFee: next?.currentFeeCents != null ? moneyText(next.currentFeeCents) : '' }));
  };
  const setExtra = (i: number, key: keyof Extra) => (e: { target: { value: string } }) =>
    setExtras((list) => list.map((x, j) => (j === i ? { ...x, [key]: e.target.value } : x)));

  const extrasCents = extras.reduce((sum, x) => sum + cents(x.amount), 0);
  const total = serviceMoney({ valor: cents(values.detranFee), honorarios: cents(values.honorarios), duvidas: 0, extras: extrasCents, valorPago: 0 }).total;
  const feeUnknown = values.detranFee.trim() === '';
  const feeHint = entry ? m.catalogFee(entry.currentYear, entry.currentFeeCents) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, validUntil: values.validUntil || null, extras };
    write.mutate(quote ? { kind: 'update', id: quote.id, body } : { kind: 'create', body }, {
      onSuccess: (saved) => {
        toast.success(m.saved);
        onSaved(saved);
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
        toast.error(errorText(error, m.saveFailed));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={m.customerName}
        name="customerName"
        maxLength={TEXT.legalName}
        required
        value={values.customerName}
        onChange={set('customerName')}
        error={errors.customerName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MaskedTextField
          label={m.customerDocument}
          name="customerDocument"
          mask="cpfCnpj"
          value={values.customerDocument}
          onChange={set('customerDocument')}
          error={errors.customerDocument}
        />
        <MaskedTextField
          label={m.customerPhone}
          name="customerPhone"
          mask="phone"
          value={values.customerPhone}
          onChange={set('customerPhone')}
          error={errors.customerPhone}
        />
        <TextField
          label={m.customerEmail}
          name="customerEmail"
          type="email"
          maxLength={TEXT.email}
          value={values.customerEmail}
          onChange={set('customerEmail')}
          error={errors.customerEmail}
        />
        <MaskedTextField label={m.plate} name="plate" mask="plate" value={values.plate} onChange={set('plate')} error={errors.plate} />
      </div>
      <SelectField
        label={m.serviceType}
        name="serviceType"
        placeholder="Selecione"
        requiredMark
        options={(catalog.data ?? []).map((c) => ({ value: c.serviceType, label: c.label }))}
        value={values.serviceType}
        onChange={pickService}
        error={errors.serviceType}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MaskedTextField
          label={m.detranFee}
          name="detranFee"
          mask="money"
          placeholder={m.feeUnconfirmed}
          value={values.detranFee}
          onChange={set('detranFee')}
          error={errors.detranFee}
          hint={entry?.currentFeeCents != null ? feeHint : undefined}
          warning={entry && entry.currentFeeCents === null ? feeHint : undefined}
        />
        <MaskedTextField
          label={m.honorarios}
          name="honorarios"
          mask="money"
          placeholder="0,00"
          value={values.honorarios}
          onChange={set('honorarios')}
          error={errors.honorarios}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">{m.extras}</legend>
        {extras.map((x, i) => (
          <div key={i} className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
            <TextField
              label={m.extraLabel}
              name={`extras.${i}.label`}
              maxLength={TEXT.label}
              value={x.label}
              onChange={setExtra(i, 'label')}
              error={errors[`extras.${i}.label`]}
            />
            <MaskedTextField
              label={m.extraAmount}
              name={`extras.${i}.amount`}
              mask="money"
              placeholder="0,00"
              value={x.amount}
              onChange={setExtra(i, 'amount')}
              error={errors[`extras.${i}.amount`]}
            />
            <Button variant="outline" size="icon" aria-label={`${m.removeExtra} ${i + 1}`} onClick={() => setExtras((list) => list.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        {errors.extras ? <p className="text-sm text-red-600">{errors.extras}</p> : null}
        {extras.length < QUOTE_EXTRAS_MAX ? (
          <Button variant="outline" className="self-start" onClick={() => setExtras((list) => [...list, { label: '', amount: '' }])}>
            <Plus aria-hidden="true" className="size-4" />
            {m.addExtra}
          </Button>
        ) : null}
      </fieldset>
      <p className="text-right text-base font-semibold text-slate-900" aria-live="polite">
        {m.total}: {amountText(total, feeUnknown)}
      </p>
      <DateField
        label={m.validUntil}
        name="validUntil"
        hint={m.validHint}
        value={values.validUntil}
        onChange={(validUntil) => setValues((v) => ({ ...v, validUntil }))}
        error={errors.validUntil}
      />
      <TextareaField label={m.note} name="note" rows={2} maxLength={TEXT.note} value={values.note} onChange={set('note')} error={errors.note} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={write.isPending}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
