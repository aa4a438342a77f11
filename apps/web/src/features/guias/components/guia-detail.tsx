import { useState } from 'react';
import { Link } from 'react-router';
import type { GuiaDetail, GuiaProcess } from '@despacha/domain/guias/contracts';
import { guiaName, guiaOutcomeOptions, type GuiaKind } from '@despacha/domain/guias/kinds';
import { guiaMessages as m } from '@despacha/domain/guias/messages';
import { labelOf } from '@despacha/domain/options/option';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { registryRecordLink } from '../../../lib/registry-links.ts';
import { guiaPdfUrl, useGuia } from '../api/guias-api.ts';
import { DeliverDialog } from './deliver-dialog.tsx';
import { DiscardDialog } from './discard-dialog.tsx';
import { NewGuia } from './new-guia.tsx';
import { ReturnDialog } from './return-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One guia: its processes, the printed slip, and the next step (entregue, retorno). */
export function GuiaDetailView({ id, onBack, onEdit }: { id: string; onBack: () => void; onEdit: () => void }) {
  const guia = useGuia(id);
  if (guia.isPending) return <Spinner label={m.list} />;
  if (guia.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-red-700">
          {m.loadFailed}
        </p>
        <Button variant="outline" onClick={onBack}>
          {m.back}
        </Button>
      </div>
    );
  return <Guia guia={guia.data} onBack={onBack} onEdit={onEdit} />;
}

/** "Alterar rascunho": the new-guia form over the draft as it is (a delivered guia goes back to its page). */
export function EditGuia({ kind, id, onDone }: { kind: GuiaKind; id: string; onDone: () => void }) {
  const guia = useGuia(id);
  if (guia.isPending) return <Spinner label={m.list} />;
  if (guia.isError || guia.data.status !== 'draft') return <GuiaDetailView id={id} onBack={onDone} onEdit={onDone} />;
  return <NewGuia kind={kind} guia={guia.data} onCancel={onDone} onCreated={onDone} />;
}

const dudaText = (p: GuiaProcess) => p.dudaCodes.map((c) => (c.verified ? c.code : `${c.code} (${m.unconfirmed})`)).join(', ');

function Guia({ guia, onBack, onEdit }: { guia: GuiaDetail; onBack: () => void; onEdit: () => void }) {
  const [dialog, setDialog] = useState<'deliver' | 'return' | 'discard' | null>(null);
  const name = guiaName(guia.kind, guia.number);
  const columns: DataTableColumn<GuiaProcess>[] = [
    {
      id: 'number',
      header: m.serviceNumber,
      cell: (p) => (
        <Link to={registryRecordLink(p.vehicleId, p.serviceId)} className="text-primary underline-offset-2 hover:underline">
          {p.serviceNumber}
        </Link>
      ),
    },
    { id: 'plate', header: m.plate, cell: (p) => displayPlate(p.placa) },
    { id: 'renavam', header: m.renavam, cell: (p) => p.renavam },
    { id: 'service', header: m.service, cell: (p) => p.serviceLabel },
    { id: 'owner', header: m.owner, cell: (p) => p.ownerName },
    { id: 'duda', header: m.duda, cell: dudaText },
    ...(guia.status === 'returned'
      ? [{ id: 'outcome', header: m.outcome, cell: (p: GuiaProcess) => [labelOf(guiaOutcomeOptions, p.outcome), p.outcomeNote].filter(Boolean).join(': ') }]
      : []),
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
            {name} <StatusBadge status={guia.status} />
          </h2>
          <p className="text-sm text-slate-700">
            {m.date}: {formatDate(guia.issuedOn)} · {m.destination}: {guia.destination} · {m.pdfTotal(guia.items.length)}
          </p>
          {guia.deliveredOn ? <p className="text-sm text-slate-600">{m.deliveredLine(formatDate(guia.deliveredOn), guia.deliveredByName)}</p> : null}
          {guia.returnedOn ? <p className="text-sm text-slate-600">{m.returnedLine(formatDate(guia.returnedOn), guia.returnedByName)}</p> : null}
          {guia.note ? (
            <p className="text-sm text-slate-600">
              {m.note}: {guia.note}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onBack}>
            {m.back}
          </Button>
          <a href={guiaPdfUrl(guia.id)} target="_blank" rel="noopener" className={buttonClasses({ variant: 'outline' })}>
            {m.print}
          </a>
          {guia.status === 'draft' ? (
            <>
              <Button variant="outline" onClick={() => setDialog('discard')}>
                {m.discard}
              </Button>
              <Button variant="outline" onClick={onEdit}>
                {m.edit}
              </Button>
            </>
          ) : null}
          {guia.status === 'draft' ? <Button onClick={() => setDialog('deliver')}>{m.deliver}</Button> : null}
          {guia.status === 'delivered' ? <Button onClick={() => setDialog('return')}>{m.registerReturn}</Button> : null}
        </div>
      </div>
      <DataTable caption={m.processes} columns={columns} rows={guia.items} rowKey={(p) => p.serviceId} />
      <DeliverDialog guia={guia} open={dialog === 'deliver'} onClose={() => setDialog(null)} />
      <ReturnDialog guia={guia} open={dialog === 'return'} onClose={() => setDialog(null)} />
      <DiscardDialog guia={guia} open={dialog === 'discard'} onClose={() => setDialog(null)} onDiscarded={onBack} />
    </div>
  );
}
