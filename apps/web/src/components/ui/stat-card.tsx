import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Card } from './card.tsx';

const tones = { primary: 'bg-primary-soft text-primary', admin: 'bg-admin-soft text-admin' } as const;

type StatCardProps = {
  label: string;
  value: string;
  icon: LucideIcon;
  /** A line under the value (period, basis of the figure). */
  hint?: string;
  /** The agency's colours, or the back office's. */
  tone?: keyof typeof tones;
};

/** One indicator: its label names the card (a group), the icon is decoration; value and hint sit at the bottom. */
export function StatCard({ label, value, icon: Icon, hint, tone = 'primary' }: StatCardProps) {
  return (
    <Card role="group" aria-label={label} className="flex flex-col justify-between gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm text-slate-600">{label}</span>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', tones[tone])} aria-hidden="true">
          <Icon className="size-4" />
        </span>
      </div>
      <div className="flex flex-col gap-2">
        <span data-testid="stat-value" className="text-2xl font-bold break-words tabular-nums text-slate-900">
          {value}
        </span>
        {hint ? <span className="text-xs text-slate-500">{hint}</span> : null}
      </div>
    </Card>
  );
}
