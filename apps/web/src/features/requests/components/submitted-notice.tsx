import { useEffect, useRef } from 'react';
import { Download, FilePlus2 } from 'lucide-react';
import type { RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { requestPdfUrl } from '../api/request-pdf.ts';
import { requestStrings as s } from '../strings.ts';

export const submittedStrings = {
  newRequest: 'Nova solicitação',
} as const;

/**
 * The stored request after a submit: when it was registered, its PDF and "Nova solicitação",
 * which clears the form for the next one. Focused when it appears, so the keyboard (and a screen
 * reader) lands on the outcome rather than on a submit button that is now disabled.
 * It sits at the top of the form and is scrolled to the top of the view (below the sticky
 * header): the success toast shows at the bottom, so it never covers "Baixar PDF" (issue 34).
 */
export function SubmittedNotice({ created, description, onNew }: { created: RequestCreated; description?: string; onNew: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const notice = ref.current;
    if (!notice) return;
    notice.scrollIntoView?.({ block: 'start' });
    notice.focus({ preventScroll: true });
  }, [created.id]);
  const when = new Date(created.createdAt);
  const time = when.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex scroll-mt-20 flex-col gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 outline-none focus-visible:ring-2 focus-visible:ring-green-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-medium">{s.submitted.title}</p>
        <p>{s.submitted.body(`${formatDate(when)} ${time}`)}</p>
        {description ? <p>{description}</p> : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={requestPdfUrl(created.id)} download className={buttonClasses({ variant: 'outline' })}>
          <Download aria-hidden="true" className="size-4" />
          {s.submitted.pdf}
        </a>
        <Button type="button" onClick={onNew}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {submittedStrings.newRequest}
        </Button>
      </div>
    </div>
  );
}
