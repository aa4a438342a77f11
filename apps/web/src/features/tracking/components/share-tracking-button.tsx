import { lazy, Suspense, useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { trackingShareLabels as s } from '@despacha/domain/tracking/share-labels';
import { Spinner } from '../../../components/ui/spinner.tsx';

// The panel (queries, consent, WhatsApp) loads on the first click: Cadastro do Sistema's route JS
// stays within its 60 KB budget (decision 009).
const ShareTrackingPanel = lazy(async () => ({ default: (await import('./share-tracking-panel.tsx')).ShareTrackingPanel }));

/** "Compartilhar acompanhamento" on a saved service: the dialog loads its status only when opened. */
export function ShareTrackingButton({ serviceId }: { serviceId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 className="size-4" aria-hidden="true" />
        {s.share}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={s.dialogTitle} description={s.dialogDescription}>
        {open ? (
          <Suspense fallback={<Spinner />}>
            <ShareTrackingPanel serviceId={serviceId} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
