import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { reminderLabels as l } from '@despacha/domain/licensing/reminder-messages';
import { Button } from '../../../components/ui/button.tsx';
import { answerTab } from '../../../lib/answer-tab.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useWhatsappReminder } from '../api/reminders.ts';

/** "WhatsApp" on a row: the server records the reminder and answers the wa.me link (answerTab). */
export function WhatsappButton({ vehicleId, plate, honorariosCents }: { vehicleId: string; plate: string; honorariosCents: number | null }) {
  const remind = useWhatsappReminder();
  const [error, setError] = useState('');
  const open = () => {
    setError('');
    const tab = answerTab();
    remind.mutate(
      { vehicleId, honorarios: honorariosCents ?? 0 },
      {
        onSuccess: ({ url }) => tab.go(url),
        onError: (err) => {
          tab.close();
          setError(errorText(err, l.whatsappFailed));
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
