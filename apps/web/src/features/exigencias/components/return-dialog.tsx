import { useForm } from 'react-hook-form';
import type { ExigenciaRow } from '@despacha/domain/exigencias/contracts';
import { exigenciaLabels as l, exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { TEXT } from '@despacha/domain/limits';
import { todayBr } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useReturnExigencia, type ReturnBody } from '../api/return-exigencia.ts';
import { errorText } from '../../../lib/error-text.ts';

type Values = { returnedOn: string; note: string };
const validation = lazyZodResolver<Values, ReturnBody>(() => import('@despacha/domain/exigencias/contracts').then((c) => c.returnExigenciaRequest));

/** "Retornar à DETRAN": the day the process went back and what was delivered. */
export function ReturnDialog({ row, onClose }: { row: ExigenciaRow; onClose: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, ReturnBody>({
    resolver: validation.resolver,
    defaultValues: { returnedOn: todayBr(), note: '' },
  });
  const send = useReturnExigencia(row.id);
  // mutateAsync, not mutate's callbacks: the refreshed queue may drop the row (and this dialog)
  // before those would run, and the toast must still say it worked.
  const submit = handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      toast.success(m.returned);
      onClose();
    } catch (error) {
      if (isApiError(error)) for (const [field, message] of Object.entries(error.fields)) setError(field as keyof Values, { message });
      toast.error(errorText(error, l.saveFailed));
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={l.returnOf(row.number)} description={row.demand} dirty={formState.isDirty}>
      <form noValidate onSubmit={submit} onKeyDownCapture={validation.preload} onPointerDownCapture={validation.preload} className="flex flex-col gap-4">
        <MaskedTextField mask="date" label={l.returnedOn} error={formState.errors.returnedOn?.message} {...register('returnedOn')} />
        <TextareaField label={l.returnNote} maxLength={TEXT.note} rows={3} error={formState.errors.note?.message} {...register('note')} />
        <div className="flex justify-end">
          <Button type="submit" disabled={send.isPending}>
            {l.returnAction}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
