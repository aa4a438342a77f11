import { useState } from 'react';
import { periodDays } from '@despacha/domain/agency-calendar';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { COMMISSION_PERIOD_MAX_DAYS } from '@despacha/domain/commissions/options';
import { DateField } from '../../../components/ui/date-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useOriginOptions } from '../api/get-select-options.ts';
import type { StatementQuery } from '../api/get-commissions.ts';
import { commissionStrings as s } from '../strings.ts';

type Period = { from: string; to: string };
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** What is wrong with a typed period, in the server's words; null when it can be asked for. */
function periodError(p: Period): string | null {
  if (!isDay(p.from) || !isDay(p.to)) return m.periodInvalid;
  if (p.to < p.from) return m.periodReversed;
  if (periodDays(p.from, p.to) > COMMISSION_PERIOD_MAX_DAYS) return m.periodTooLong(COMMISSION_PERIOD_MAX_DAYS);
  return null;
}

type Props = { query: StatementQuery; onChange: (query: StatementQuery) => void };

/** Origem and the period (De, Até); the statement follows the last good period typed. */
export function CommissionFilters({ query, onChange }: Props) {
  const origins = useOriginOptions();
  // The typed days live here until they make a period; the address keeps the last good one.
  const [draft, setDraft] = useState<Period>(query);
  const [shown, setShown] = useState<Period>(query);
  if (shown.from !== query.from || shown.to !== query.to) {
    setShown(query);
    setDraft(query);
  }
  const error = periodError(draft);
  const type = (change: Partial<Period>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (!periodError(next)) onChange({ ...query, ...next });
  };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <legend className="sr-only">{s.filtersLegend}</legend>
      <SelectField
        label={s.origin}
        name="originId"
        options={origins}
        placeholder={s.select}
        className="sm:col-span-2 lg:col-span-1"
        value={query.originId}
        onChange={(e) => onChange({ ...query, originId: e.target.value })}
      />
      <DateField label={s.from} name="from" value={draft.from} onChange={(from) => type({ from })} />
      <DateField label={s.to} name="to" value={draft.to} error={error ?? undefined} onChange={(to) => type({ to })} />
    </fieldset>
  );
}
