import { agencyStatusBadge, agencyStatusTone, type AgencyStatus, type BadgeTone } from '@despacha/domain/agency-status';
import { cn } from '../../../lib/cn.ts';

const toneClasses: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  danger: 'bg-red-50 text-red-800 ring-red-600/20',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/20',
};

/** The status under the same label as the filter and the select (Ativo, Suspenso…; anything else 'Ativo'). */
export function ClientStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = agencyStatusTone[status as AgencyStatus] ?? 'success';
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', toneClasses[tone], className)}>
      {agencyStatusBadge(status)}
    </span>
  );
}
