import type { GuiaDetail } from '@despacha/domain/guias/contracts';
import { guiaName } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDiscardGuia } from '../api/guias-api.ts';
import { errorText } from '../../../lib/error-text.ts';

/** Asks before a draft is removed; on success the screen goes back to the list. */
export function DiscardDialog({ guia, open, onClose, onDiscarded }: { guia: GuiaDetail; open: boolean; onClose: () => void; onDiscarded: () => void }) {
  const discard = useDiscardGuia();
  const name = guiaName(guia.kind, guia.number);
  const confirm = () =>
    discard.mutate(guia.id, {
      onSuccess: () => {
        toast.success(m.discarded(name));
        onDiscarded();
      },
      onError: (e) => toast.error(errorText(e, m.saveFailed)),
    });
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={m.discardTitle} description={`${name}. ${m.discardDescription}`}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button variant="danger" disabled={discard.isPending} onClick={confirm}>
          {m.confirmDiscard}
        </Button>
      </div>
    </Dialog>
  );
}
