import { useState, type FormEvent } from 'react';
import { CATALOG_YEAR_MAX, CATALOG_YEAR_MIN } from '@despacha/domain/service-catalog/limits';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCopyCatalogFees } from '../api/service-catalog.ts';
import { catalogStrings as s } from '../strings.ts';
import { catalogFailed } from './failure.ts';

/** January's update: last year's fees start the new year "a confirmar", then each is checked and adjusted. */
export function CopyFeesCard({ currentYear }: { currentYear: number }) {
  const [year, setYear] = useState(String(currentYear + 1));
  const copy = useCopyCatalogFees();
  const target = Number(year);
  const valid = Number.isInteger(target) && target > CATALOG_YEAR_MIN && target <= CATALOG_YEAR_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || copy.isPending) return;
    copy.mutate(target, { onSuccess: (r) => toast.success(s.copy.done(r.copied, r.year)), onError: catalogFailed });
  };

  return (
    <Card role="region" aria-label={s.copy.title}>
      <CardHeader>
        <CardTitle>{s.copy.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label={s.copy.button} className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{valid ? s.copy.description(target) : null}</p>
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              className="w-32"
              label={s.copy.year}
              type="number"
              inputMode="numeric"
              min={CATALOG_YEAR_MIN + 1}
              max={CATALOG_YEAR_MAX}
              step={1}
              value={year}
              onChange={(e) => setYear(e.target.value.slice(0, 4))}
            />
            <Button type="submit" variant="outline" disabled={!valid || copy.isPending}>
              {s.copy.button}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
