import { Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { commissionModes, type CommissionDirection, type CommissionMode } from '@despacha/domain/commissions/options';
import type { Option } from '@despacha/domain/options/option';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { commissionStrings as s } from '../strings.ts';

export type RuleValues = { servico: string; mode: CommissionMode; percent: string; amount: string };
export type SettingsValues = {
  contatoNome: string;
  contatoTelefone: string;
  contatoEmail: string;
  direction: CommissionDirection;
  rules: RuleValues[];
};

/** Cálculo and, beside it, the percentage or the amount it asks for. */
function RuleAmount({ index }: { index: number }) {
  const { register, control, formState } = useFormContext<SettingsValues>();
  const mode = useWatch({ control, name: `rules.${index}.mode` });
  const errors = formState.errors.rules?.[index];
  return (
    <>
      <SelectField label={m.mode} options={commissionModes} error={errors?.mode?.message} {...register(`rules.${index}.mode`)} />
      {mode === 'fixed' ? (
        <MaskedTextField
          key="amount"
          mask="money"
          label={m.fixedAmount}
          placeholder="0,00"
          error={errors?.amount?.message}
          {...register(`rules.${index}.amount`)}
        />
      ) : (
        <TextField
          key="percent"
          label={m.percent}
          inputMode="decimal"
          maxLength={8}
          placeholder="10 ou 12,5"
          error={errors?.percent?.message}
          {...register(`rules.${index}.percent`)}
        />
      )}
    </>
  );
}

/** The origin's default rule: rules[0], whose servico is '' (every type without its own rule). */
export function DefaultRule() {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{m.defaultRule}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <RuleAmount index={0} />
      </div>
    </fieldset>
  );
}

type TypeRuleProps = { index: number; position: number; serviceTypes: readonly Option[]; onRemove: () => void };

/** One service type's own rule: a group named by its position, so its fields' labels can repeat. */
export function TypeRule({ index, position, serviceTypes, onRemove }: TypeRuleProps) {
  const { register, formState } = useFormContext<SettingsValues>();
  return (
    <li
      role="group"
      aria-label={s.typeRule(position)}
      className="grid items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <SelectField
        label={m.serviceType}
        options={serviceTypes}
        placeholder={s.select}
        error={formState.errors.rules?.[index]?.servico?.message}
        {...register(`rules.${index}.servico`)}
      />
      <RuleAmount index={index} />
      <Button variant="outline" size="sm" className="sm:mt-7" aria-label={`${m.removeRule} ${position}`} title={m.removeRule} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}
