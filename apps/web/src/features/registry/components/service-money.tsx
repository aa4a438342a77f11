import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ledgerRegistryLabels as lm } from '@despacha/domain/ledger/registry-labels';
import { amountText, feeMessages } from '@despacha/domain/money/fee-display';
import { moneyMessages as mm } from '@despacha/domain/money/messages';
import { serviceMoney, type ServiceAmounts } from '@despacha/domain/money/service-money';
import { formatMoney, parseMoney } from '@despacha/domain/validators/money';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { paths } from '../../../lib/paths.ts';
import type { RegistrationForm, ServiceForm } from '../form-values.ts';
import { useRecordField } from '../hooks/use-record-field.ts';
import { registryStrings as s } from '../strings.ts';
import { FieldGrid } from './field-grid.tsx';

const sv = s.service;
const cents = (text: string | undefined) => (text ? (parseMoney(text) ?? 0) : 0);
const amountsOf = (service: Partial<ServiceForm> | undefined): ServiceAmounts => ({
  // A blank fee is "a confirmar" (decision 078), as the server saves it: never 0.
  valor: service?.valor?.trim() ? cents(service.valor) : null,
  honorarios: cents(service?.honorarios),
  duvidas: cents(service?.duvidas),
  extras: cents(service?.extras),
  valorPago: cents(service?.valorPago),
});
const feeFields = ['service.valor', 'service.honorarios', 'service.duvidas', 'service.extras'] as const;

/** The ledger of a saved service: where payments are recorded (decision 025). */
export const ledgerLink = (serviceId: string) => paths.serviceLedger.path.replace(':id', encodeURIComponent(serviceId));

/**
 * The service's fees as typed; Total and Saldo follow them live through the domain's one money
 * function. Valor pago is the sum of the payments recorded in the service's ledger: shown here,
 * never typed (decision 025); "Registrar pagamento" opens the ledger. An amount paid above the
 * total is the customer's credit, shown as a credit, never as a negative balance.
 */
export function ServiceMoney() {
  const field = useRecordField();
  const { control } = useFormContext<RegistrationForm>();
  const [valor, honorarios, duvidas, extras] = useWatch({ control, name: [...feeFields] });
  const [serviceId, valorPago] = useWatch({ control, name: ['service.id', 'service.valorPago'] });
  const money = serviceMoney(amountsOf({ valor, honorarios, duvidas, extras, valorPago }));

  const input = { mask: 'money' as const, placeholder: s.placeholders.money };
  const computed = { readOnly: true, className: '[&_input]:bg-slate-100 [&_input]:font-semibold' };
  const owed =
    money.credit > 0
      ? { label: mm.credit, value: formatMoney(money.credit), hint: mm.creditHint }
      : { label: sv.saldo, value: amountText(money.balance, money.feeUnknown), hint: sv.computedHint };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{sv.moneySection}</legend>
      <FieldGrid>
        <MaskedTextField
          label={sv.valor}
          hint={mm.passThroughHint}
          warning={money.feeUnknown ? feeMessages.fillWhenKnown : undefined}
          {...input}
          placeholder={feeMessages.toConfirm}
          {...field('service.valor')}
        />
        <MaskedTextField label={sv.honorarios} {...input} {...field('service.honorarios')} />
        <MaskedTextField label={sv.duvidas} hint={mm.debtsHint} {...input} {...field('service.duvidas')} />
        <MaskedTextField label={sv.extras} {...input} {...field('service.extras')} />
        <TextField
          label={sv.total}
          value={amountText(money.total, money.feeUnknown)}
          hint={mm.totalSplit(money.passThroughs, money.agencyFees)}
          {...computed}
        />
        <TextField label={sv.valorPago} value={formatMoney(money.paid)} hint={lm.paidHint} {...computed} />
        <TextField label={owed.label} value={owed.value} hint={owed.hint} {...computed} />
      </FieldGrid>
      <div className="flex flex-wrap items-center gap-3">
        {serviceId ? (
          <Link to={ledgerLink(serviceId)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {lm.openLedger}
          </Link>
        ) : (
          <p className="text-sm text-slate-500">{lm.saveFirst}</p>
        )}
      </div>
    </fieldset>
  );
}
