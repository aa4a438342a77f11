import { useState } from 'react';
import { Mail, MessageCircle } from 'lucide-react';
import type { NfseDocumentResponse } from '@despacha/domain/nfse/issue-contracts';
import { nfseSendLabels as l } from '@despacha/domain/nfse/send-messages';
import { Button } from '../../../components/ui/button.tsx';
import { answerTab } from '../../../lib/answer-tab.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendNfse } from '../api/service-nfse.ts';

/**
 * "Enviar ao cliente" of an authorised NFS-e (decision 081). E-mail: the server mails the owner when
 * they consented, else says why. WhatsApp: the server answers the wa.me link (answerTab).
 */
export function SendNfseButtons({ doc }: { doc: NfseDocumentResponse }) {
  const send = useSendNfse();
  const [error, setError] = useState('');
  const number = doc.nfseNumber ?? String(doc.number);
  const failed = (err: unknown) => setError(errorText(err, l.failed));

  const byEmail = () => {
    setError('');
    send.mutate({ id: doc.id, channel: 'email' }, { onSuccess: ({ message }) => toast.success(message), onError: failed });
  };
  const byWhatsapp = () => {
    setError('');
    const tab = answerTab();
    send.mutate(
      { id: doc.id, channel: 'whatsapp' },
      {
        onSuccess: ({ url }) => (url ? tab.go(url) : tab.close()),
        onError: (err) => {
          tab.close();
          failed(err);
        },
      },
    );
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={byEmail} disabled={send.isPending} aria-label={l.emailFor(number)}>
        <Mail aria-hidden="true" className="size-4" />
        {l.email}
      </Button>
      <Button variant="outline" size="sm" onClick={byWhatsapp} disabled={send.isPending} aria-label={l.whatsappFor(number)}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {l.whatsapp}
      </Button>
      {error ? (
        <span role="alert" className="basis-full text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </>
  );
}
