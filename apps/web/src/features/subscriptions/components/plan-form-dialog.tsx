import type { AdminPlanResponse, PlanFormData } from '@despacha/domain/contracts/plans';
import { adminMessages } from '@despacha/domain/admin-messages';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { subscriptionStrings as s } from '../strings.ts';
import { PlanForm } from './plan-form.tsx';
import { errorText } from '../../../lib/error-text.ts';

type PlanFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan being edited; none for 'Novo Plano'. */
  plan?: AdminPlanResponse | undefined;
};

/** 'Novo Plano' (POST) or 'Editar Plano' (PATCH) with the spec's success toasts. */
export function PlanFormDialog({ open, onOpenChange, plan }: PlanFormDialogProps) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const onError = (error: unknown) => toast.error(adminMessages.error, { description: errorText(error, s.plans.saveFailed) });

  const submit = (data: PlanFormData) => {
    if (plan) {
      update.mutate({ id: plan.id, data }, { onSuccess: () => (toast.success(adminMessages.planUpdated), onOpenChange(false)), onError });
    } else {
      create.mutate(data, { onSuccess: () => (toast.success(adminMessages.planCreated), onOpenChange(false)), onError });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={plan ? s.plans.editPlan : s.plans.newPlan}
      description={plan ? s.plans.editDescription : s.plans.createDescription}
    >
      {/* A new form per opening: it starts from the plan's current values. */}
      {open ? (
        <PlanForm key={plan?.id ?? 'new'} plan={plan} pending={create.isPending || update.isPending} onSubmit={submit} onCancel={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}
