import { useForm, useWatch } from 'react-hook-form';
import type { InspectionResponse } from '@despacha/domain/contracts/registry/service-detail';
import { formatBrDate } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { TimeField } from '../../../components/ui/time-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveInspection, type InspectionBody } from '../api/save-inspection.ts';
import { isOffHours, isSundayBr } from '../inspection-schedule.ts';
import { registryStrings as s } from '../strings.ts';
import { Section } from './section.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../../lib/error-text.ts';

type Values = { data: string; hora: string; posto: string; conclusao: string };
// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<Values, InspectionBody>(() =>
  import('@despacha/domain/contracts/registry/service-detail').then((contracts) => contracts.inspectionRequest),
);
const d = s.documents;

const toValues = (i: InspectionResponse): Values => ({ data: i.data ? formatBrDate(i.data) : '', hora: i.hora, posto: i.posto, conclusao: i.conclusao });

/** Vistoria scheduling: data, hora, posto and, after it, its conclusão. */
export function InspectionForm({ serviceId, initial }: { serviceId: string; initial: InspectionResponse }) {
  const { register, handleSubmit, reset, setError, formState, control } = useForm<Values, unknown, InspectionBody>({
    resolver: validation.resolver,
    defaultValues: toValues(initial),
  });
  const { errors } = formState;
  // A Sunday or a time outside 06:00–22:00 is saved as typed, with a caution under the field.
  const [data, hora] = useWatch({ control, name: ['data', 'hora'] });
  const dataWarning = isSundayBr(data) ? d.inspectionSunday : undefined;
  const horaWarning = isOffHours(hora) ? d.inspectionOffHours : undefined;
  const save = useSaveInspection(serviceId);
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (inspection) => {
        reset(toValues(inspection));
        toast.success(d.inspectionSaved);
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in initial) setError(field as keyof Values, { type: 'server', message });
          }
        }
        toast.error(errorText(error, d.saveFailed));
      },
    }),
  );
  return (
    <Section title={d.inspection}>
      <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <MaskedTextField
            mask="date"
            label={d.inspectionData}
            placeholder={s.placeholders.date}
            error={errors.data?.message}
            warning={dataWarning}
            {...register('data')}
          />
          <TimeField label={d.inspectionHora} error={errors.hora?.message} warning={horaWarning} {...register('hora')} />
          <TextField label={d.inspectionPosto} error={errors.posto?.message} {...register('posto')} />
          <TextField label={d.inspectionConclusao} error={errors.conclusao?.message} {...register('conclusao')} />
        </div>
        <Button type="submit" variant="outline" className="self-end" disabled={save.isPending}>
          {d.saveInspection}
        </Button>
      </form>
    </Section>
  );
}
