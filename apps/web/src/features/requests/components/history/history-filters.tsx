import { useState, type FormEvent } from 'react';
import { formatMessages } from '@despacha/domain/messages';
import { requestCatalog } from '@despacha/domain/contracts/requests/request-catalog';
import type { RequestListFilters } from '@despacha/domain/contracts/requests/request-record';
import { formatBrDate, parseBrDate } from '@despacha/domain/validators/date';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { historyStrings as s } from './history-strings.ts';

const typeOptions = requestCatalog.map((r) => ({ value: r.type, label: r.title }));

type Filters = Required<Omit<RequestListFilters, 'page' | 'sort' | 'dir'>>;
type HistoryFiltersProps = { value: Filters; onApply: (filters: Filters) => void };
type DateKey = 'from' | 'to';
type DateErrors = Partial<Record<DateKey, string>>;

/** The typed dd/mm/aaaa as the API's yyyy-mm-dd: '' for none, null when it is not a real day. */
const toIso = (text: string) => (text.trim() === '' ? '' : parseBrDate(text.trim()));

/**
 * Type, plate and date range; applied on "Filtrar" (or Enter), so typing a plate fetches nothing.
 * The dates are typed dd/mm/aaaa like every date of the app (a native date input follows the
 * browser's locale: mm/dd/yyyy in an English one); the URL and the API keep yyyy-mm-dd.
 */
export function HistoryFilters({ value, onApply }: HistoryFiltersProps) {
  const [draft, setDraft] = useState<Filters>({ ...value, from: formatBrDate(value.from), to: formatBrDate(value.to) });
  const [errors, setErrors] = useState<DateErrors>({});
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: event.target.value }));
    if (key === 'from' || key === 'to') setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = toIso(draft.from);
    const to = toIso(draft.to);
    const found: DateErrors = {
      ...(from === null ? { from: formatMessages.dateInvalid } : {}),
      ...(to === null ? { to: formatMessages.dateInvalid } : {}),
    };
    setErrors(found);
    if (from === null || to === null) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${from === null ? 'from' : 'to'}"]`)?.focus();
      return;
    }
    onApply({ ...draft, from, to });
  };
  const clear = () => {
    const empty = { type: '', placa: '', from: '', to: '' };
    setDraft(empty);
    setErrors({});
    onApply(empty);
  };

  return (
    <form
      role="search"
      noValidate
      aria-label={s.filtersTitle}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <SelectField label={s.type} options={typeOptions} placeholder={s.allTypes} value={draft.type} onChange={set('type')} />
      <TextField label={s.plate} placeholder={s.platePlaceholder} value={draft.placa} onChange={set('placa')} autoCapitalize="characters" />
      <MaskedTextField mask="date" name="from" label={s.from} placeholder={s.datePlaceholder} value={draft.from} error={errors.from} onChange={set('from')} />
      <MaskedTextField mask="date" name="to" label={s.to} placeholder={s.datePlaceholder} value={draft.to} error={errors.to} onChange={set('to')} />
      <div className="flex items-end gap-2">
        <Button type="submit">{s.filter}</Button>
        <Button type="button" variant="outline" onClick={clear}>
          {s.clearFilters}
        </Button>
      </div>
    </form>
  );
}
