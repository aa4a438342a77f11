import { useState } from 'react';
import { formatBrDate } from '@despacha/domain/validators/date';
import { Button } from '../../../components/ui/button.tsx';
import { useFeeHistory } from '../api/service-catalog.ts';
import { catalogStrings as s } from '../strings.ts';

const f = s.fees;

const when = (iso: string) => {
  const d = new Date(iso);
  return `${formatBrDate(iso.slice(0, 10))} ${d.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' })}`;
};

/** Who changed a type's fees and when (read only when opened). */
export function FeeHistory({ serviceType }: { serviceType: string }) {
  const [open, setOpen] = useState(false);
  const history = useFeeHistory(serviceType, open);
  return (
    <div className="flex flex-col gap-1">
      <Button size="sm" variant="ghost" className="self-start" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? f.hideHistory : f.history}
      </Button>
      {open && history.isError ? <p className="text-sm text-red-600">{f.historyFailed}</p> : null}
      {open && history.data?.length === 0 ? <p className="text-sm text-slate-600">{f.historyEmpty}</p> : null}
      {open && history.data?.length ? (
        <ul aria-label={f.history} className="flex flex-col gap-1 text-xs text-slate-700">
          {history.data.map((h) => (
            <li key={h.id}>
              {when(h.changedAt)} — {h.changedByName || '—'}: {f.historyActions[h.action] ?? h.action} {h.year}
              {h.action === 'delete'
                ? ''
                : ` → ${h.confirmed ? f.amount(h.feeCents) : `${f.unconfirmed.toLowerCase()}${h.feeCents !== null ? ` (${f.amount(h.feeCents)})` : ''}`}`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
