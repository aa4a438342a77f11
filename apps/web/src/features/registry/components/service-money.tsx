import { useFormContext, useWatch } from 'react-hook-form';
import { serviceTotals } from '@despacha/domain/contracts/registry/service-totals';
import { formatMoney, parseMoney } from '@despacha/domain/validators/money';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import type { RegistrationForm } from '../form-values.ts';
import { useRecordField } from '../hooks/use-record-field.ts';
import { registryStrings as s } from '../strings.ts';
import { FieldGrid } from './field-grid.tsx';

const sv = s.service;
const cents = (text: string | undefined) => (text ? (parseMoney(text) ?? 0) : 0);

/** The service's fees as typed; Total and Saldo follow them live (the server computes the stored ones). */
export function ServiceMoney() {
  const field = useRecordField();
  const { control } = useFormContext<RegistrationForm>();
  const [valor, honorarios, duvidas, extras, valorPago] = useWatch({
    control,
    name: ['service.valor', 'service.honorarios', 'service.duvidas', 'service.extras', 'service.valorPago'],
  });
  const { total, saldo } = serviceTotals({
    valor: cents(valor),
    honorarios: cents(honorarios),
    duvidas: cents(duvidas),
    extras: cents(extras),
    valorPago: cents(valorPago),
  });
  const money = { mask: 'money' as const, placeholder: s.placeholders.money };
  const computed = { readOnly: true, hint: sv.computedHint, className: '[&_input]:bg-slate-100 [&_input]:font-semibold' };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{sv.moneySection}</legend>
      <FieldGrid>
        <MaskedTextField label={sv.valor} {...money} {...field('service.valor')} />
        <MaskedTextField label={sv.honorarios} {...money} {...field('service.honorarios')} />
        <MaskedTextField label={sv.duvidas} {...money} {...field('service.duvidas')} />
        <MaskedTextField label={sv.extras} {...money} {...field('service.extras')} />
        <TextField label={sv.total} value={formatMoney(total)} {...computed} />
        <MaskedTextField label={sv.valorPago} {...money} {...field('service.valorPago')} />
        <TextField label={sv.saldo} value={formatMoney(saldo)} {...computed} />
      </FieldGrid>
    </fieldset>
  );
}
