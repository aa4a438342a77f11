import { useForm } from 'react-hook-form';
import type { CreateIncidentBody } from '@despacha/domain/contracts/monitoring';
import { INCIDENT_LIMITS, incidentSeverities, monitoringLabels as l, monitoringMessages as m } from '@despacha/domain/monitoring/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateIncident, useResolveIncident } from '../api/monitoring-api.ts';

const typeOptions = (['warning', 'info'] as const).map((v) => ({ value: v, label: l.incidentType_[v] }));
const statusOptions = (['investigating', 'scheduled'] as const).map((v) => ({ value: v, label: l.incidentStatus_[v] }));
const severityOptions = incidentSeverities.map((v) => ({ value: v, label: l.severity[v] }));

const createValidation = lazyZodResolver<CreateIncidentBody>(() => import('@despacha/domain/contracts/monitoring').then((c) => c.createIncidentBody));
const resolveValidation = lazyZodResolver<{ note: string }>(() => import('@despacha/domain/contracts/monitoring').then((c) => c.resolveIncidentBody));

/** Puts the server's per-field messages under the fields (the same contract refused them). */
function serverErrors(error: unknown, set: (field: string, message: string) => void) {
  if (isApiError(error) && Object.keys(error.fields).length) for (const [f, msg] of Object.entries(error.fields)) set(f, msg);
  else toast.error(error instanceof Error ? error.message : String(error));
}

export function NewIncidentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateIncident();
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateIncidentBody>({
    resolver: createValidation.resolver,
    defaultValues: { type: 'warning', title: '', description: '', status: 'investigating', severity: 'medium' },
  });
  const errors = formState.errors;
  const submit = handleSubmit((body) =>
    create.mutateAsync(body).then(
      () => {
        toast.success(m.incidentCreated);
        reset();
        onOpenChange(false);
      },
      (err: unknown) => serverErrors(err, (f, message) => setError(f as keyof CreateIncidentBody, { type: 'server', message })),
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={l.newIncident} dirty={formState.isDirty}>
      <form onSubmit={submit} onKeyDown={createValidation.preload} className="flex flex-col gap-4" noValidate>
        <TextField label={l.incidentTitle} aria-required="true" maxLength={INCIDENT_LIMITS.title} error={errors.title?.message} {...register('title')} />
        <TextareaField
          label={l.incidentDescription}
          rows={3}
          maxLength={INCIDENT_LIMITS.description}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={l.incidentType} options={typeOptions} error={errors.type?.message} {...register('type')} />
          <SelectField label={l.incidentStatus} options={statusOptions} error={errors.status?.message} {...register('status')} />
          <SelectField label={l.incidentSeverity} options={severityOptions} error={errors.severity?.message} {...register('severity')} />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {l.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {l.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function ResolveIncidentDialog({ incident, onClose }: { incident: { id: string; title: string } | null; onClose: () => void }) {
  const resolve = useResolveIncident();
  const { register, handleSubmit, setError, reset, formState } = useForm<{ note: string }>({
    resolver: resolveValidation.resolver,
    defaultValues: { note: '' },
  });
  const submit = handleSubmit(({ note }) =>
    resolve.mutateAsync({ id: incident!.id, note }).then(
      () => {
        toast.success(m.incidentResolved);
        reset();
        onClose();
      },
      (err: unknown) => serverErrors(err, (_f, message) => setError('note', { type: 'server', message })),
    ),
  );
  return (
    <Dialog open={incident !== null} onOpenChange={(o) => !o && onClose()} title={`${l.resolve}: ${incident?.title ?? ''}`} dirty={formState.isDirty}>
      <form onSubmit={submit} onKeyDown={resolveValidation.preload} className="flex flex-col gap-4" noValidate>
        <TextareaField
          label={l.resolutionNote}
          rows={3}
          aria-required="true"
          maxLength={INCIDENT_LIMITS.note}
          error={formState.errors.note?.message}
          {...register('note')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {l.cancel}
          </Button>
          <Button type="submit" disabled={resolve.isPending}>
            {l.resolve}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
