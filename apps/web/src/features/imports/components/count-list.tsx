import type { ImportCounts } from '@despacha/domain/contracts/imports';
import { cn } from '../../../lib/cn.ts';

const order = ['create', 'update', 'skip', 'error'] as const;
const tones: Record<(typeof order)[number], string> = {
  create: 'border-l-green-600',
  update: 'border-l-blue-600',
  skip: 'border-l-slate-400',
  error: 'border-l-red-600',
};

type CountListProps = { label: string; labels: Record<(typeof order)[number], string>; counts: ImportCounts };

/** The four figures of a run (created, updated, unchanged, refused), pt-BR numbers. */
export function CountList({ label, labels, counts }: CountListProps) {
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {order.map((k) => (
          <div key={k} className={cn('flex flex-col gap-0.5 rounded-md border border-l-4 border-slate-200 bg-white px-3 py-2', tones[k])}>
            <dt className="text-sm text-slate-600">{labels[k]}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">{counts[k].toLocaleString('pt-BR')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
