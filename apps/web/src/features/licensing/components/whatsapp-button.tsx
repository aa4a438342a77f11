import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { reminderLabels as l } from '@despacha/domain/licensing/reminder-messages';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useWhatsappReminder } from '../api/reminders.ts';

/**
 * "WhatsApp" on a row: the server records the reminder and answers the wa.me link. The tab is
 * opened in the click itself (a browser blocks one opened after the answer) and sent there after.
 */
export function WhatsappButton({ vehicleId, plate, honorariosCents }: { vehicleId: string; plate: string; honorariosCents: number | null }) {
  const remind = useWhatsappReminder();
  const [error, setError] = useState('');
  const open = () => {
    setError('');
    const tab = window.open('about:blank', '_blank');
    remind.mutate(
      { vehicleId, honorarios: honorariosCents ?? 0 },
      {
        onSuccess: ({ url }) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
        },
        onError: (err) => {
          tab?.close();
          setError(isApiError(err) && err.hasServerMessage ? err.message : l.whatsappFailed);
        },
      },
    );
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={open} disabled={remind.isPending} aria-label={l.whatsappFor(plate)}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {l.whatsapp}
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
