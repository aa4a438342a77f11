import { useState } from 'react';
import type { QuoteResponse } from '@despacha/domain/quotes/contracts';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useQuoteWrite, useShareQuote } from '../api/quotes-api.ts';
import { errorText } from '../../../lib/error-text.ts';

const failed = (error: unknown) => toast.error(errorText(error, m.saveFailed));

/**
 * Compartilhar: the link is shown once, when made (the server keeps only its hash); a new one
 * replaces it, and "Revogar" ends it.
 */
export function ShareDialog({ quote, onClose }: { quote: QuoteResponse | null; onClose: () => void }) {
  return (
    <Dialog open={quote !== null} onOpenChange={(o) => (o ? undefined : onClose())} title={m.shareTitle} description={m.shareDescription}>
      {quote ? <SharePanel quote={quote} /> : null}
    </Dialog>
  );
}

function SharePanel({ quote }: { quote: QuoteResponse }) {
  const share = useShareQuote();
  const write = useQuoteWrite();
  const [url, setUrl] = useState<string | null>(null);
  const [shared, setShared] = useState(quote.shared);

  const make = () =>
    share.mutate(quote.id, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setShared(true);
      },
      onError: failed,
    });
  const revoke = () =>
    write.mutate(
      { kind: 'revoke', id: quote.id },
      {
        onSuccess: () => {
          setUrl(null);
          setShared(false);
          toast.success(m.linkRevoked);
        },
        onError: failed,
      },
    );
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    toast.success(m.linkCopied);
  };

  return (
    <div className="flex flex-col gap-4">
      {url ? (
        <TextField label={m.shareLink} name="shareLink" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      ) : (
        <p className="text-sm text-slate-700">{shared ? m.linkActive : m.noLink}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {shared ? (
          <Button variant="outline" onClick={revoke} disabled={write.isPending}>
            {m.revokeLink}
          </Button>
        ) : null}
        {url ? (
          <Button variant="outline" onClick={() => void copy()}>
            {m.copyLink}
          </Button>
        ) : null}
        <Button onClick={make} disabled={share.isPending}>
          {m.newLink}
        </Button>
      </div>
    </div>
  );
}
