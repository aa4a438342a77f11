import { useEffect, useState, type FocusEvent } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { moneyMessages as mm } from '@despacha/domain/money/messages';
import { serviceMoney, type ServiceAmounts } from '@despacha/domain/money/service-money';
import { formatMoney, parseMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import type { RegistrationForm, ServiceForm } from '../form-values.ts';
import { useRecordField } from '../hooks/use-record-field.ts';
import { registryStrings as s } from '../strings.ts';
import { FieldGrid } from './field-grid.tsx';

const sv = s.service;
const cents = (text: string | undefined) => (text ? (parseMoney(text) ?? 0) : 0);
const amountsOf = (service: Partial<ServiceForm> | undefined): ServiceAmounts => ({
  valor: cents(service?.valor),
  honorarios: cents(service?.honorarios),
  duvidas: cents(service?.duvidas),
  extras: cents(service?.extras),
  valorPago: cents(service?.valorPago),
});
const moneyFields = ['service.valor', 'service.honorarios', 'service.duvidas', 'service.extras', 'service.valorPago'] as const;
// Sent with the save, outside the typed form: the contract takes it (decision 017).
const CONFIRM = 'service.confirmOverpayment' as Path<RegistrationForm>;

/**
 * The service's fees as typed; Total and Saldo follow them live through the domain's one money
 * function (the server computes the stored ones). An amount paid above the total is the
 * customer's credit: asked once when a money field is left, shown as a credit, never negative.
 */
export function ServiceMoney() {
  const field = useRecordField();
  const { control, formState, getValues, setValue, setFocus, clearErrors } = useFormContext<RegistrationForm>();
  const values = useWatch({ control, name: [...moneyFields] });
  const [valor, honorarios, duvidas, extras, valorPago] = values;
  const money = serviceMoney(amountsOf({ valor, honorarios, duvidas, extras, valorPago }));
  // A credit the server already holds was confirmed when it was saved.
  const storedCredit = serviceMoney(amountsOf(formState.defaultValues?.service as Partial<ServiceForm> | undefined)).credit;
  const [confirmedCredit, setConfirmedCredit] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ paid: number; total: number; credit: number } | null>(null);
  const needsConfirmation = (credit: number) => credit > 0 && credit !== storedCredit && credit !== confirmedCredit;

  // A confirmation holds for the credit confirmed, not for a later, different one.
  useEffect(() => {
    if (confirmedCredit !== null && money.credit !== confirmedCredit) {
      setConfirmedCredit(null);
      setValue(CONFIRM, false as never);
    }
  }, [money.credit, confirmedCredit, setValue]);

  // The server refused an unconfirmed overpayment (saved without leaving the field): ask now, once
  // per refusal, so the effect follows the error only.
  const serverError = formState.errors.service?.valorPago?.type === 'server';
  useEffect(() => {
    if (serverError && needsConfirmation(money.credit)) setAsking({ paid: money.paid, total: money.total, credit: money.credit });
  }, [serverError]);

  const askOnLeave = (name: (typeof moneyFields)[number]) => {
    const registered = field(name);
    return {
      ...registered,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await registered.onBlur(event);
        const m = serviceMoney(amountsOf(getValues('service')));
        if (needsConfirmation(m.credit)) setAsking({ paid: m.paid, total: m.total, credit: m.credit });
      },
    };
  };

  const confirm = () => {
    setConfirmedCredit(asking!.credit);
    setValue(CONFIRM, true as never);
    clearErrors('service.valorPago');
    setAsking(null);
  };
  const fix = () => {
    setAsking(null);
    setTimeout(() => setFocus('service.valorPago'), 0);
  };

  const input = { mask: 'money' as const, placeholder: s.placeholders.money };
  const computed = { readOnly: true, className: '[&_input]:bg-slate-100 [&_input]:font-semibold' };
  const owed = money.credit > 0 ? { label: mm.credit, value: formatMoney(money.credit), hint: mm.creditHint } : { label: sv.saldo, value: formatMoney(money.balance), hint: sv.computedHint };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{sv.moneySection}</legend>
      <FieldGrid>
        <MaskedTextField label={sv.valor} hint={mm.passThroughHint} {...input} {...askOnLeave('service.valor')} />
        <MaskedTextField label={sv.honorarios} {...input} {...askOnLeave('service.honorarios')} />
        <MaskedTextField label={sv.duvidas} hint={mm.debtsHint} {...input} {...askOnLeave('service.duvidas')} />
        <MaskedTextField label={sv.extras} {...input} {...askOnLeave('service.extras')} />
        <TextField label={sv.total} value={formatMoney(money.total)} hint={mm.totalSplit(money.passThroughs, money.agencyFees)} {...computed} />
        <MaskedTextField label={sv.valorPago} {...input} {...askOnLeave('service.valorPago')} />
        <TextField label={owed.label} value={owed.value} hint={owed.hint} {...computed} />
      </FieldGrid>
      <Dialog open={asking !== null} onOpenChange={(open) => !open && fix()} title={mm.overpaymentTitle} description={asking ? mm.overpayment(asking.paid, asking.total) : undefined}>
        {asking ? <p className="text-sm font-medium text-slate-900">{mm.overpaymentQuestion(asking.credit)}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={fix}>
            {mm.fixPaid}
          </Button>
          <Button type="button" onClick={confirm}>
            {mm.confirmCredit}
          </Button>
        </div>
      </Dialog>
    </fieldset>
  );
}
