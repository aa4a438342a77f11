import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { defaultFilters, periodErrors, type ReportFilterValues } from '../filters.ts';
import type { FilterOptionList, FilterOptions } from '../hooks/use-filter-options.ts';
import { reportStrings as s } from '../strings.ts';

type ReportFiltersProps = {
  id: string;
  applied: ReportFilterValues;
  options: FilterOptions;
  onApply: (filters: ReportFilterValues) => void;
};

type SelectKey = 'originId' | 'servico' | 'etapa' | 'status' | 'userId';

/**
 * The "Filtros" panel: edits a draft and applies it to the next generation and export. The period
 * is checked here with the server's messages (the server checks it again).
 */
export function ReportFilters({ id, applied, options, onApply }: ReportFiltersProps) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const set = (key: keyof ReportFilterValues, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  const clear = () => {
    const fresh = defaultFilters();
    setDraft(fresh);
    setErrors({});
    onApply(fresh);
  };

  const select = (key: SelectKey, label: string, list: FilterOptionList, placeholder: string = s.any) => (
    <SelectField
      label={label}
      name={key}
      options={list.options}
      placeholder={placeholder}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      hint={list.failed ? s.optionsFailed : undefined}
    />
  );

  return (
    <form
      id={id}
      aria-label={s.filtersTitle}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:max-w-md">
        <legend className="mb-2 text-sm font-medium text-slate-700">{s.period}</legend>
        <DateField label={s.from} name="from" value={draft.from} error={errors.from} onChange={(from) => set('from', from)} />
        <DateField label={s.to} name="to" value={draft.to} error={errors.to} onChange={(to) => set('to', to)} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {select('originId', s.origin, options.origins, s.anyOrigin)}
        {select('servico', s.servico, options.servicos)}
        {select('etapa', s.etapa, options.etapas, s.anyOrigin)}
        {select('status', s.status, options.statuses)}
        {select('userId', s.user, options.users)}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{s.apply}</Button>
        <Button variant="outline" onClick={clear}>
          {s.clear}
        </Button>
      </div>
    </form>
  );
}
