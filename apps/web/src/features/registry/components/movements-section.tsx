import { useForm } from 'react-hook-form';
import type { MovementResponse } from '@despacha/domain/contracts/registry/service-detail';
import { labelOf } from '@despacha/domain/options/option';
import { servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import { agencyStageText } from '@despacha/domain/process/stages';
import type { ServicePosition } from '@despacha/domain/statuses';
import { todayBr } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddMovement, type MovementBody } from '../api/add-movement.ts';
import { registryStrings as s } from '../strings.ts';
import { Section } from './section.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../../lib/error-text.ts';

const d = s.documents;
type Values = { position: string; movedOn: string; note: string };
// zod and the contract load at the form's first key or pointer press, or first validation (decision 009).
const validation = lazyZodResolver<Values, MovementBody>(() =>
  import('@despacha/domain/contracts/registry/service-detail').then((contracts) => contracts.movementRequest),
);
const blank = (): Values => ({ position: '', movedOn: todayBr(), note: '' });

const columns: DataTableColumn<MovementResponse>[] = [
  {
    id: 'date',
    header: d.movementDate,
    cell: (row) => formatDate(row.movedOn),
    sortValue: (row) => `${row.movedOn} ${row.createdAt}`,
    className: 'whitespace-nowrap',
  },
  {
    id: 'position',
    header: d.movementPosition,
    cell: (row) => labelOf(servicePosicaoOptions, row.position, row.position),
    sortValue: (row) => labelOf(servicePosicaoOptions, row.position, row.position),
  },
  { id: 'stage', header: d.movementStage, cell: (row) => agencyStageText(row.stage), sortValue: (row) => agencyStageText(row.stage) },
  { id: 'note', header: d.movementNote, cell: (row) => row.note, sortValue: (row) => row.note },
  { id: 'by', header: d.movementBy, cell: (row) => row.createdByName, sortValue: (row) => row.createdByName },
];

type MovementsSectionProps = { serviceId: string; movements: MovementResponse[]; onMoved: (position: ServicePosition) => void };

/** The process history (append-only) and the form that moves the service to another position. */
export function MovementsSection({ serviceId, movements, onMoved }: MovementsSectionProps) {
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, MovementBody>({ resolver: validation.resolver, defaultValues: blank() });
  const { errors } = formState;
  const add = useAddMovement(serviceId);
  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        reset(blank());
        onMoved(body.position);
        toast.success(d.movementAdded);
      },
      onError: (error) => toast.error(errorText(error, d.saveFailed)),
    }),
  );
  return (
    <Section title={d.movements}>
      <div className="flex flex-col gap-4">
        <DataTable
          caption={d.movements}
          captionHidden
          columns={columns}
          rows={movements}
          rowKey={(row) => row.id}
          empty={d.noMovements}
          maxHeightClass="max-h-96"
        />
        <form
          noValidate
          onSubmit={submit}
          onKeyDownCapture={validation.preload}
          onPointerDownCapture={validation.preload}
          className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <SelectField
            label={d.movementPosition}
            options={servicePosicaoOptions}
            placeholder={s.select}
            error={errors.position?.message}
            {...register('position')}
          />
          <MaskedTextField mask="date" label={d.movementDate} placeholder={s.placeholders.date} error={errors.movedOn?.message} {...register('movedOn')} />
          <TextField label={d.movementNote} error={errors.note?.message} {...register('note')} />
          <Button type="submit" className="lg:mt-6" disabled={add.isPending}>
            {d.addMovement}
          </Button>
        </form>
      </div>
    </Section>
  );
}
