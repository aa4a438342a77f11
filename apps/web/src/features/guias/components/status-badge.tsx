import type { GuiaStatus } from '@despacha/domain/guias/kinds';
import { guiaStatusOptions } from '@despacha/domain/guias/kinds';
import { labelOf } from '@despacha/domain/options/option';
import { cn } from '../../../lib/cn.ts';

const tones: Record<GuiaStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  delivered: 'bg-amber-100 text-amber-800',
  returned: 'bg-emerald-100 text-emerald-800',
};

export function StatusBadge({ status }: { status: GuiaStatus }) {
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', tones[status])}>{labelOf(guiaStatusOptions, status)}</span>;
}
