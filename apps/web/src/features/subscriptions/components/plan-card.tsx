import { Check, Users } from 'lucide-react';
import type { AdminPlanResponse } from '@despacha/domain/contracts/plans';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { Switch } from './switch.tsx';

const p = s.plans;

type PlanCardProps = {
  plan: AdminPlanResponse;
  toggling: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDetails: () => void;
};

export function PlanCard({ plan, toggling, onToggle, onEdit, onDetails }: PlanCardProps) {
  return (
    <Card role="article" aria-label={plan.name} className={cn('flex flex-col gap-4 p-5', !plan.active && 'bg-slate-50')}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
          <span
            className={cn('w-fit rounded-full px-2 py-0.5 text-xs font-medium', plan.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700')}
          >
            {plan.active ? p.active : p.inactive}
          </span>
        </div>
        <Switch checked={plan.active} disabled={toggling} onCheckedChange={onToggle} label={p.activeSwitch(plan.name)} />
      </div>
      <p className="text-2xl font-bold tabular-nums text-slate-900">
        {formatMoney(plan.priceCents)}
        <span className="text-sm font-normal text-slate-500">{p.perMonth}</span>
      </p>
      {plan.description ? <p className="text-sm text-slate-600">{plan.description}</p> : null}
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        <li>{p.users(plan.baseUsers)}</li>
        <li>{p.additionalUser(formatMoney(plan.additionalUserPriceCents))}</li>
        <li>{p.trialDays(plan.trialDays)}</li>
      </ul>
      {plan.features.length ? (
        <ul aria-label={p.featuresTitle} className="flex flex-col gap-1 text-sm text-slate-700">
          {plan.features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {f}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-200 pt-3">
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <Users className="size-4" aria-hidden="true" />
          {p.clients(plan.clients)}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onDetails} aria-label={`${p.details} de ${plan.name}`}>
            {p.details}
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${p.edit} ${plan.name}`}>
            {p.edit}
          </Button>
        </div>
      </div>
    </Card>
  );
}
