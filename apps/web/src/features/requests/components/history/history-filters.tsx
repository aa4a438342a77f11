import { useState, type FormEvent } from 'react';
import { requestCatalog } from '@despacha/domain/contracts/requests/request-catalog';
import type { RequestListFilters } from '@despacha/domain/contracts/requests/request-record';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { historyStrings as s } from './history-strings.ts';

const typeOptions = requestCatalog.map((r) => ({ value: r.type, label: r.title }));

type Filters = Required<Omit<RequestListFilters, 'page'>>;
type HistoryFiltersProps = { value: Filters; onApply: (filters: Filters) => void };

/** Type, plate and date range; applied on "Filtrar" (or Enter), so typing a plate fetches nothing. */
export function HistoryFilters({ value, onApply }: HistoryFiltersProps) {
  const [draft, setDraft] = useState<Filters>(value);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = { type: '', placa: '', from: '', to: '' };
    setDraft(empty);
    onApply(empty);
  };

  return (
    <form role="search" aria-label={s.filtersTitle} onSubmit={submit} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <SelectField label={s.type} options={typeOptions} placeholder={s.allTypes} value={draft.type} onChange={set('type')} />
      <TextField label={s.plate} placeholder={s.platePlaceholder} value={draft.placa} onChange={set('placa')} autoCapitalize="characters" />
      <TextField label={s.from} type="date" value={draft.from} onChange={set('from')} />
      <TextField label={s.to} type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      <div className="flex items-end gap-2">
        <Button type="submit">{s.filter}</Button>
        <Button type="button" variant="outline" onClick={clear}>
          {s.clearFilters}
        </Button>
      </div>
    </form>
  );
}
