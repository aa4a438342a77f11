import { useRef } from 'react';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ExigenciaRow } from '@despacha/domain/exigencias/contracts';
import { exigenciaLabels as l } from '@despacha/domain/exigencias/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAttachDocument } from '../api/attach-document.ts';
import { errorText } from '../../../lib/error-text.ts';

type Item = ExigenciaRow['items'][number];

function ItemLine({ row, item }: { row: ExigenciaRow; item: Item }) {
  const attach = useAttachDocument();
  const input = useRef<HTMLInputElement>(null);
  const send = async (file: File | null) => {
    try {
      await attach.mutateAsync({ serviceId: row.serviceId, item: item.item, file });
      toast.success(l.documentReceived);
    } catch (error) {
      toast.error(errorText(error, l.saveFailed));
    }
  };
  const Icon = item.received ? CheckCircle2 : Circle;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="flex items-center gap-2 text-sm">
        <Icon aria-hidden="true" className={item.received ? 'size-4 text-emerald-700' : 'size-4 text-slate-400'} />
        {item.label} — <strong>{item.received ? l.receivedMark : l.pending}</strong>
      </span>
      {item.received ? null : (
        <span className="flex gap-2">
          <input
            ref={input}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="sr-only"
            aria-label={l.fileLabel(item.label)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
              e.target.value = '';
            }}
          />
          <Button size="sm" variant="outline" disabled={attach.isPending} onClick={() => input.current?.click()}>
            {l.attach}
          </Button>
          <Button size="sm" variant="ghost" disabled={attach.isPending} onClick={() => void send(null)}>
            {l.markReceived}
          </Button>
        </span>
      )}
    </li>
  );
}

/** What DETRAN asked for, each attached (files module, checklist item) or marked received. */
export function DocumentsDialog({ row, onClose }: { row: ExigenciaRow; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={l.documentsOf(row.number)} description={row.demand}>
      {row.items.length === 0 ? (
        <p className="text-sm text-slate-600">{l.noItems}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {row.items.map((item) => (
            <ItemLine key={item.item} row={row} item={item} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
