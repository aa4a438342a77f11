import { useState, type FormEvent } from 'react';
import type { CatalogEntry, CatalogFee } from '@despacha/domain/service-catalog/contracts';
import { CATALOG_FEE_SOURCE_MAX, CATALOG_YEAR_MAX, CATALOG_YEAR_MIN } from '@despacha/domain/service-catalog/limits';
import { agencyToday } from '@despacha/domain/agency-calendar';
import { formatBrDate } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteCatalogFee, useSetCatalogFee } from '../api/service-catalog.ts';
import { catalogStrings as s } from '../strings.ts';
import { catalogFailed } from './failure.ts';
import { FeeHistory } from './fee-history.tsx';

const f = s.fees;

/** A year's fee as read: the figure (or "a confirmar"), where it came from and when it was checked. */
function FeeRow({ entry, row }: { entry: CatalogEntry; row: CatalogFee }) {
  const remove = useDeleteCatalogFee();
  const pending = !row.confirmed;
  return (
    <li className="flex flex-col gap-0.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className={row.year === entry.currentYear ? 'font-semibold' : undefined}>{f.current(row.year, row.confirmed ? row.feeCents : null)}</span>
        {pending ? <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">{f.unconfirmed}</span> : null}
        {pending && row.feeCents !== null ? <span className="text-xs text-slate-600">({f.amount(row.feeCents)})</span> : null}
        {row.confirmed && row.feeCents === 0 ? <span className="rounded bg-slate-100 px-1.5 text-xs">{f.exempt}</span> : null}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${f.remove} ${row.year}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { serviceType: entry.serviceType, year: row.year },
              { onSuccess: () => toast.success(s.toasts.feeRemoved, { description: f.current(row.year, row.feeCents) }), onError: catalogFailed },
            )
          }
        >
          {f.remove}
        </Button>
      </div>
      {row.source || row.checkedOn ? (
        <p className="break-words text-xs text-slate-600">
          {row.source}
          {row.checkedOn ? ` — ${f.checked(formatBrDate(row.checkedOn))}` : ''}
        </p>
      ) : null}
    </li>
  );
}

/**
 * DETRAN fee by year: entered by the admins from DETRAN-RJ's tables (they follow the UFIR-RJ), each
 * with its source and the day it was checked. A blank fee keeps the year "a confirmar"; 0 is exempt.
 */
export function FeesSection({ entry }: { entry: CatalogEntry }) {
  const [year, setYear] = useState(String(entry.currentYear));
  const [fee, setFee] = useState('');
  const [source, setSource] = useState('');
  const [checkedOn, setCheckedOn] = useState(() => agencyToday());
  // A fee or a source being typed (cleared once saved).
  useLeaveGuard(fee.trim() !== '' || source.trim() !== '');
  const save = useSetCatalogFee();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!year.trim() || save.isPending) return;
    save.mutate(
      { serviceType: entry.serviceType, year: Number(year), fee, source, checkedOn },
      {
        onSuccess: () => {
          toast.success(s.toasts.feeSaved, { description: `${entry.label} — ${year}` });
          setFee('');
          setSource('');
        },
        onError: catalogFailed,
      },
    );
  };

  return (
    <section aria-label={f.title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800">{f.title}</h3>
      {entry.currentFeeCents === null ? (
        <p role="status" className="text-sm font-medium text-amber-800">
          {f.missing(entry.currentYear)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {entry.fees.map((row) => (
          <FeeRow key={row.year} entry={entry} row={row} />
        ))}
      </ul>
      <form noValidate onSubmit={submit} aria-label={f.save} className="grid items-end gap-2 sm:grid-cols-[6rem_10rem_1fr]">
        <TextField
          label={f.year}
          type="number"
          inputMode="numeric"
          min={CATALOG_YEAR_MIN}
          max={CATALOG_YEAR_MAX}
          step={1}
          maxLength={4}
          value={year}
          onChange={(e) => setYear(e.target.value.slice(0, 4))}
        />
        <MaskedTextField mask="money" label={f.fee} placeholder="a confirmar" hint={f.feeHint} value={fee} onChange={(e) => setFee(e.target.value)} />
        <DateField label={f.checkedOn} name="checkedOn" value={checkedOn} onChange={setCheckedOn} />
        <TextField
          className="sm:col-span-3"
          label={f.source}
          name="source"
          maxLength={CATALOG_FEE_SOURCE_MAX}
          value={source}
          onChange={(e) => setSource(e.target.value)}
        />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={save.isPending}>
          {f.save}
        </Button>
      </form>
      <FeeHistory serviceType={entry.serviceType} />
    </section>
  );
}
