import { useState, type FormEvent } from 'react';
import { agencyToday } from '@despacha/domain/agency-calendar';
import type { GuiaDetail } from '@despacha/domain/guias/contracts';
import { guiaName, guiaOutcomeOptions, type GuiaOutcome } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { TEXT } from '@despacha/domain/limits';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useGuiaWrite } from '../api/guias-api.ts';
import { errorText } from '../../../lib/error-text.ts';

/** "Registrar retorno": each process back as pronto or em exigência (with what DETRAN demanded). */
export function ReturnDialog({ guia, open, onClose }: { guia: GuiaDetail; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={m.returnTitle} description={m.returnDescription} size="wide">
      {open ? <ReturnForm guia={guia} onDone={onClose} /> : null}
    </Dialog>
  );
}

type Answer = { outcome: GuiaOutcome; demand: string };

function ReturnForm({ guia, onDone }: { guia: GuiaDetail; onDone: () => void }) {
  const today = agencyToday();
  const [returnedOn, setReturnedOn] = useState(today);
  // Most processes come back ready: pronto is the starting answer, the exceptions are changed.
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(guia.items.map((p) => [p.serviceId, { outcome: 'pronto', demand: '' }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  useLeaveGuard(useChangedSinceOpened([returnedOn, answers]));
  const write = useGuiaWrite();
  const set = (serviceId: string, change: Partial<Answer>) => setAnswers({ ...answers, [serviceId]: { ...answers[serviceId]!, ...change } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const items = guia.items.map((p) => ({ serviceId: p.serviceId, ...answers[p.serviceId]! }));
    write.mutate(
      { kind: 'return', id: guia.id, body: { returnedOn, items } },
      {
        onSuccess: () => {
          toast.success(m.returned(guiaName(guia.kind, guia.number)));
          onDone();
        },
        onError: (e) => {
          setErrors(isApiError(e) ? e.fields : {});
          toast.error(errorText(e, m.saveFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DateField
        label={m.returnedOn}
        name="returnedOn"
        className="max-w-xs"
        min={guia.deliveredOn ?? undefined}
        max={today}
        value={returnedOn}
        onChange={setReturnedOn}
        error={errors.returnedOn}
      />
      {errors.items ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.items}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        {guia.items.map((p, i) => {
          const answer = answers[p.serviceId]!;
          const legend = `${m.serviceNumber} ${p.serviceNumber} — ${displayPlate(p.placa)} — ${p.serviceLabel} — ${p.ownerName}`;
          return (
            <li key={p.serviceId} className="flex flex-col gap-2 p-3">
              <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2">
                <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
                {guiaOutcomeOptions.map((o) => (
                  <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={`outcome-${p.serviceId}`}
                      value={o.value}
                      checked={answer.outcome === o.value}
                      onChange={() => set(p.serviceId, { outcome: o.value })}
                      className="size-4 accent-primary"
                    />
                    {o.label}
                  </label>
                ))}
              </fieldset>
              {answer.outcome === 'exigencia' ? (
                <TextareaField
                  label={`${m.demand} (${m.serviceNumber} ${p.serviceNumber})`}
                  name={`demand-${p.serviceId}`}
                  rows={2}
                  maxLength={TEXT.note}
                  value={answer.demand}
                  onChange={(e) => set(p.serviceId, { demand: e.target.value })}
                  error={errors[`items.${i}.demand`]}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={write.isPending}>
          {m.confirmReturn}
        </Button>
      </div>
    </form>
  );
}
