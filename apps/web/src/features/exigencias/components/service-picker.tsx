import { useState } from 'react';
import type { ExigenciaServiceOption } from '@despacha/domain/exigencias/contracts';
import { exigenciaLabels as l } from '@despacha/domain/exigencias/messages';
import { TEXT } from '@despacha/domain/limits';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useServiceLookup } from '../api/lookup-services.ts';

/** Step one of "Registrar exigência": find the service by number, plate or owner. */
export function ServicePicker({ onPick }: { onPick: (service: ExigenciaServiceOption) => void }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useServiceLookup(q);
  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <TextField label={l.searchService} value={typed} maxLength={TEXT.search} onChange={(e) => setTyped(e.target.value)} className="flex-1" autoFocus />
        <Button type="submit" variant="outline">
          {l.search}
        </Button>
      </form>
      {found.isFetching ? <Spinner className="py-2" /> : null}
      {found.data && found.data.length === 0 ? <p className="text-sm text-slate-600">{l.noService}</p> : null}
      {found.data && found.data.length > 0 ? (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={l.service}>
          {found.data.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 p-2 text-sm">
              <span>
                <strong>nº {s.number}</strong> · {displayPlate(s.placa)} · {s.ownerName} · {s.servico}
                {s.openExigencia ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{l.hasOpen}</span> : null}
              </span>
              <Button size="sm" variant="outline" onClick={() => onPick(s)} aria-label={`${l.choose} nº ${s.number}`}>
                {l.choose}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
