import { useState } from 'react';
import { Package, Plus } from 'lucide-react';
import { adminMessages } from '@despacha/domain/admin-messages';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAdminPlans } from '../api/get-admin-plans.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { LoadError } from './load-error.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanDetailsDialog } from './plan-details-dialog.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';

const p = s.plans;
type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; id: string };

/** The plans as cards: create, edit, (de)activate and details. */
export function PlansTab() {
  const { data, error, isPending, isError, isFetching, refetch } = useAdminPlans();
  const toggle = useUpdatePlan();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const setActive = (id: string, active: boolean) =>
    toggle.mutate(
      { id, data: { active } },
      {
        onSuccess: () => toast.success(active ? p.activated : p.deactivated),
        onError: () => toast.error(adminMessages.error, { description: p.toggleFailed }),
      },
    );

  const plans = data ?? [];
  const editedPlan = editing.mode === 'edit' ? plans.find((plan) => plan.id === editing.id) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ mode: 'new' })}>
          <Plus className="size-4" aria-hidden="true" />
          {p.newPlan}
        </Button>
      </div>
      {isPending ? (
        <Spinner label={p.loading} className="py-12" />
      ) : isError ? (
        <LoadError title={p.loadError} error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : plans.length === 0 ? (
        <EmptyState description={p.empty} icon={<Package className="size-8" />} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              toggling={toggle.isPending && toggle.variables?.id === plan.id}
              onToggle={(active) => setActive(plan.id, active)}
              onEdit={() => setEditing({ mode: 'edit', id: plan.id })}
              onDetails={() => setDetailsId(plan.id)}
            />
          ))}
        </div>
      )}
      <PlanFormDialog open={editing.mode !== 'closed'} onOpenChange={(open) => !open && setEditing({ mode: 'closed' })} plan={editedPlan} />
      <PlanDetailsDialog plan={plans.find((plan) => plan.id === detailsId)} onOpenChange={(open) => !open && setDetailsId(null)} />
    </div>
  );
}
