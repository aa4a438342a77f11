import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { danfseLabels, danfsePath, hasDanfse } from '@despacha/domain/nfse/danfse';
import { nfseStatusLabels, nfseStatusValues } from '@despacha/domain/nfse/issue-messages';
import { nfseDateBases, nfseListSortKeys, nfseListStrings as l } from '@despacha/domain/nfse/list';
import type { NfseListRow } from '@despacha/domain/nfse/list-contracts';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatMoney } from '@despacha/domain/validators/money';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { MonthField } from '../../../components/ui/month-field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { NfseStatusPill } from '../../../components/ui/nfse-status-pill.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { defaultNfseSort, useNfseList, useNfseZip, type NfseListFilters } from '../list-api.ts';
import { NfseExportMenu } from './nfse-export-menu.tsx';

/** The filters live in the address: ?mes=&por=&situacao=&pagina=&ordem=&sentido=. */
function filtersOf(params: URLSearchParams): NfseListFilters {
  const sort = nfseListSortKeys.find((k) => k === params.get('ordem'));
  const dir = params.get('sentido');
  return {
    month: /^\d{4}-\d{2}$/.test(params.get('mes') ?? '') ? params.get('mes')! : '',
    by: nfseDateBases.find((b) => b === params.get('por')) ?? 'competencia',
    status: nfseStatusValues.find((s) => s === params.get('situacao')) ?? '',
    page: Math.max(1, Number(params.get('pagina')) || 1),
    ...(sort && (dir === 'asc' || dir === 'desc') ? { sort, dir } : defaultNfseSort),
  };
}

const columns: DataTableColumn<NfseListRow>[] = [
  { id: 'issued', header: l.issued, serverSortable: true, cell: (r) => formatDate(r.issuedAt), className: 'whitespace-nowrap' },
  { id: 'competence', header: l.competence, serverSortable: true, cell: (r) => formatDate(r.competence), className: 'whitespace-nowrap', from: 'sm' },
  {
    id: 'number',
    header: l.number,
    serverSortable: true,
    cell: (r) => r.nfseNumber ?? l.numberPending(r.series, r.number),
    className: 'whitespace-nowrap font-medium',
  },
  { id: 'service', header: l.service, cell: (r) => l.serviceNumber(r.serviceNumber), from: 'md' },
  {
    id: 'tomador',
    header: l.tomador,
    serverSortable: true,
    cell: (r) => (
      <div className="flex flex-col">
        <span>{r.tomadorName}</span>
        <span className="text-xs text-slate-500">{displayCpfOrCnpj(r.tomadorDocument)}</span>
      </div>
    ),
  },
  { id: 'value', header: l.value, serverSortable: true, cell: (r) => formatMoney(r.honorariosCents), className: 'whitespace-nowrap tabular-nums' },
  {
    id: 'status',
    header: l.statusColumn,
    serverSortable: true,
    cell: (r) => (
      <div className="flex flex-col gap-1">
        <NfseStatusPill status={r.status} />
        {r.rejectionCode ? <span className="text-xs text-red-800">{r.rejectionCode}</span> : null}
        {r.environment === 'homologacao' ? <span className="text-xs text-slate-500">{l.homologacao}</span> : null}
      </div>
    ),
  },
  {
    id: 'danfse',
    header: danfseLabels.column,
    pinned: true,
    cell: (r) =>
      hasDanfse(r) ? (
        <a href={danfsePath(r.id)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {danfseLabels.link}
        </a>
      ) : null,
  },
];

/**
 * /notas-fiscais (issue 37, decision 075): the agency's NFS-e by month of competência or of
 * emission and by status, sorted and paged by the server, with the totals of the filter; the
 * filter exported (decision 077); the month's authorised XMLs as a ZIP for the accountant.
 */
export function NfseListScreen({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useNfseList(filters);
  const zip = useNfseZip();
  const apply = (f: NfseListFilters) => {
    const ordered = f.sort === defaultNfseSort.sort && f.dir === defaultNfseSort.dir ? {} : { ordem: f.sort, sentido: f.dir };
    const next = { mes: f.month, por: f.by === 'competencia' ? '' : f.by, situacao: f.status, pagina: f.page > 1 ? String(f.page) : '', ...ordered };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)), { replace: true });
  };
  const download = () => zip.mutate({ month: filters.month, by: filters.by }, { onError: (error) => toast.error(errorText(error, l.downloadFailed)) });
  const data = list.data;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} description={l.intro} />
      <div className="flex flex-wrap items-end gap-3">
        <MonthField label={l.month} hint={l.monthHint} value={filters.month} onChange={(month) => apply({ ...filters, month, page: 1 })} />
        <SelectField
          className="w-44"
          label={l.basis}
          value={filters.by}
          options={nfseDateBases.map((b) => ({ value: b, label: l.basisLabels[b] }))}
          onChange={(e) => apply({ ...filters, by: e.target.value as NfseListFilters['by'], page: 1 })}
        />
        <SelectField
          className="w-44"
          label={l.status}
          value={filters.status}
          options={[{ value: '', label: l.allStatuses }, ...nfseStatusValues.map((s) => ({ value: s, label: nfseStatusLabels[s] }))]}
          onChange={(e) => apply({ ...filters, status: e.target.value as NfseListFilters['status'], page: 1 })}
        />
        <div className="flex flex-col items-start gap-1.5">
          <Button variant="outline" disabled={!filters.month || zip.isPending} aria-describedby="nfse-zip-hint" onClick={download}>
            <Download className="size-4" aria-hidden="true" />
            {l.downloadZip}
          </Button>
          <p id="nfse-zip-hint" className="text-xs text-slate-500">
            {filters.month ? '' : l.downloadZipHint}
          </p>
        </div>
        <NfseExportMenu filters={filters} total={list.data && !list.isPlaceholderData ? list.data.total : null} />
      </div>
      {list.isPending ? <Spinner label={l.list} /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(list.error, l.loadFailed)}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {[
              [l.count, String(data.total)],
              [l.total, formatMoney(data.summary.valueCents)],
              [l.authorisedTotal, l.authorisedSummary(data.summary.authorisedCount, formatMoney(data.summary.authorisedValueCents))],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md border border-slate-200 bg-white px-4 py-3">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <DataTable
            caption={l.list}
            captionHidden
            columns={columns}
            rows={data.items}
            rowKey={(r) => r.id}
            empty={l.empty}
            sort={{ key: filters.sort, dir: filters.dir }}
            onSortChange={(next) => apply({ ...filters, sort: next.key as NfseListFilters['sort'], dir: next.dir, page: 1 })}
          />
          <Pager
            page={filters.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => apply({ ...filters, page })}
            label={l.pagerLabel}
            itemsLabel={l.pagerItems}
          />
        </>
      ) : null}
    </div>
  );
}
