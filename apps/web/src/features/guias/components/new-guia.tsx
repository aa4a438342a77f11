import { useEffect, useState, type FormEvent } from 'react';
import { agencyToday } from '@despacha/domain/agency-calendar';
import type { GuiaCandidate, GuiaDetail, GuiaProcess } from '@despacha/domain/guias/contracts';
import { guiaKindTitle, guiaName, type GuiaKind } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { TEXT } from '@despacha/domain/limits';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useGuiaCandidates, useGuiaWrite } from '../api/guias-api.ts';
import { errorText } from '../../../lib/error-text.ts';

/** `guia`: a draft being changed (its services come first, already chosen). */
type Props = { kind: GuiaKind; guia?: GuiaDetail; onCancel: () => void; onCreated: (id: string) => void };

const asCandidate = (p: GuiaProcess): GuiaCandidate => ({
  id: p.serviceId,
  number: p.serviceNumber,
  placa: p.placa,
  renavam: p.renavam,
  serviceLabel: p.serviceLabel,
  ownerName: p.ownerName,
  openedOn: '',
});
type Errors = Partial<Record<'destination' | 'issuedOn' | 'serviceIds', string>>;

/** "Nova guia" (or "Alterar rascunho"): destination, date and the ready services of the kind, searched and selected. */
export function NewGuia({ kind, guia, onCancel, onCreated }: Props) {
  const today = agencyToday();
  const [destination, setDestination] = useState(guia?.destination ?? '');
  const [issuedOn, setIssuedOn] = useState(guia?.issuedOn ?? today);
  const [note, setNote] = useState(guia?.note ?? '');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string[]>(() => guia?.items.map((p) => p.serviceId) ?? []);
  const [errors, setErrors] = useState<Errors>({});
  // Typed work: leaving the page or Sair ask first.
  useLeaveGuard(useChangedSinceOpened([destination, issuedOn, note, selected]));
  const candidates = useGuiaCandidates(kind, q);
  const write = useGuiaWrite();
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const own = guia?.items.map(asCandidate) ?? [];
  const rows = [...own, ...(candidates.data?.rows ?? []).filter((r) => !own.some((o) => o.id === r.id))];
  const allShown = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggleAll = () =>
    setSelected(allShown ? selected.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...selected, ...rows.map((r) => r.id)])]);
  const toggle = (id: string) => setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { destination, issuedOn, note, serviceIds: selected };
    write.mutate(guia ? { kind: 'update', id: guia.id, body } : { kind: 'create', body: { kind, ...body } }, {
      onSuccess: (saved) => {
        const name = guiaName(saved.kind, saved.number);
        toast.success(guia ? m.updated(name) : m.created(name));
        onCreated(saved.id);
      },
      onError: (e) => {
        setErrors(isApiError(e) ? (e.fields as Errors) : {});
        toast.error(errorText(e, m.saveFailed));
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={guia ? `${m.edit} — ${guiaName(guia.kind, guia.number)}` : `${m.newGuia} — ${guiaKindTitle[kind]}`}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={m.destination} error={errors.destination} className="sm:col-span-2">
          {(control) => (
            <Input {...control} name="destination" maxLength={TEXT.label} required value={destination} onChange={(e) => setDestination(e.target.value)} />
          )}
        </FormField>
        <DateField label={m.date} name="issuedOn" max={today} value={issuedOn} onChange={setIssuedOn} error={errors.issuedOn} />
      </div>
      <TextareaField label={m.note} name="note" rows={2} maxLength={TEXT.note} value={note} onChange={(e) => setNote(e.target.value)} />

      <section aria-label={m.candidatesTitle} className="flex flex-col gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{m.candidatesTitle}</h2>
          <p className="text-sm text-slate-600">
            {m.candidatesHint} {kind === 'pl' ? m.candidatesPl : m.candidatesGeral}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-64 flex-1 flex-col gap-1.5">
            <Label htmlFor="candidate-search">{m.searchServices}</Label>
            <Input id="candidate-search" type="search" placeholder={m.searchServicesHint} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {m.selected(selected.length)}
          </p>
        </div>
        {errors.serviceIds ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.serviceIds}
          </p>
        ) : null}
        {candidates.data?.truncated ? <p className="text-sm text-slate-600">{m.candidatesTruncated(rows.length)}</p> : null}
        {candidates.isPending ? (
          <Spinner label={m.candidatesTitle} />
        ) : (
          <CandidateTable rows={rows} selected={selected} allShown={allShown} onToggle={toggle} onToggleAll={toggleAll} />
        )}
      </section>

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={write.isPending}>
          {guia ? m.save : m.create}
        </Button>
      </div>
    </form>
  );
}

type TableProps = { rows: GuiaCandidate[]; selected: string[]; allShown: boolean; onToggle: (id: string) => void; onToggleAll: () => void };

function CandidateTable({ rows, selected, allShown, onToggle, onToggleAll }: TableProps) {
  if (rows.length === 0) return <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{m.noCandidates}</p>;
  return (
    <div className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.candidatesTitle}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input type="checkbox" aria-label={m.selectAll} checked={allShown} onChange={onToggleAll} className="size-4 accent-primary" />
            </th>
            <th scope="col" className="px-3 py-2">
              {m.serviceNumber}
            </th>
            <th scope="col" className="px-3 py-2">
              {m.plate}
            </th>
            <th scope="col" className="px-3 py-2">
              {m.renavam}
            </th>
            <th scope="col" className="px-3 py-2">
              {m.service}
            </th>
            <th scope="col" className="px-3 py-2">
              {m.owner}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={`${m.serviceNumber} ${r.number}`}
                  checked={selected.includes(r.id)}
                  onChange={() => onToggle(r.id)}
                  className="size-4 accent-primary"
                />
              </td>
              <td className="px-3 py-2 tabular-nums">{r.number}</td>
              <td className="px-3 py-2">{displayPlate(r.placa)}</td>
              <td className="px-3 py-2 tabular-nums">{r.renavam}</td>
              <td className="px-3 py-2">{r.serviceLabel}</td>
              <td className="px-3 py-2">{r.ownerName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
