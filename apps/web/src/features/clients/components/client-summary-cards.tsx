import { Ban, Building2, CircleCheck, PauseCircle, type LucideIcon } from 'lucide-react';
import type { ClientSummary } from '@despacha/domain/contracts/clients';
import { Card } from '../../../components/ui/card.tsx';
import { clientStrings as s } from '../strings.ts';

const cards: { key: keyof ClientSummary; icon: LucideIcon; iconClass: string }[] = [
  { key: 'total', icon: Building2, iconClass: 'bg-admin-soft text-admin' },
  { key: 'active', icon: CircleCheck, iconClass: 'bg-emerald-50 text-emerald-700' },
  { key: 'suspended', icon: PauseCircle, iconClass: 'bg-amber-50 text-amber-700' },
  { key: 'cancelled', icon: Ban, iconClass: 'bg-red-50 text-red-700' },
];

/** Counted by the database over every client, whatever the filter. */
export function ClientSummaryCards({ summary }: { summary: ClientSummary | undefined }) {
  return (
    <section aria-label={s.summary.title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ key, icon: Icon, iconClass }) => (
        <Card key={key} role="group" aria-label={s.summary[key]} className="flex items-center justify-between gap-3 p-4">
          <div className="flex flex-col gap-1">
            <span className="text-sm text-slate-600">{s.summary[key]}</span>
            <span className="text-2xl font-bold tabular-nums text-slate-900">{summary ? summary[key].toLocaleString('pt-BR') : '–'}</span>
          </div>
          <span className={`flex size-9 items-center justify-center rounded-md ${iconClass}`} aria-hidden="true">
            <Icon className="size-5" />
          </span>
        </Card>
      ))}
    </section>
  );
}
