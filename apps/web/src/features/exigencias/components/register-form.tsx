import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ExigenciaServiceOption } from '@despacha/domain/exigencias/contracts';
import { exigenciaLabels as l, exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { defaultDeadline } from '@despacha/domain/exigencias/rules';
import { TEXT } from '@despacha/domain/limits';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { formatBrDate, parseBrDate, todayBr } from '@despacha/domain/validators/date';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useResponsibles } from '../api/get-responsibles.ts';
import { useRegisterExigencia, type RegisterBody } from '../api/register-exigencia.ts';
import { errorText } from '../../../lib/error-text.ts';

type Values = { serviceId: string; demand: string; items: string[]; raisedOn: string; deadline: string; responsibleId: string };
// zod and the contract load at the form's first key or pointer press (decision 009).
const validation = lazyZodResolver<Values, RegisterBody>(() => import('@despacha/domain/exigencias/contracts').then((c) => c.registerExigenciaRequest));

/** The suggested deadline for a typed dd/mm/aaaa date ('' while it is incomplete). */
const suggestedDeadline = (raisedOnBr: string) => {
  const iso = parseBrDate(raisedOnBr);
  return iso ? formatBrDate(defaultDeadline(iso)) : '';
};

type Props = { service: ExigenciaServiceOption; onDone: () => void; onChangeService?: () => void };

/** Step two: what DETRAN demanded, the documents it asked for, the dates and who takes care of it. */
export function RegisterForm({ service, onDone, onChangeService }: Props) {
  const today = todayBr();
  const { register, handleSubmit, formState, watch, setValue, getFieldState, setError } = useForm<Values, unknown, RegisterBody>({
    resolver: validation.resolver,
    defaultValues: { serviceId: service.id, demand: '', items: [], raisedOn: today, deadline: suggestedDeadline(today), responsibleId: '' },
  });
  const { errors } = formState;
  useLeaveGuard(formState.isDirty);
  const responsibles = useResponsibles();
  const save = useRegisterExigencia();
  const raisedOn = watch('raisedOn');
  // The suggestion follows the exigência's date until the deadline is typed by hand.
  useEffect(() => {
    if (!getFieldState('deadline').isDirty) setValue('deadline', suggestedDeadline(raisedOn));
  }, [raisedOn, getFieldState, setValue]);

  // mutateAsync, so the toast and closing do not depend on this form still being mounted.
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(m.registered);
      onDone();
    } catch (error) {
      if (isApiError(error)) for (const [field, message] of Object.entries(error.fields)) setError(field as keyof Values, { message });
      toast.error(errorText(error, l.saveFailed));
    }
  });

  return (
    <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3 rounded-md bg-slate-50 p-3 text-sm">
        <p>
          <strong>
            {l.service} nº {service.number}
          </strong>{' '}
          · {displayPlate(service.placa)} · {service.ownerName} · {service.servico}
        </p>
        {onChangeService ? (
          <Button size="sm" variant="ghost" onClick={onChangeService}>
            {l.change}
          </Button>
        ) : null}
      </div>
      {service.openExigencia ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {m.alreadyOpen}
        </p>
      ) : null}
      <TextareaField label={l.demand} maxLength={TEXT.note} rows={3} error={errors.demand?.message} {...register('demand')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">{l.items}</legend>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {documentChecklist.map((d) => (
            <CheckboxField key={d.value} label={d.label} value={d.value} {...register('items')} />
          ))}
        </div>
        {errors.items ? <p className="text-sm text-red-600">{errors.items.message ?? m.itemInvalid}</p> : null}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <MaskedTextField mask="date" label={l.raisedOn} error={errors.raisedOn?.message} {...register('raisedOn')} />
        <MaskedTextField mask="date" label={l.deadline} hint={l.deadlineHint} error={errors.deadline?.message} {...register('deadline')} />
        <SelectField
          label={l.responsible}
          placeholder={l.noResponsible}
          options={(responsibles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          error={errors.responsibleId?.message}
          {...register('responsibleId')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || service.openExigencia}>
          {l.register}
        </Button>
      </div>
    </form>
  );
}
