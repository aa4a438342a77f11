import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveObservations } from '../api/save-observations.ts';
import { registryStrings as s } from '../strings.ts';
import { Section } from './section.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../../lib/error-text.ts';

type Values = { observacoes: string };
// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<Values>(() =>
  import('@despacha/domain/contracts/registry/service-detail').then((contracts) => contracts.serviceObservationsRequest),
);

type ObservationsFormProps = { serviceId: string; initial: string; onSaved: (text: string) => void };

/** The service's notes, saved on their own ('Salvar observações'). */
export function ObservationsForm({ serviceId, initial, onSaved }: ObservationsFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<Values>({ resolver: validation.resolver, defaultValues: { observacoes: initial } });
  const save = useSaveObservations(serviceId);
  const submit = handleSubmit(({ observacoes }) =>
    save.mutate(observacoes, {
      onSuccess: (service) => {
        reset({ observacoes: service.observacoes });
        onSaved(service.observacoes);
        toast.success(s.documents.observationsSaved);
      },
      onError: (error) => toast.error(errorText(error, s.documents.saveFailed)),
    }),
  );
  return (
    <Section title={s.documents.observations}>
      <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-3">
        <TextareaField label={s.documents.observations} rows={5} error={formState.errors.observacoes?.message} {...register('observacoes')} />
        <Button type="submit" variant="outline" className="self-end" disabled={save.isPending}>
          {s.documents.saveObservations}
        </Button>
      </form>
    </Section>
  );
}
