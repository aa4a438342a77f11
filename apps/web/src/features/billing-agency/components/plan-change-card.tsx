import { useState, type FormEvent } from 'react';
import type { AgencySubscriptionResponse } from '@despacha/domain/billing/agency';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatCurrency } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlanChange } from '../api.ts';
import { billingAgencyStrings as s } from '../strings.ts';

/** Upgrade or downgrade: the server refuses a plan whose seats cannot hold the active users. */
export function PlanChangeCard({ subscription }: { subscription: AgencySubscriptionResponse }) {
  const others = subscription.plans.filter((p) => p.id !== subscription.plan.id);
  const [planId, setPlanId] = useState('');
  const change = usePlanChange();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!planId) return;
    change.mutate(planId, {
      onSuccess: () => {
        setPlanId('');
        toast.success(s.planChanged);
      },
    });
  }

  if (others.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <CardTitle>{s.changePlan}</CardTitle>
      <CardDescription>{s.changePlanHint}</CardDescription>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={s.newPlan}
          placeholder=""
          value={planId}
          onChange={(e) => {
            setPlanId(e.target.value);
            change.reset();
          }}
          options={others.map((p) => ({ value: p.id, label: s.planOption(p.name, formatCurrency(p.priceCents), p.baseUsers) }))}
          error={change.isError ? change.error.message || s.planChangeFailed : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={!planId || change.isPending}>
          {s.apply}
        </Button>
      </form>
    </Card>
  );
}
