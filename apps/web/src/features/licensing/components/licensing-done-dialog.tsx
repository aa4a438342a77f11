import { useState, type FormEvent } from 'react';
import { agencyToday } from '@despacha/domain/agency-calendar';
import { licensingLabels as l, licensingMessages as m } from '@despacha/domain/licensing/messages';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useMarkLicensingDone } from '../api/licensing-done.ts';

/** The row the dialog marks: the vehicle and the calendar year the list shows. */
export type LicensingDoneTarget = { vehicleId: string; placa: string; year: number };

type Props = { target: LicensingDoneTarget | null; onClose: () => void };

/** Marcar feito (decision 067): the year's licensing done elsewhere, on the day typed (dd/mm/aaaa). */
export function LicensingDoneDialog({ target, onClose }: Props) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? l.markTitle(target.year) : ''}
      description={target ? l.markDescription(displayPlate(target.placa)) : undefined}
    >
      {target ? <DoneForm target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DoneForm({ target, onDone }: { target: LicensingDoneTarget; onDone: () => void }) {
  const mark = useMarkLicensingDone();
  const today = agencyToday();
  const first = `${target.year}-01-01`;
  const last = `${target.year}-12-31` < today ? `${target.year}-12-31` : today;
  // Today when it is in the year shown; otherwise blank, to be typed.
  const [doneOn, setDoneOn] = useState(today.startsWith(String(target.year)) ? today : '');
  const [error, setError] = useState<string | undefined>();

  /** The server checks the same; said here before the round trip. */
  const problem = (iso: string) => {
    if (!iso) return m.doneOnRequired;
    if (iso > today) return m.doneOnInFuture;
    if (iso < first || iso > `${target.year}-12-31`) return m.doneOnOutsideYear(target.year);
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problem(doneOn);
    if (found) return setError(found);
    mark.mutate(
      { vehicleId: target.vehicleId, year: target.year, body: { doneOn } },
      {
        onSuccess: () => {
          toast.success(m.markedDone);
          onDone();
        },
        onError: (e) => {
          setError(isApiError(e) ? (e.fields.doneOn ?? errorText(e, l.markFailed)) : l.markFailed);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DateField
        label={l.doneOnLabel}
        name="doneOn"
        required
        min={first}
        max={last}
        value={doneOn}
        onChange={(iso) => {
          setDoneOn(iso);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {l.cancel}
        </Button>
        <Button type="submit" disabled={mark.isPending}>
          {l.save}
        </Button>
      </div>
    </form>
  );
}
