import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { agencyStatusOptions } from '@despacha/domain/agency-status';
import type { CreateClientRequest } from '@despacha/domain/contracts/admin';
import { formatMoney } from '@despacha/domain/validators/money';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { usePlans } from '../api/get-plans.ts';
import { clientStrings as s } from '../strings.ts';

type PlanFieldsProps = {
  register: UseFormRegister<CreateClientRequest>;
  errors: FieldErrors<CreateClientRequest>;
  trial: boolean;
};

const f = s.form;

/** Plan, initial status (trial with its days), extra seats and the first user of the agency. */
export function ClientPlanFields({ register, errors, trial }: PlanFieldsProps) {
  const plans = usePlans();
  const planOptions = (plans.data ?? []).map((p) => ({ value: p.id, label: s.planOption(p.name, formatMoney(p.priceCents), p.baseUsers) }));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={f.plan}
          placeholder={f.selectPlan}
          options={planOptions}
          requiredMark
          className="sm:col-span-2"
          error={errors.planId?.message}
          {...register('planId')}
        />
        <SelectField label={f.status} options={agencyStatusOptions} error={errors.status?.message} {...register('status')} />
        {trial ? (
          <TextField label={f.trialPeriod} type="number" min={0} inputMode="numeric" error={errors.trialPeriod?.message} {...register('trialPeriod')} />
        ) : null}
        <TextField
          label={f.additionalUsers}
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.additionalUsers?.message}
          {...register('additionalUsers')}
        />
      </div>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{f.adminSection}</legend>
        <p className="text-sm text-slate-600">{f.adminHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={f.adminName} autoComplete="off" className="sm:col-span-2" error={errors.adminName?.message} {...register('adminName')} />
          <TextField label={f.adminEmail} type="email" autoComplete="off" error={errors.adminEmail?.message} {...register('adminEmail')} />
          <MaskedTextField
            mask="phone"
            type="tel"
            label={f.adminPhone}
            placeholder={f.phonePlaceholder}
            error={errors.adminPhone?.message}
            {...register('adminPhone')}
          />
        </div>
      </fieldset>
    </div>
  );
}
