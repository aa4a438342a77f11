import { CreditCard, LogIn, Pencil, UserPlus, type LucideIcon } from 'lucide-react';
import type { ClientActivity } from '@despacha/domain/contracts/clients';
import { formatDateTime } from '../format.ts';
import { clientStrings as s } from '../strings.ts';

const icons: Record<ClientActivity['kind'], LucideIcon> = {
  client: Pencil,
  subscription: CreditCard,
  user: UserPlus,
  sign_in: LogIn,
  other: Pencil,
};

/** The client's audit trail: subscription changes, users added, edits and sign-ins, newest first. */
export function ClientActivityTab({ activity }: { activity: ClientActivity[] }) {
  if (activity.length === 0) return <p className="text-sm text-slate-600">{s.detail.noActivity}</p>;
  return (
    <ol aria-label={s.detail.activityTitle} className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {activity.map((a) => {
        const Icon = icons[a.kind];
        return (
          <li key={`${a.kind}-${a.id}`} className="flex items-start gap-3 px-4 py-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <div className="flex flex-col gap-0.5">
              <span className="text-sm text-slate-900">{a.summary}</span>
              <span className="text-xs text-slate-500">
                {formatDateTime(a.createdAt)}
                {a.actorName ? ` · ${a.actorName}` : ''}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
