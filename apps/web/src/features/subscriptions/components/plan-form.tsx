import { useForm, type FieldErrors } from 'react-hook-form';
import type { AdminPlanResponse, PlanFormData, PlanFormValues } from '@despacha/domain/contracts/plans';
import { adminMessages } from '@despacha/domain/admin-messages';
import { moneyText } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const p = s.plans;
const centsText = (cents: number) => moneyText(cents);

function toFormValues(plan: AdminPlanResponse | undefined): PlanFormValues {
  if (!plan) return { name: '', price: '', description: '', baseUsers: '', additionalUserPrice: '', trialDays: '', features: '' };
  return {
    name: plan.name,
    price: centsText(plan.priceCents),
    description: plan.description,
    baseUsers: String(plan.baseUsers),
    additionalUserPrice: centsText(plan.additionalUserPriceCents),
    trialDays: String(plan.trialDays),
    features: plan.features.join('\n'),
  };
}

type PlanFormProps = {
  plan?: AdminPlanResponse;
  pending: boolean;
  onSubmit: (data: PlanFormData) => void;
  onCancel: () => void;
};

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<PlanFormValues, PlanFormData>(() =>
  import('@despacha/domain/contracts/plans').then((contracts) => contracts.planFormSchema),
);

/** The one form behind 'Novo Plano' and 'Editar' (spec §5 plan rules, prices typed as R$). */
export function PlanForm({ plan, pending, onSubmit, onCancel }: PlanFormProps) {
  const { register, handleSubmit, formState } = useForm<PlanFormValues, unknown, PlanFormData>({
    resolver: validation.resolver,
    defaultValues: toFormValues(plan),
  });
  const { errors } = formState;
  useLeaveGuard(formState.isDirty);
  // Spec §8: the missing name or price is announced as a toast, besides the messages under the fields.
  const onInvalid = (invalid: FieldErrors<PlanFormValues>) => {
    if (invalid.name || invalid.price) toast.error(adminMessages.planRequired);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      onKeyDownCapture={validation.preload}
      onPointerDownCapture={validation.preload}
      className="flex flex-col gap-4"
    >
      <TextField label={p.fields.name} autoFocus aria-required="true" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MaskedTextField
          mask="money"
          label={p.fields.price}
          placeholder={p.placeholders.price}
          aria-required="true"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label={p.fields.baseUsers}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          placeholder={p.placeholders.baseUsers}
          error={errors.baseUsers?.message}
          {...register('baseUsers')}
        />
        <MaskedTextField
          mask="money"
          label={p.fields.additionalUserPrice}
          placeholder={p.placeholders.price}
          error={errors.additionalUserPrice?.message}
          {...register('additionalUserPrice')}
        />
        <TextField
          label={p.fields.trialDays}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder={p.placeholders.trialDays}
          error={errors.trialDays?.message}
          {...register('trialDays')}
        />
      </div>
      <TextareaField label={p.fields.description} rows={2} error={errors.description?.message} {...register('description')} />
      <TextareaField label={p.fields.features} rows={4} error={errors.features?.message} {...register('features')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {s.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? s.saving : plan ? p.save : p.create}
        </Button>
      </div>
    </form>
  );
}
