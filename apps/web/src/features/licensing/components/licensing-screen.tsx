import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LICENSING_SITUATIONS, type LicensingSituation } from '@despacha/domain/licensing/calendar';
import type { LicensingRow } from '@despacha/domain/licensing/contracts';
import { licensingSortKeys } from '@despacha/domain/licensing/sort';
import { licensingLabels as l, licensingMessages as m, licensingSituationLabels } from '@despacha/domain/licensing/messages';
import { displayPlate } from '@despacha/domain/validators/plate';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { MonthField } from '../../../components/ui/month-field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { defaultLicensingSort, useLicensing, type LicensingFilters } from '../api/get-licensing.ts';
import { useOriginOptions } from '../api/get-origin-options.ts';
import { useUnmarkLicensingDone } from '../api/licensing-done.ts';
import { LicensingDoneDialog, type LicensingDoneTarget } from './licensing-done-dialog.tsx';
import { ReminderBar } from './reminder-bar.tsx';
import { ReminderSettingsCard } from './reminder-settings-card.tsx';
import { useReminderSelection } from './use-reminder-selection.tsx';

const situationTone: Record<LicensingSituation, string> = {
  vencido: 'bg-red-50 text-red-800 ring-red-200',
  'a-fazer': 'bg-amber-50 text-amber-900 ring-amber-200',
  feito: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

function filtersOf(params: URLSearchParams): LicensingFilters {
  const sort = licensingSortKeys.find((k) => k === params.get('ordem'));
  const dir = params.get('sentido');
  const situation = LICENSING_SITUATIONS.find((s) => s === params.get('situacao')) ?? '';
  return {
    month: /^\d{4}-\d{2}$/.test(params.get('mes') ?? '') ? params.get('mes')! : '',
    situation,
    origin: params.get('origem') ?? '',
    page: Math.max(1, Number(params.get('pagina')) || 1),
    ...(sort && (dir === 'asc' || dir === 'desc') ? { sort, dir } : defaultLicensingSort),
  };
}

/** "Feito no ano (feito em …)" from a service, "(marcado em … por …)" when marked by hand (decision 067). */
function situationText(r: LicensingRow) {
  const label = licensingSituationLabels[r.situation];
  if (!r.doneOn) return label;
  return `${label} (${r.doneBy === null ? `${l.doneOn} ${formatDate(r.doneOn)}` : l.markedOn(formatDate(r.doneOn), r.doneBy)})`;
}

type RowActions = { onMark: (r: LicensingRow) => void; onUndo: (r: LicensingRow) => void; undoing: boolean };

function columnsOf({ onMark, onUndo, undoing }: RowActions): DataTableColumn<LicensingRow>[] {
  return [
    { id: 'plate', header: l.plate, serverSortable: true, cell: (r) => displayPlate(r.placa), className: 'whitespace-nowrap font-medium' },
    { id: 'owner', header: l.owner, serverSortable: true, cell: (r) => r.ownerName || '—' },
    { id: 'due', header: l.due, serverSortable: true, cell: (r) => (r.dueDate ? formatDate(r.dueDate) : m.toConfirm), className: 'whitespace-nowrap' },
    { id: 'ipva', header: l.ipva, from: 'md', cell: (r) => (r.ipvaDueDate ? formatDate(r.ipvaDueDate) : m.toConfirm), className: 'whitespace-nowrap' },
    {
      id: 'situation',
      header: l.situation,
      serverSortable: true,
      cell: (r) => (
        <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${situationTone[r.situation]}`}>{situationText(r)}</span>
      ),
    },
    {
      id: 'contact',
      header: l.contact,
      from: 'md',
      cell: (r) => [r.emailReachable ? l.emailOk : '', r.mobileReachable ? l.mobileOk : ''].filter(Boolean).join(' · ') || l.noContact,
    },
    {
      id: 'actions',
      header: l.actions,
      cell: (r) =>
        r.situation !== 'feito' ? (
          <Button size="sm" variant="outline" aria-label={l.markDoneOf(displayPlate(r.placa))} onClick={() => onMark(r)}>
            {l.markDone}
          </Button>
        ) : r.doneBy !== null ? (
          <Button size="sm" variant="ghost" aria-label={l.undoOf(displayPlate(r.placa))} disabled={undoing} onClick={() => onUndo(r)}>
            {l.undo}
          </Button>
        ) : null,
    },
  ];
}

/**
 * /licenciamentos (issue 39, decision 065): the registry's vehicles due in a month by the plate
 * final, or by default this month and the next with the year's overdue ones first. The filters live
 * in the address (?mes=&situacao=&origem=&pagina=&ordem=&sentido=).
 */
export function LicensingScreen({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useLicensing(filters);
  const origins = useOriginOptions();
  const unmark = useUnmarkLicensingDone();
  const [marking, setMarking] = useState<LicensingDoneTarget | null>(null);
  const apply = (f: LicensingFilters) => {
    const ordered = f.sort === defaultLicensingSort.sort && f.dir === defaultLicensingSort.dir ? {} : { ordem: f.sort, sentido: f.dir };
    const next = { mes: f.month, situacao: f.situation, origem: f.origin, pagina: f.page > 1 ? String(f.page) : '', ...ordered };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)), { replace: true });
  };
  const data = list.data;
  const reminders = useReminderSelection(data?.items ?? []);
  const columns = columnsOf({
    onMark: (r) => data && setMarking({ vehicleId: r.vehicleId, placa: r.placa, year: data.year }),
    onUndo: (r) =>
      data &&
      unmark.mutate(
        { vehicleId: r.vehicleId, year: data.year },
        { onSuccess: () => toast.success(m.unmarked), onError: (e) => toast.error(errorText(e, l.undoFailed)) },
      ),
    undoing: unmark.isPending,
  });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} description={l.intro} />
      <ReminderSettingsCard />
      <div className="flex flex-wrap items-end gap-3">
        <MonthField label={l.month} hint={l.monthHint} value={filters.month} onChange={(month) => apply({ ...filters, month, page: 1 })} />
        <SelectField
          className="w-48"
          label={l.situation}
          value={filters.situation}
          options={[{ value: '', label: l.allSituations }, ...LICENSING_SITUATIONS.map((s) => ({ value: s, label: licensingSituationLabels[s] }))]}
          onChange={(e) => apply({ ...filters, situation: e.target.value as LicensingFilters['situation'], page: 1 })}
        />
        <SelectField
          className="w-56"
          label={l.origin}
          value={filters.origin}
          options={[{ value: '', label: l.allOrigins }, ...origins]}
          onChange={(e) => apply({ ...filters, origin: e.target.value, page: 1 })}
        />
      </div>
      {list.isPending ? <Spinner label={l.list} /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {l.loadFailed}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm text-slate-600">{l.period(formatDate(data.from), formatDate(data.to))}</p>
          {data.finalsToConfirm.length ? (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {data.finalsToConfirm.length === 10 ? `${m.calendarToConfirm(data.year)}.` : l.finalsToConfirm(data.year, data.finalsToConfirm.join(', '))}
            </p>
          ) : null}
          <ReminderBar selection={reminders} />
          <DataTable
            caption={l.list}
            captionHidden
            columns={[reminders.selectColumn, ...columns, reminders.lastColumn]}
            rows={data.items}
            rowKey={(r) => r.vehicleId}
            empty={l.empty}
            sort={{ key: filters.sort, dir: filters.dir }}
            onSortChange={(next) => apply({ ...filters, sort: next.key as LicensingFilters['sort'], dir: next.dir, page: 1 })}
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
      <LicensingDoneDialog target={marking} onClose={() => setMarking(null)} />
    </div>
  );
}
