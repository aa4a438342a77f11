import { useState } from 'react';
import type { NfseDocumentResponse } from '@despacha/domain/nfse/issue-contracts';
import { danfseLabels, danfsePath, hasDanfse } from '@despacha/domain/nfse/danfse';
import { nfseSectionStrings as s } from '@despacha/domain/nfse/issue-messages';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { NfseStatusPill } from '../../../components/ui/nfse-status-pill.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { nfseXmlUrl, useRetryNfse, useServiceNfse } from '../api/service-nfse.ts';
import { CancelNfseDialog, IssueNfseDialog, SubstituteNfseDialog, toastOutcome } from './service-nfse-dialogs.tsx';
import { SendNfseButtons } from './service-nfse-send.tsx';

// The service's NFS-e (issue 37, decision 073): "Emitir NFS-e" opens the review of what the server
// would declare (values from the database); the list shows each DPS sent and what became of it.
// Who may issue and cancel is the server's answer (decision 075): the buttons say why they cannot.
// "Substituir" (decision 082) sends a new DPS naming an authorised one; the Sefin cancels that one.

function StatusCell({ doc, all }: { doc: NfseDocumentResponse; all: NfseDocumentResponse[] }) {
  // The other end of a substitution (decision 082), by the number the Sefin gave it.
  const numberOf = (id: string | null) => {
    const other = id ? all.find((d) => d.id === id) : undefined;
    return other ? (other.nfseNumber ?? String(other.number)) : null;
  };
  const replaces = numberOf(doc.substitutesId);
  const replacedBy = numberOf(doc.substitutedById);
  return (
    <div className="flex flex-col gap-1">
      <NfseStatusPill status={doc.status} />
      {replaces ? <span className="text-xs text-slate-600">{s.substitutes(replaces)}</span> : null}
      {replacedBy ? <span className="text-xs text-slate-600">{s.substitutedBy(replacedBy)}</span> : null}
      {doc.status === 'rejeitada' ? (
        <span className="text-xs text-red-800">
          {doc.rejectionCode}: {doc.rejectionMessage}
        </span>
      ) : null}
      {doc.status === 'pendente' && doc.nextAttemptAt ? <span className="text-xs text-slate-600">{s.nextAttempt(formatDate(doc.nextAttemptAt))}</span> : null}
    </div>
  );
}

export function ServiceNfse({ serviceId }: { serviceId: string }) {
  const query = useServiceNfse(serviceId);
  const retry = useRetryNfse(serviceId);
  const [issuing, setIssuing] = useState(false);
  const [cancelling, setCancelling] = useState<NfseDocumentResponse | null>(null);
  const [replacing, setReplacing] = useState<NfseDocumentResponse | null>(null);

  if (query.isPending) return <p className="text-sm text-slate-500">…</p>;
  if (query.isError) return <p className="text-sm text-red-700">{errorText(query.error, s.loadFailed)}</p>;
  const data = query.data;

  const sendAgain = (doc: NfseDocumentResponse) =>
    retry.mutate(doc.id, { onSuccess: toastOutcome, onError: (error) => toast.error(errorText(error, s.retryFailed)) });

  const columns: DataTableColumn<NfseDocumentResponse>[] = [
    { id: 'status', header: s.status, cell: (doc) => <StatusCell doc={doc} all={data.documents} /> },
    { id: 'number', header: s.number, cell: (doc) => doc.nfseNumber ?? '—' },
    { id: 'dps', header: s.dps, cell: (doc) => `${doc.series}/${doc.number}`, from: 'sm' },
    { id: 'value', header: s.value, cell: (doc) => formatMoney(doc.honorariosCents), from: 'md' },
    { id: 'key', header: s.accessKey, cell: (doc) => <span className="font-mono text-xs break-all">{doc.accessKey ?? '—'}</span>, from: 'lg' },
    { id: 'date', header: s.date, cell: (doc) => formatDate(doc.createdAt), from: 'sm' },
    { id: 'by', header: s.issuedBy, cell: (doc) => doc.createdByName, from: 'lg' },
    {
      id: 'actions',
      header: s.actions,
      pinned: true,
      cell: (doc) => (
        <div className="flex flex-wrap gap-2">
          {doc.hasXml ? (
            <a href={nfseXmlUrl(doc.id)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {s.downloadXml}
            </a>
          ) : null}
          {hasDanfse(doc) ? (
            <a href={danfsePath(doc.id)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {danfseLabels.link}
            </a>
          ) : null}
          {doc.status === 'autorizada' ? <SendNfseButtons doc={doc} /> : null}
          {doc.status === 'autorizada' && !data.cancelDenied ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setReplacing(doc)}>
                {s.substitute}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setCancelling(doc)}>
                {s.cancelNfse}
              </Button>
            </>
          ) : null}
          {doc.status === 'pendente' ? (
            <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => sendAgain(doc)}>
              {s.retry}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <DataTable caption={s.title} captionHidden columns={columns} rows={data.documents} rowKey={(doc) => doc.id} empty={s.none} />
      {data.cancelDenied && data.documents.some((doc) => doc.status === 'autorizada') ? <p className="text-sm text-slate-600">{data.cancelDenied}</p> : null}
      <div className="flex flex-col items-start gap-1">
        {/* Staff where the agency has not allowed them (decision 075): the button stays, saying why. */}
        <Button onClick={() => setIssuing(true)} disabled={!!data.issueDenied} aria-describedby={data.issueDenied ? 'nfse-issue-denied' : undefined}>
          {s.issue}
        </Button>
        {data.issueDenied ? (
          <p id="nfse-issue-denied" className="text-sm text-slate-600">
            {data.issueDenied}
          </p>
        ) : null}
      </div>
      <IssueNfseDialog serviceId={serviceId} data={data} open={issuing} onClose={() => setIssuing(false)} />
      <CancelNfseDialog serviceId={serviceId} target={cancelling} onClose={() => setCancelling(null)} />
      <SubstituteNfseDialog serviceId={serviceId} data={data} target={replacing} onClose={() => setReplacing(null)} />
    </div>
  );
}
