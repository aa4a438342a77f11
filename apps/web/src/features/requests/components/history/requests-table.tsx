import type { RequestSummary } from '@despacha/domain/contracts/requests/request-record';
import { displayPlate } from '@despacha/domain/validators/plate';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { formatDate } from '../../../../lib/formatters.ts';
import { historyStrings as s } from './history-strings.ts';
import { RequestActions } from './request-actions.tsx';

const c = s.columns;
const columns: DataTableColumn<RequestSummary>[] = [
  { id: 'title', header: c.title, cell: (r) => <span className="font-medium">{r.title}</span> },
  { id: 'placa', header: c.placa, cell: (r) => (r.placa ? <span className="font-mono">{displayPlate(r.placa)}</span> : s.emptyValue), className: 'whitespace-nowrap' },
  { id: 'subject', header: c.subject, cell: (r) => r.subject || s.emptyValue },
  { id: 'createdAt', header: c.createdAt, cell: (r) => formatDate(r.createdAt), className: 'whitespace-nowrap' },
  { id: 'createdByName', header: c.createdByName, cell: (r) => r.createdByName || s.emptyValue },
  { id: 'actions', header: <span className="sr-only">{c.actions}</span>, cell: (r) => <RequestActions request={r} />, className: 'w-44 text-right' },
];

export function RequestsTable({ rows }: { rows: readonly RequestSummary[] }) {
  return <DataTable caption={s.listTitle} captionHidden columns={columns} rows={rows} rowKey={(r) => r.id} className="min-w-0" />;
}
