import { AlertTriangle } from 'lucide-react';
import type { ExigenciaRow } from '@despacha/domain/exigencias/contracts';
import { exigenciaLabels as l, exigenciaMessages as m } from '@despacha/domain/exigencias/messages';
import { demandFirstLine } from '@despacha/domain/exigencias/rules';
import { periodDays } from '@despacha/domain/agency-calendar';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../../../lib/formatters.ts';

type Props = { rows: ExigenciaRow[]; onDocuments: (row: ExigenciaRow) => void; onEdit: (row: ExigenciaRow) => void; onReturn: (row: ExigenciaRow) => void };

/** Days past the deadline, from the server's days open (its today, not the browser's). */
const daysLate = (row: ExigenciaRow) => row.daysOpen - (periodDays(row.raisedOn, row.deadline!) - 1);

/** A late exigência says so in words and with an icon, besides its colour. */
function Deadline({ row }: { row: ExigenciaRow }) {
  if (!row.deadline) return <span className="text-slate-500">{l.none}</span>;
  if (!row.late) return <span>{formatDate(row.deadline)}</span>;
  return (
    <span className="flex flex-col" data-late="">
      <span>{formatDate(row.deadline)}</span>
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-700">
        <AlertTriangle aria-hidden="true" className="size-3.5" />
        {l.daysLate(daysLate(row))}
      </span>
    </span>
  );
}

const received = (row: ExigenciaRow) => row.items.filter((i) => i.received).length;

/** The queue's table; rows arrive in the server's order (late and nearest deadlines first). */
export function ExigenciasTable({ rows, onDocuments, onEdit, onReturn }: Props) {
  const columns: DataTableColumn<ExigenciaRow>[] = [
    { id: 'number', header: l.number, cell: (r) => r.number, className: 'whitespace-nowrap tabular-nums' },
    { id: 'plate', header: l.plate, cell: (r) => displayPlate(r.placa), className: 'whitespace-nowrap' },
    { id: 'owner', header: l.owner, cell: (r) => r.ownerName },
    {
      id: 'demand',
      header: l.demand,
      cell: (r) => (
        <span className="line-clamp-2 max-w-xs" title={r.demand}>
          {demandFirstLine(r.demand)}
        </span>
      ),
    },
    { id: 'raisedOn', header: l.raisedOn, cell: (r) => formatDate(r.raisedOn), className: 'whitespace-nowrap', from: '2xl' },
    { id: 'deadline', header: l.deadline, cell: (r) => <Deadline row={r} />, className: 'whitespace-nowrap' },
    { id: 'days', header: l.daysOpen, cell: (r) => r.daysOpen, className: 'text-right tabular-nums', from: '2xl' },
    { id: 'responsible', header: l.responsible, cell: (r) => r.responsibleName || <span className="text-slate-500">{l.noResponsible}</span>, from: '2xl' },
    {
      id: 'received',
      header: l.received,
      cell: (r) => (r.items.length ? l.receivedCount(received(r), r.items.length) : l.none),
      className: 'whitespace-nowrap',
      from: '2xl',
    },
    {
      id: 'status',
      header: l.status,
      cell: (r) => (r.status === 'returned' ? `${l.returnedStatus} ${formatDate(r.returnedOn!)}` : r.late ? l.late : l.open),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: l.actions,
      pinned: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => onDocuments(r)} aria-label={`${l.documents} — ${l.service} nº ${r.number}`}>
            {l.documents}
          </Button>
          {r.status === 'open' ? (
            <>
              <Button size="sm" variant="outline" onClick={() => onEdit(r)} aria-label={`${l.edit} — ${l.service} nº ${r.number}`}>
                {l.edit}
              </Button>
              <Button size="sm" onClick={() => onReturn(r)} aria-label={`${l.returnAction} — ${l.service} nº ${r.number}`}>
                {l.returnAction}
              </Button>
            </>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={m.title}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      empty={l.empty}
      className="[&_tr:has([data-late])]:bg-red-50"
    />
  );
}
