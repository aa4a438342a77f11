import { Link } from 'react-router';
import { Eye, Pencil, Repeat } from 'lucide-react';
import type { ClientListItem } from '@despacha/domain/contracts/clients';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import type { ClientSort } from '../api/get-clients.ts';
import { clientPath } from '../paths.ts';
import { clientStrings as s } from '../strings.ts';
import { ClientStatusBadge } from './client-status-badge.tsx';

const iconLink = buttonClasses({ variant: 'ghost', size: 'icon', className: 'size-8' });

type ClientsTableProps = {
  clients: ClientListItem[];
  /** The server sorts the pages: a header click asks it again. */
  sort: ClientSort;
  onSortChange: (sort: ClientSort) => void;
  onChangeSubscription: (client: ClientListItem) => void;
};

export function ClientsTable({ clients, sort, onSortChange, onChangeSubscription }: ClientsTableProps) {
  const columns: DataTableColumn<ClientListItem>[] = [
    {
      id: 'name',
      header: s.columns.name,
      serverSortable: true,
      cell: (c) => (
        <div className="flex flex-col">
          <Link to={clientPath(c.id)} className="font-medium text-slate-900 hover:underline">
            {c.name}
          </Link>
          <span className="text-xs text-slate-500">{c.email}</span>
        </div>
      ),
    },
    { id: 'cnpj', header: s.columns.cnpj, serverSortable: true, cell: (c) => (c.cnpj ? displayCnpj(c.cnpj) : '—'), className: 'whitespace-nowrap' },
    { id: 'plan', header: s.columns.plan, serverSortable: true, cell: (c) => c.planName },
    { id: 'status', header: s.columns.status, serverSortable: true, cell: (c) => <ClientStatusBadge status={c.status} /> },
    { id: 'users', header: s.columns.users, serverSortable: true, cell: (c) => c.totalUsers, className: 'text-right tabular-nums' },
    { id: 'createdAt', header: s.columns.createdAt, serverSortable: true, cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
    {
      id: 'actions',
      header: <span className="sr-only">{s.columns.actions}</span>,
      className: 'w-px whitespace-nowrap text-right',
      cell: (c) => (
        <div className="flex justify-end gap-1">
          <Link to={clientPath(c.id)} aria-label={s.view(c.name)} title={s.view(c.name)} className={iconLink}>
            <Eye aria-hidden="true" className="size-4" />
          </Link>
          <Link to={clientPath(c.id, true)} aria-label={s.edit(c.name)} title={s.edit(c.name)} className={iconLink}>
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={s.changeSubscription(c.name)}
            title={s.changeSubscription(c.name)}
            onClick={() => onChangeSubscription(c)}
          >
            <Repeat aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={s.listTitle}
      captionHidden
      columns={columns}
      rows={clients}
      rowKey={(c) => c.id}
      empty={s.noResults}
      sort={sort}
      // Column ids are the contract's sort keys (clientSortKeys).
      onSortChange={(next) => onSortChange(next as ClientSort)}
    />
  );
}
