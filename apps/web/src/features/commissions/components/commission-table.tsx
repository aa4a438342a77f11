import type { CommissionRow } from '@despacha/domain/commissions/contracts';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { commissionStrings as s } from '../strings.ts';

const c = m.columns;
/** A commission still to be paid or received: unsettled and worth something. */
export const isOpen = (r: CommissionRow) => r.entryId === null && r.commissionCents > 0;

type Props = {
  caption: string;
  rows: readonly CommissionRow[];
  receive: boolean;
  selected: ReadonlySet<string>;
  onToggle: (serviceId: string) => void;
  onToggleAll: () => void;
  /** Null when the user may not reverse (staff): no Estornar column. */
  onVoid: ((row: CommissionRow) => void) | null;
};

/**
 * The statement's services. A phone keeps Nº, the commission, its situation and the actions;
 * wider screens add the date, customer, honorários, then plate, service and rule.
 */
export function CommissionTable({ caption, rows, receive, selected, onToggle, onToggleAll, onVoid }: Props) {
  const open = rows.filter(isOpen);
  const allSelected = open.length > 0 && open.every((r) => selected.has(r.serviceId));
  const situation = (r: CommissionRow) => (r.settledOn ? (receive ? m.received : m.paid)(formatBrDate(r.settledOn)) : m.unpaid);
  const columns: DataTableColumn<CommissionRow>[] = [
    {
      id: 'select',
      header: (
        <input
          type="checkbox"
          aria-label={s.selectAllOpen}
          checked={allSelected}
          disabled={open.length === 0}
          onChange={onToggleAll}
          className="size-4 accent-primary"
        />
      ),
      cell: (r) =>
        isOpen(r) ? (
          <input
            type="checkbox"
            aria-label={s.selectRow(r.number)}
            checked={selected.has(r.serviceId)}
            onChange={() => onToggle(r.serviceId)}
            className="size-4 accent-primary"
          />
        ) : null,
      className: 'w-10',
    },
    { id: 'number', header: c.number, cell: (r) => r.number, sortValue: (r) => r.number, className: 'w-14 tabular-nums' },
    { id: 'date', header: c.date, cell: (r) => formatBrDate(r.date), sortValue: (r) => r.date, className: 'whitespace-nowrap', from: 'sm' },
    { id: 'plate', header: c.plate, cell: (r) => (r.placa ? displayPlate(r.placa) : '—'), className: 'whitespace-nowrap', from: 'lg' },
    { id: 'service', header: c.service, cell: (r) => r.servicoLabel || r.servico, from: 'lg' },
    { id: 'owner', header: c.owner, cell: (r) => r.ownerName, sortValue: (r) => r.ownerName, from: 'md' },
    { id: 'honorarios', header: c.honorarios, cell: (r) => formatMoney(r.honorariosCents), className: 'text-right whitespace-nowrap tabular-nums', from: 'md' },
    { id: 'rule', header: c.rule, cell: (r) => r.ruleText, from: 'xl' },
    {
      id: 'commission',
      header: c.commission,
      cell: (r) => formatMoney(r.commissionCents),
      sortValue: (r) => r.commissionCents,
      className: 'text-right whitespace-nowrap tabular-nums',
    },
    {
      id: 'situation',
      header: c.situation,
      cell: (r) => <span className={r.settledOn ? 'text-emerald-700' : 'text-amber-700'}>{situation(r)}</span>,
    },
  ];
  if (onVoid)
    columns.push({
      id: 'actions',
      header: <span className="sr-only">{s.actions}</span>,
      pinned: true,
      cell: (r) =>
        r.entryId ? (
          <Button size="sm" variant="outline" aria-label={s.voidRow(r.number)} onClick={() => onVoid(r)}>
            {m.voidEntry}
          </Button>
        ) : null,
    });
  return <DataTable caption={caption} captionHidden columns={columns} rows={rows} rowKey={(r) => r.serviceId} maxHeightClass="max-h-[36rem]" />;
}
