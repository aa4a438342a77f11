import { useState, type FormEvent } from 'react';
import { agencyToday } from '@despacha/domain/agency-calendar';
import type { GuiaDetail } from '@despacha/domain/guias/contracts';
import { guiaName } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useChangedSinceOpened, useLeaveGuard } from '../../../lib/leave-guard.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useGuiaWrite } from '../api/guias-api.ts';
import { errorText } from '../../../lib/error-text.ts';

/** "Marcar como entregue": the day the guia was filed at DETRAN (today unless told). */
export function DeliverDialog({ guia, open, onClose }: { guia: GuiaDetail; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={m.deliverTitle} description={m.deliverDescription}>
      {open ? <DeliverForm guia={guia} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DeliverForm({ guia, onDone }: { guia: GuiaDetail; onDone: () => void }) {
  const today = agencyToday();
  const [deliveredOn, setDeliveredOn] = useState(today);
  const [error, setError] = useState<string | undefined>();
  useLeaveGuard(useChangedSinceOpened(deliveredOn));
  const write = useGuiaWrite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { kind: 'deliver', id: guia.id, body: { deliveredOn } },
      {
        onSuccess: () => {
          toast.success(m.delivered(guiaName(guia.kind, guia.number)));
          onDone();
        },
        onError: (e) => {
          setError(isApiError(e) ? (e.fields.deliveredOn ?? e.message) : m.saveFailed);
          toast.error(errorText(e, m.saveFailed));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DateField label={m.deliveredOn} name="deliveredOn" min={guia.issuedOn} max={today} value={deliveredOn} onChange={setDeliveredOn} error={error} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={write.isPending}>
          {m.confirmDeliver}
        </Button>
      </div>
    </form>
  );
}
