import { useState, type FormEvent } from 'react';
import { PLATE_FINALS } from '@despacha/domain/licensing/calendar';
import type { LicensingCalendarRow } from '@despacha/domain/licensing/contracts';
import { licensingCalendarLabels as l, licensingMessages as m } from '@despacha/domain/licensing/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useLicensingCalendar, useSaveLicensingCalendar } from '../api/licensing-calendar.ts';

/** One year's ten due dates, source and checked day, saved together. */
function YearForm({ year, rows }: { year: number; rows: LicensingCalendarRow[] }) {
  const save = useSaveLicensingCalendar();
  const [dates, setDates] = useState(() => PLATE_FINALS.map((final) => rows.find((r) => r.final === final)?.dueDate ?? ''));
  const [ipva, setIpva] = useState(() => PLATE_FINALS.map((final) => rows.find((r) => r.final === final)?.ipvaDueDate ?? ''));
  const [source, setSource] = useState(rows[0]?.source ?? '');
  const [checkedOn, setCheckedOn] = useState(rows[0]?.checkedOn ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      dueDates: PLATE_FINALS.map((final) => ({ final, dueDate: dates[final] || null, ipvaDueDate: ipva[final] || null })),
      source,
      checkedOn: checkedOn || null,
    };
    save.mutate({ year, body }, { onSuccess: () => toast.success(m.calendarSaved) });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`${l.title} ${year}`} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {PLATE_FINALS.map((final) => (
          <TextField
            key={final}
            label={l.final(final)}
            type="date"
            value={dates[final]}
            min={`${year}-01-01`}
            max={`${year}-12-31`}
            onChange={(e) => setDates((d) => d.map((v, i) => (i === final ? e.target.value : v)))}
          />
        ))}
      </div>
      {/* IPVA (decision 067): the Fazenda's dates by the same final; blank is "a confirmar" too. */}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{l.ipvaTitle}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {PLATE_FINALS.map((final) => (
            <TextField
              key={final}
              label={l.ipvaFinal(final)}
              type="date"
              value={ipva[final]}
              min={`${year}-01-01`}
              max={`${year}-12-31`}
              onChange={(e) => setIpva((d) => d.map((v, i) => (i === final ? e.target.value : v)))}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField label={l.source} value={source} maxLength={1000} onChange={(e) => setSource(e.target.value)} />
        <TextField label={l.checkedOn} type="date" value={checkedOn} onChange={(e) => setCheckedOn(e.target.value)} />
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(save.error, l.saveFailed)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {l.save}
        </Button>
      </div>
    </form>
  );
}

/** Catálogo de Serviços (platform admin): DETRAN-RJ's licensing due dates by plate final, a year at a time. */
export function LicensingCalendarCard() {
  const calendar = useLicensingCalendar();
  const years = [...new Set((calendar.data?.rows ?? []).map((r) => r.year))];
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years[0] ?? null;
  const rows = (calendar.data?.rows ?? []).filter((r) => r.year === year);
  return (
    <Card role="region" aria-label={l.title}>
      <CardHeader>
        <CardTitle>{l.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{l.description}</p>
        {calendar.isPending ? <Spinner label={l.title} /> : null}
        {calendar.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(calendar.error, l.loadFailed)}
          </p>
        ) : null}
        {year !== null ? (
          <>
            <SelectField
              className="w-32"
              label={l.year}
              value={String(year)}
              options={years.map((y) => ({ value: String(y), label: String(y) }))}
              onChange={(e) => setChosen(Number(e.target.value))}
            />
            {/* Keyed by what the server holds, so a save or another year shows the stored values. */}
            <YearForm key={`${year}|${rows.map((r) => r.updatedAt).join()}`} year={year} rows={rows} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
