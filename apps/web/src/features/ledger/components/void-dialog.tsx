import { useState, type FormEvent } from 'react';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { TEXT } from '@despacha/domain/limits';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useLedgerWrite, type EntryKind } from '../api/ledger-api.ts';
import { errorText } from '../../../lib/error-text.ts';

export type VoidTarget = { entry: EntryKind; entryId: string; label: string };

/** Estornar: asks for the reason; the entry stays listed as voided (nothing is deleted). */
export function VoidDialog({ serviceId, target, onClose }: { serviceId: string; target: VoidTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={m.voidTitle}
      description={target ? `${target.label}. ${m.voidDescription}` : undefined}
    >
      {target ? <VoidForm serviceId={serviceId} target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}

function VoidForm({ serviceId, target, onDone }: { serviceId: string; target: VoidTarget; onDone: () => void }) {
  const write = useLedgerWrite(serviceId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useLeaveGuard(reason.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { kind: 'void', entry: target.entry, entryId: target.entryId, body: { reason } },
      {
        onSuccess: () => {
          toast.success(m.entryVoided);
          onDone();
        },
        onError: (e) => {
          setError(isApiError(e) ? (e.fields.reason ?? e.message) : m.saveFailed);
          toast.error(errorText(e, m.saveFailed));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextareaField
        label={m.voidReason}
        name="reason"
        rows={3}
        maxLength={TEXT.note}
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={write.isPending}>
          {m.confirmVoid}
        </Button>
      </div>
    </form>
  );
}
