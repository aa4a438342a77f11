import type { RequestSortKey, RequestSummary } from '@despacha/domain/contracts/requests/request-record';
import { displayPlate } from '@despacha/domain/validators/plate';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import type { SortState } from '../../../../components/ui/table-sort.ts';
import { formatDate } from '../../../../lib/formatters.ts';
import { historyStrings as s } from './history-strings.ts';
import { RequestActions } from './request-actions.tsx';

const c = s.columns;
// Sorted by the server (the list is paged there): each sortable id is one of requestSortKeys.
const columns: DataTableColumn<RequestSummary>[] = [
  { id: 'title', serverSortable: true, header: c.title, cell: (r) => <span className="font-medium">{r.title}</span> },
  {
    id: 'placa',
    serverSortable: true,
    header: c.placa,
    cell: (r) => (r.placa ? <span className="font-mono">{displayPlate(r.placa)}</span> : s.emptyValue),
    className: 'whitespace-nowrap',
  },
  { id: 'subject', serverSortable: true, header: c.subject, cell: (r) => r.subject || s.emptyValue },
  { id: 'createdAt', serverSortable: true, header: c.createdAt, cell: (r) => formatDate(r.createdAt), className: 'whitespace-nowrap' },
  { id: 'createdByName', serverSortable: true, header: c.createdByName, cell: (r) => r.createdByName || s.emptyValue },
  { id: 'actions', header: <span className="sr-only">{c.actions}</span>, cell: (r) => <RequestActions request={r} />, className: 'w-44 text-right' },
];

type RequestsTableProps = {
  rows: readonly RequestSummary[];
  sort: SortState<RequestSortKey>;
  onSortChange: (sort: SortState<RequestSortKey>) => void;
};

export function RequestsTable({ rows, sort, onSortChange }: RequestsTableProps) {
  return (
    <DataTable
      caption={s.listTitle}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      className="min-w-0"
      sort={sort}
      // Only the serverSortable columns (the whitelisted keys) offer a header button.
      onSortChange={(next) => onSortChange(next as SortState<RequestSortKey>)}
    />
  );
}
