import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Card } from './card.tsx';
import { SkeletonText } from './skeleton.tsx';

const tones = {
  primary: 'bg-primary-soft text-primary',
  admin: 'bg-admin-soft text-admin',
  success: 'bg-emerald-50 text-emerald-700',
  warning: 'bg-amber-50 text-amber-700',
  danger: 'bg-red-50 text-red-700',
} as const;
export type StatTone = keyof typeof tones;

type StatCardProps = {
  label: string;
  /** The figure; null while it loads, when a placeholder of its height stands in. */
  value: string | null;
  icon: LucideIcon;
  /** A line under the value (period, basis of the figure); null while it loads. */
  hint?: string | null;
  /** The agency's colours, the back office's, or a status's (a count of clients by status). */
  tone?: StatTone;
};

/**
 * One indicator: its label names the card (a group), the icon is decoration; value and hint sit at
 * the bottom. The label is drawn at once, so a grid of loading cards is the loaded grid's size.
 */
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
        {value === null ? (
          <span className="text-2xl font-bold">
            <SkeletonText className="w-2/3" />
          </span>
        ) : (
          <span data-testid="stat-value" className="text-2xl font-bold break-words tabular-nums text-slate-900">
            {value}
          </span>
        )}
        {hint === null ? (
          <span className="text-xs">
            <SkeletonText className="w-4/5" />
          </span>
        ) : hint ? (
          <span className="text-xs text-slate-500">{hint}</span>
        ) : null}
      </div>
    </Card>
  );
}
