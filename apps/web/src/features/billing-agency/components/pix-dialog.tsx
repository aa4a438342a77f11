import { useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useInvoicePix } from '../api.ts';
import { billingAgencyStrings as s } from '../strings.ts';

/** The server draws the QR as SVG (qrcode); only a plain SVG document is shown, nothing else. */
const isPlainSvg = (text: string) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text) && !/<script|on\w+=|href=/i.test(text);

/** PIX of one invoice: the QR code, the copia-e-cola and a button that copies it. */
export function PixDialog({ invoice, onClose }: { invoice: { id: string; number: number } | null; onClose: () => void }) {
  const pix = useInvoicePix(invoice?.id ?? null);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(null);
          onClose();
        }
      }}
      title={invoice ? s.pixTitle(invoice.number) : s.pix}
      description={s.pixDescription}
    >
      {pix.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {pix.error.message || s.pixFailed}
        </p>
      ) : pix.data ? (
        <div className="flex flex-col items-center gap-4">
          {isPlainSvg(pix.data.qrSvg) ? (
            <div role="img" aria-label={s.pixQr} className="size-56 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: pix.data.qrSvg }} />
          ) : null}
          <label className="flex w-full flex-col gap-1 text-sm font-medium text-slate-700">
            {s.pixCode}
            <textarea readOnly value={pix.data.brCode} rows={4} className="w-full rounded-md border border-slate-300 p-2 font-mono text-xs break-all" />
          </label>
          <Button onClick={() => void copy(pix.data.brCode)}>
            <Copy aria-hidden="true" className="size-4" />
            {s.copy}
          </Button>
          {copied ? (
            <p role="status" className={copied === 'ok' ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}>
              {copied === 'ok' ? s.copied : s.copyFailed}
            </p>
          ) : null}
        </div>
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}
