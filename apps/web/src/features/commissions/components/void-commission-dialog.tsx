import { useState, type FormEvent } from 'react';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { ledgerMessages as lm } from '@despacha/domain/ledger/messages';
import { TEXT } from '@despacha/domain/limits';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { toast } from '../../../lib/toast.ts';
import { useVoidCommission } from '../api/settle-commissions.ts';
import { commissionStrings as s } from '../strings.ts';

export type VoidTarget = { entryId: string; number: number };

/** Estornar a settled commission: asks for the reason; the ledger keeps the entry as voided. */
export function VoidCommissionDialog({ target, onClose }: { target: VoidTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={lm.voidTitle}
      description={target ? s.voidDescription(target.number) : undefined}
    >
      {target ? <VoidForm target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}

function VoidForm({ target, onDone }: { target: VoidTarget; onDone: () => void }) {
  const write = useVoidCommission();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useLeaveGuard(reason.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(lm.reasonRequired);
    write.mutate(
      { entryId: target.entryId, body: { reason } },
      {
        onSuccess: () => {
          toast.success(m.voided);
          onDone();
        },
        onError: (e) => {
          setError(isApiError(e) ? (e.fields.reason ?? e.message) : undefined);
          toast.error(errorText(e, lm.saveFailed));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextareaField
        label={lm.voidReason}
        name="reason"
        rows={3}
        maxLength={TEXT.note}
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={write.isPending}>
          {lm.confirmVoid}
        </Button>
      </div>
    </form>
  );
}
