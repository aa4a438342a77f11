import { useState, type FormEvent } from 'react';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { CATALOG_YEAR_MAX, CATALOG_YEAR_MIN } from '@despacha/domain/service-catalog/limits';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteCatalogFee, useSetCatalogFee } from '../api/service-catalog.ts';
import { catalogStrings as s } from '../strings.ts';
import { catalogFailed } from './failure.ts';

const f = s.fees;

/** DETRAN fee by year: entered by the admins (it follows the UFIR-RJ), never guessed for a year. */
export function FeesSection({ entry }: { entry: CatalogEntry }) {
  const [year, setYear] = useState(String(entry.currentYear));
  const [fee, setFee] = useState('');
  // A fee being typed (cleared once added).
  useLeaveGuard(fee.trim() !== '');
  const save = useSetCatalogFee();
  const remove = useDeleteCatalogFee();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fee.trim() || !year.trim() || save.isPending) return;
    save.mutate(
      { serviceType: entry.serviceType, year: Number(year), fee },
      {
        onSuccess: () => {
          toast.success(s.toasts.feeSaved, { description: `${entry.label} — ${year}` });
          setFee('');
        },
        onError: catalogFailed,
      },
    );
  };

  return (
    <section aria-label={f.title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800">{f.title}</h3>
      {entry.currentFeeCents === null ? (
        <p className="text-sm font-medium text-amber-800">{f.missing(entry.currentYear)}</p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {entry.fees.map((row) => (
          <li key={row.year} className="flex items-center gap-2 text-sm">
            <span className={row.year === entry.currentYear ? 'font-semibold' : undefined}>{f.current(row.year, row.feeCents)}</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${f.remove} ${row.year}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { serviceType: entry.serviceType, year: row.year },
                  { onSuccess: () => toast.success(s.toasts.feeRemoved, { description: `${row.year}: ${formatMoney(row.feeCents)}` }), onError: catalogFailed },
                )
              }
            >
              {f.remove}
            </Button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit} aria-label={f.save} className="grid items-end gap-2 sm:grid-cols-[6rem_10rem_auto]">
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
        <MaskedTextField mask="money" label={f.fee} placeholder="0,00" value={fee} onChange={(e) => setFee(e.target.value)} />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {f.save}
        </Button>
      </form>
    </section>
  );
}
