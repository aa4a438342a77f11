import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { trackingMessages as s } from '@despacha/domain/tracking/messages';
import { ShareTrackingPanel } from './share-tracking-panel.tsx';

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
        {open ? <ShareTrackingPanel serviceId={serviceId} /> : null}
      </Dialog>
    </>
  );
}
