import { useState, type FormEvent } from 'react';
import { agencyStatusLabel, agencyStatusOptions, type AgencyStatus } from '@despacha/domain/agency-status';
import { adminMessages as m } from '@despacha/domain/admin-messages';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { usePlans } from '../api/get-plans.ts';
import { clientStrings as s } from '../strings.ts';

export type SubscriptionTarget = { id: string; name: string; planName: string; status: string };

type ChangeSubscriptionDialogProps = { client: SubscriptionTarget | null; onClose: () => void };

/** New plan and/or new status with an optional reason; the server records the history row. */
export function ChangeSubscriptionDialog({ client, onClose }: ChangeSubscriptionDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={s.dialog.title}
      description={client ? s.dialog.description(client.name) : undefined}
    >
      {/* Keyed by client: each opening starts with an empty form. */}
      {client ? <ChangeSubscriptionForm key={client.id} client={client} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ChangeSubscriptionForm({ client, onDone }: { client: SubscriptionTarget; onDone: () => void }) {
  const plans = usePlans();
  const change = useChangeSubscription();
  const [newPlanId, setNewPlanId] = useState('');
  const [newStatus, setNewStatus] = useState<AgencyStatus | ''>('');
  const [reason, setReason] = useState('');
  useLeaveGuard(useChangedSinceOpened([newPlanId, newStatus, reason]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPlanId && !newStatus) return toast.error(m.incompleteTitle, { description: m.incompleteDescription });
    change.mutate(
      { clientId: client.id, data: { newPlanId, newStatus, reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(m.changeRecordedTitle, { description: m.changeRecordedDescription });
          toast.success(m.subscriptionUpdatedTitle, { description: m.subscriptionUpdatedDescription });
          onDone();
        },
        onError: () => toast.error(m.error, { description: m.changeRecordFailed }),
      },
    );
  };

  const planOptions = (plans.data ?? []).map((p) => ({ value: p.id, label: `${p.name} — ${formatMoney(p.priceCents)}` }));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{s.dialog.current(client.planName, agencyStatusLabel(client.status))}</p>
      <SelectField
        label={s.dialog.newPlan}
        placeholder={s.dialog.keep}
        options={planOptions}
        value={newPlanId}
        onChange={(e) => setNewPlanId(e.target.value)}
      />
      <SelectField
        label={s.dialog.newStatus}
        placeholder={s.dialog.keep}
        options={agencyStatusOptions}
        value={newStatus}
        onChange={(e) => setNewStatus(e.target.value as AgencyStatus | '')}
      />
      <TextareaField label={s.dialog.reason} placeholder={s.dialog.reasonPlaceholder} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          {s.dialog.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={change.isPending}>
          {change.isPending ? s.dialog.saving : s.dialog.save}
        </Button>
      </div>
    </form>
  );
}
