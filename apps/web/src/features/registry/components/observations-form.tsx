import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { serviceObservationsRequest } from '@despacha/domain/contracts/registry/service-detail';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveObservations } from '../api/save-observations.ts';
import { registryStrings as s } from '../strings.ts';
import { Section } from './section.tsx';

type Values = { observacoes: string };
const resolver = zodResolver(serviceObservationsRequest) as Resolver<Values>;

type ObservationsFormProps = { serviceId: string; initial: string; onSaved: (text: string) => void };

/** The service's notes, saved on their own ('Salvar observações'). */
export function ObservationsForm({ serviceId, initial, onSaved }: ObservationsFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<Values>({ resolver, defaultValues: { observacoes: initial } });
  const save = useSaveObservations(serviceId);
  const submit = handleSubmit(({ observacoes }) =>
    save.mutate(observacoes, {
      onSuccess: (service) => {
        reset({ observacoes: service.observacoes });
        onSaved(service.observacoes);
        toast.success(s.documents.observationsSaved);
      },
      onError: (error) => toast.error(isApiError(error) && error.hasServerMessage ? error.message : s.documents.saveFailed),
    }),
  );
  return (
    <Section title={s.documents.observations}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextareaField label={s.documents.observations} rows={5} error={formState.errors.observacoes?.message} {...register('observacoes')} />
        <Button type="submit" variant="outline" className="self-end" disabled={save.isPending}>
          {s.documents.saveObservations}
        </Button>
      </form>
    </Section>
  );
}
