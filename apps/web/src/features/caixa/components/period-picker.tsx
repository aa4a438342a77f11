import { useState } from 'react';
import { CAIXA_PERIOD_DAYS_MAX, caixaMessages } from '@despacha/domain/caixa/messages';
import { caixaPeriodDays, caixaPresetPeriod, type CaixaPreset } from '@despacha/domain/caixa/period';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import type { CaixaPeriod } from '../api/get-caixa.ts';
import { caixaStrings as s } from '../strings.ts';

const presets: CaixaPreset[] = ['hoje', 'semana', 'mes'];
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** What is wrong with a typed period, in the server's words; null when it can be asked for. */
function periodError(p: CaixaPeriod): string | null {
  if (!isDay(p.from) || !isDay(p.to)) return caixaMessages.periodInvalid;
  if (p.to < p.from) return caixaMessages.periodOrder;
  if (caixaPeriodDays(p.from, p.to) > CAIXA_PERIOD_DAYS_MAX) return caixaMessages.periodTooLong;
  return null;
}

type PeriodPickerProps = { period: CaixaPeriod; onChange: (period: CaixaPeriod) => void };

/** Hoje, Esta semana, Este mês, or any two days (at most a year apart). */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  // The typed days live here until they make a period; the page's period stays the last good one.
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
  }
  const error = periodError(draft);
  const active = presets.find((p) => {
    const preset = caixaPresetPeriod(p);
    return preset.from === period.from && preset.to === period.to;
  });

  const type = (change: Partial<CaixaPeriod>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (!periodError(next)) onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">{s.periodLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {presets.map((p) => (
          <Button key={p} variant={active === p ? 'primary' : 'outline'} size="sm" aria-pressed={active === p} onClick={() => onChange(caixaPresetPeriod(p))}>
            {s.presets[p]}
          </Button>
        ))}
        <span className="self-center text-sm text-slate-500">{active ? '' : s.custom}</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-md">
        <DateField label={s.from} name="from" value={draft.from} onChange={(from) => type({ from })} />
        <DateField label={s.to} name="to" value={draft.to} error={error ?? undefined} onChange={(to) => type({ to })} />
      </div>
    </fieldset>
  );
}
