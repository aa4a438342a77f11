import { useState } from 'react';
import { Download, UserX } from 'lucide-react';
import type { LgpdCounts, LgpdPersonSummary } from '@despacha/domain/lgpd/contracts';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useDownloadPersonData } from '../api.ts';
import { AnonymiseDialog } from './anonymise-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';

const countKeys: (keyof LgpdCounts)[] = ['owners', 'vehicles', 'services', 'payments', 'requests', 'files', 'quotes'];
const failed = (err: unknown) => toast.error(errorText(err, m.agencyFailed));

/** What the agency holds about the person, with the export and anonymise actions. */
export function PersonResult({ person, onAnonymised }: { person: LgpdPersonSummary; onAnonymised: () => void }) {
  const download = useDownloadPersonData();
  const [confirming, setConfirming] = useState(false);
  const exportAs = (format: 'json' | 'pdf') =>
    download.mutate({ document: person.document, format }, { onSuccess: () => toast.success(m.exported), onError: failed });

  return (
    <section aria-label={person.name} className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold text-slate-900">{person.name}</p>
        <p className="text-sm text-slate-600">{displayCpfOrCnpj(person.document)}</p>
        {person.anonymisedAt ? <p className="text-sm text-amber-800">{m.anonymisedOn(formatDate(person.anonymisedAt))}</p> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {countKeys.map((key) => (
          <div key={key} className="flex flex-col">
            <dt className="text-xs text-slate-500">{m.counts[key]}</dt>
            <dd className="text-xl font-bold text-slate-900">{person.counts[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => exportAs('json')} disabled={download.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {m.exportJson}
        </Button>
        <Button variant="outline" onClick={() => exportAs('pdf')} disabled={download.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {m.exportPdf}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <UserX aria-hidden="true" className="size-4" />
          {m.anonymise}
        </Button>
      </div>
      <AnonymiseDialog
        open={confirming}
        onOpenChange={setConfirming}
        document={person.document}
        onDone={() => {
          setConfirming(false);
          toast.success(m.anonymised);
          onAnonymised();
        }}
      />
    </section>
  );
}
