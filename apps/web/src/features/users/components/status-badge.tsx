import { userStatusLabels, type UserStatus } from '@despacha/domain/user-options';
import { cn } from '../../../lib/cn.ts';

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {userStatusLabels[status]}
    </span>
  );
}
