import { useState } from 'react';
import { amountText } from '@despacha/domain/money/fee-display';
import { Link, useNavigate } from 'react-router';
import type { QuoteResponse } from '@despacha/domain/quotes/contracts';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { quoteStatusLabel, quoteStatusOptions, type QuoteStatus } from '@despacha/domain/quotes/options';
import { TEXT } from '@despacha/domain/limits';
import { formatBrDate } from '@despacha/domain/validators/date';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { registryRecordLink } from '../../../lib/registry-links.ts';
import { toast } from '../../../lib/toast.ts';
import { quotePdfUrl, useQuotes, useQuoteWrite } from '../api/quotes-api.ts';
import { QUOTE_PARAM } from '../quote-param.ts';
import { QuoteForm } from './quote-form.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';

/** Cadastro do Sistema started from an accepted quote (decision 041). */
export const conversionLink = (id: string) => `${paths.systemRegistration.path}?${QUOTE_PARAM}=${encodeURIComponent(id)}`;

const statusTone: Record<QuoteStatus, string> = {
  rascunho: 'bg-slate-100 text-slate-700',
  enviado: 'bg-blue-100 text-blue-800',
  aceito: 'bg-green-100 text-green-800',
  recusado: 'bg-red-100 text-red-800',
  expirado: 'bg-amber-100 text-amber-800',
  convertido: 'bg-violet-100 text-violet-800',
};

/** Orçamentos: search and filter, create and edit, print, share by link, mark the answer, convert. */
export function QuotesScreen() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ key: 'number', dir: 'desc' });
  const list = useQuotes(q, status, page, sort);
  const write = useQuoteWrite();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<QuoteResponse | 'new' | null>(null);
  const [sharing, setSharing] = useState<QuoteResponse | null>(null);

  const mark = (quote: QuoteResponse, next: 'aceito' | 'recusado') =>
    write.mutate(
      { kind: 'status', id: quote.id, status: next },
      {
        onSuccess: () => toast.success(m.statusChanged),
        onError: (error) => toast.error(errorText(error, m.saveFailed)),
      },
    );

  const columns: DataTableColumn<QuoteResponse>[] = [
    { id: 'number', header: m.number, serverSortable: true, cell: (r) => r.number, className: 'w-16', from: 'sm' },
    {
      id: 'customer',
      header: m.customer,
      serverSortable: true,
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{r.customerName}</span>
          {r.plate ? <span className="text-xs text-slate-500">{displayPlate(r.plate)}</span> : null}
        </span>
      ),
    },
    { id: 'service', header: m.serviceType, serverSortable: true, cell: (r) => r.serviceLabel, from: 'md' },
    {
      id: 'total',
      header: m.total,
      serverSortable: true,
      cell: (r) => amountText(r.total, r.detranFee === null),
      className: 'text-right whitespace-nowrap',
    },
    { id: 'valid', header: m.validUntil, serverSortable: true, cell: (r) => formatBrDate(r.validUntil), className: 'whitespace-nowrap', from: 'lg' },
    {
      id: 'status',
      header: m.status,
      serverSortable: true,
      cell: (r) => <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[r.status]}`}>{quoteStatusLabel(r.status)}</span>,
    },
    {
      id: 'actions',
      header: m.actions,
      pinned: true,
      cell: (r) => (
        <span className="flex flex-wrap gap-1.5">
          {r.status !== 'convertido' ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(r)} aria-label={`${m.edit} ${m.editQuote(r.number)}`}>
              {m.edit}
            </Button>
          ) : null}
          <a
            className={buttonClasses({ size: 'sm', variant: 'outline' })}
            href={quotePdfUrl(r.id)}
            target="_blank"
            rel="noopener"
            aria-label={`${m.print} ${m.editQuote(r.number)}`}
          >
            {m.print}
          </a>
          {r.status !== 'convertido' ? (
            <Button size="sm" variant="outline" onClick={() => setSharing(r)} aria-label={`${m.share} ${m.editQuote(r.number)}`}>
              {m.share}
            </Button>
          ) : null}
          {r.status === 'rascunho' || r.status === 'enviado' ? (
            <>
              <Button size="sm" variant="outline" onClick={() => mark(r, 'aceito')} disabled={write.isPending}>
                {m.markAccepted}
              </Button>
              <Button size="sm" variant="outline" onClick={() => mark(r, 'recusado')} disabled={write.isPending}>
                {m.markRefused}
              </Button>
            </>
          ) : null}
          {r.status === 'aceito' ? (
            <Button size="sm" onClick={() => void navigate(conversionLink(r.id))}>
              {m.convert}
            </Button>
          ) : null}
          {r.status === 'convertido' && r.vehicleId && r.serviceId ? (
            <Link className={buttonClasses({ size: 'sm' })} to={registryRecordLink(r.vehicleId, r.serviceId)}>
              {m.openService} nº {r.serviceNumber}
            </Link>
          ) : null}
        </span>
      ),
    },
  ];

  const data = list.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={m.search}
          name="q"
          type="search"
          maxLength={TEXT.search}
          className="sm:w-80"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={m.statusFilter}
          name="status"
          className="sm:w-48"
          placeholder={m.allStatuses}
          options={quoteStatusOptions}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as QuoteStatus | '');
            setPage(1);
          }}
        />
        <Button className="sm:ml-auto" onClick={() => setEditing('new')}>
          {m.newQuote}
        </Button>
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <p className="text-sm text-red-600">{m.loadFailed}</p> : null}
      {data ? (
        <DataTable
          caption={m.title}
          captionHidden
          columns={columns}
          rows={data.items}
          rowKey={(r) => r.id}
          empty={m.empty}
          sort={sort}
          onSortChange={(next) => (setSort(next), setPage(1))}
        />
      ) : null}
      {data ? <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={m.pagerLabel} itemsLabel={m.pagerItems} /> : null}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => (o ? undefined : setEditing(null))}
        title={editing && editing !== 'new' ? m.editQuote(editing.number) : m.newQuote}
        size="wide"
      >
        {editing ? <QuoteForm quote={editing === 'new' ? null : editing} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} /> : null}
      </Dialog>
      <ShareDialog quote={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}
