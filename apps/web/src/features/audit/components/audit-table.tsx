import type { AuditEventItem } from '@despacha/domain/audit/contracts';
import { auditActionLabels, auditEntityLabel, auditMessages as m } from '@despacha/domain/audit/messages';
import { roleLabel } from '@despacha/domain/roles';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { auditWhen } from './audit-labels.ts';

const valueText = (v: unknown) => (v === null || v === undefined || v === '' ? m.emptyValue : typeof v === 'string' ? v : JSON.stringify(v));

function Changes({ event }: { event: AuditEventItem }) {
  if (!event.changes.length) return null;
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer text-primary">{m.changesShow}</summary>
      <ul className="mt-1 flex flex-col gap-0.5">
        {event.changes.map((c) => (
          <li key={c.field} className="break-words">
            {m.changeLine(c.field, valueText(c.before), valueText(c.after))}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The events as a table, newest first unless a header asks another order; the agency column only in the platform's view. */
export function AuditTable({
  items,
  platform,
  sort,
  onSortChange,
}: {
  items: AuditEventItem[];
  platform: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}) {
  const columns: DataTableColumn<AuditEventItem>[] = [
    { id: 'when', header: m.columnWhen, serverSortable: true, cell: (e) => auditWhen(e.createdAt), className: 'whitespace-nowrap tabular-nums text-slate-700' },
    ...(platform
      ? [{ id: 'agency', header: m.columnAgency, serverSortable: true, cell: (e: AuditEventItem) => e.agencyName ?? m.platform, className: 'text-slate-700' }]
      : []),
    {
      id: 'who',
      header: m.columnWho,
      serverSortable: true,
      cell: (e) => (
        <>
          <div className="font-medium text-slate-900">{e.actorName ?? m.anonymous}</div>
          {e.actorRole ? <div className="text-xs text-slate-500">{roleLabel(e.actorRole)}</div> : null}
        </>
      ),
    },
    { id: 'action', header: m.columnAction, serverSortable: true, cell: (e) => auditActionLabels[e.action], className: 'whitespace-nowrap text-slate-900' },
    { id: 'record', header: m.columnRecord, serverSortable: true, cell: (e) => auditEntityLabel(e.entity), className: 'text-slate-700' },
    {
      id: 'summary',
      header: m.columnSummary,
      serverSortable: true,
      cell: (e) => (
        <>
          {e.summary}
          <Changes event={e} />
        </>
      ),
      className: 'text-slate-900',
    },
    { id: 'ip', header: m.columnIp, serverSortable: true, cell: (e) => e.ip ?? '', className: 'whitespace-nowrap tabular-nums text-slate-500' },
  ];
  return <DataTable caption={m.title} captionHidden columns={columns} rows={items} rowKey={(e) => e.id} sort={sort} onSortChange={onSortChange} />;
}
