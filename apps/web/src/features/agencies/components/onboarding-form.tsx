import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { z } from 'zod';
import type { createAgencyRequest } from '@despacha/domain/contracts/agencies';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateAgency, type CreateAgencyBody } from '../api/create-agency.ts';
import { agencyStrings as s } from '../strings.ts';
import { PlanOptions } from './plan-options.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../../lib/error-text.ts';

type FormValues = z.input<typeof createAgencyRequest>;
const fieldNames = ['name', 'cnpj', 'email', 'phone', 'planId'] as const satisfies readonly (keyof FormValues)[];
const isFieldName = (key: string): key is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(key);

// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<FormValues, CreateAgencyBody>(() =>
  import('@despacha/domain/contracts/agencies').then((contracts) => contracts.createAgencyRequest),
);

export function OnboardingForm({ defaultEmail }: { defaultEmail: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<FormValues, unknown, CreateAgencyBody>({
    resolver: validation.resolver,
    defaultValues: { name: '', cnpj: '', email: defaultEmail, phone: '', planId: '' },
  });
  const { errors } = formState;

  const createAgency = useCreateAgency({
    onSuccess: () => {
      toast.success(agencyMessages.createdTitle, { description: agencyMessages.createdDescription });
      void navigate(paths.dashboard.path, { replace: true });
    },
    onError: (error) => {
      if (!isApiError(error)) return toast.error(agencyMessages.createFailed);
      for (const [field, message] of Object.entries(error.fields)) {
        if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      toast.error(errorText(error, agencyMessages.createFailed));
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => createAgency.mutate(values))}
      onKeyDownCapture={validation.preload}
      onPointerDownCapture={validation.preload}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={s.name} autoComplete="organization" className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
        <MaskedTextField mask="cnpj" label={s.cnpj} placeholder={s.cnpjPlaceholder} hint={s.cnpjHint} error={errors.cnpj?.message} {...register('cnpj')} />
        <MaskedTextField
          mask="phone"
          label={s.phone}
          type="tel"
          autoComplete="tel"
          placeholder={s.phonePlaceholder}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField label={s.email} type="email" autoComplete="email" className="sm:col-span-2" error={errors.email?.message} {...register('email')} />
      </div>
      <PlanOptions registration={register('planId')} error={errors.planId?.message} />
      <Button type="submit" disabled={createAgency.isPending} className="w-full sm:w-auto sm:self-end">
        {createAgency.isPending ? s.submitting : s.submit}
      </Button>
    </form>
  );
}
