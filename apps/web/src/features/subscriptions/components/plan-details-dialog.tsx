import type { AdminPlanResponse } from '@despacha/domain/contracts/plans';
import { formatMoney } from '@despacha/domain/validators/money';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { subscriptionStrings as s } from '../strings.ts';

const p = s.plans;

type PlanDetailsDialogProps = { plan: AdminPlanResponse | undefined; onOpenChange: (open: boolean) => void };

/** Every field of a plan, read only. */
export function PlanDetailsDialog({ plan, onOpenChange }: PlanDetailsDialogProps) {
  const rows: [string, string][] = plan
    ? [
        [p.id, plan.id],
        [p.fields.price, `${formatMoney(plan.priceCents)}${p.perMonth}`],
        [p.fields.baseUsers, String(plan.baseUsers)],
        [p.fields.additionalUserPrice, formatMoney(plan.additionalUserPriceCents)],
        [p.fields.trialDays, String(plan.trialDays)],
        [p.fields.status, plan.active ? p.active : p.inactive],
        [p.fields.clients, String(plan.clients)],
        [p.createdAt, formatDate(plan.createdAt)],
      ]
    : [];
  return (
    <Dialog open={plan !== undefined} onOpenChange={onOpenChange} title={plan?.name ?? p.details} description={plan?.description || undefined}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{p.featuresTitle}</h3>
        {plan?.features.length ? (
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{p.noFeatures}</p>
        )}
      </section>
    </Dialog>
  );
}
