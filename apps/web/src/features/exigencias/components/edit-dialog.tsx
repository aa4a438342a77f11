import { useForm } from 'react-hook-form';
import type { ExigenciaRow } from '@despacha/domain/exigencias/contracts';
import { exigenciaLabels as l, exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useResponsibles } from '../api/get-responsibles.ts';
import { useUpdateExigencia, type UpdateBody } from '../api/update-exigencia.ts';
import { errorText } from '../../../lib/error-text.ts';

type Values = { deadline: string; responsibleId: string };
const validation = lazyZodResolver<Values, UpdateBody>(() => import('@despacha/domain/exigencias/contracts').then((c) => c.updateExigenciaRequest));

/** "Editar" on an open exigência: a suggested deadline becomes the agreed one, or the work changes hands. */
export function EditDialog({ row, onClose }: { row: ExigenciaRow; onClose: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, UpdateBody>({
    resolver: validation.resolver,
    defaultValues: { deadline: row.deadline ? formatBrDate(row.deadline) : '', responsibleId: row.responsibleId ?? '' },
  });
  const responsibles = useResponsibles();
  // Until the list arrives, the current one is the only option: a select's value set before its
  // option exists would read as none.
  const options =
    responsibles.data?.map((r) => ({ value: r.id, label: r.name })) ?? (row.responsibleId ? [{ value: row.responsibleId, label: row.responsibleName }] : []);
  const save = useUpdateExigencia(row.id);
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(m.updated);
      onClose();
    } catch (error) {
      if (isApiError(error)) for (const [field, message] of Object.entries(error.fields)) setError(field as keyof Values, { message });
      toast.error(errorText(error, l.saveFailed));
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={l.editOf(row.number)} description={row.demand} dirty={formState.isDirty}>
      <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-4">
        <MaskedTextField mask="date" label={l.deadline} error={formState.errors.deadline?.message} {...register('deadline')} />
        <SelectField
          label={l.responsible}
          placeholder={l.noResponsible}
          options={options}
          error={formState.errors.responsibleId?.message}
          {...register('responsibleId')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {l.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
