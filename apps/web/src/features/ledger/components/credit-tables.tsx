import type { LedgerCreditTransfer, LedgerRefund } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { ledgerMethodLabel } from '@despacha/domain/ledger/options';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { refundReceiptUrl } from '../api/ledger-api.ts';
import type { VoidTarget } from './void-dialog.tsx';

// The customer's credit given back and carried to or from other services (decision 059), listed
// as the payments are: voided entries stay, struck through, with who voided them and why.

type Entry = { amount: number; voidedAt: string | null; voidedByName: string; voidReason: string };
const status = (e: Entry) => (e.voidedAt ? <span className="text-red-700">{m.voidedBy(e.voidedByName, e.voidReason)}</span> : m.live);
const money = (e: Entry) => <span className={cn('tabular-nums', e.voidedAt && 'text-slate-500 line-through')}>{formatMoney(e.amount)}</span>;

type TableProps<T> = { serviceId: string; rows: T[]; canVoid: boolean; onVoid: (target: VoidTarget) => void };

export function RefundsTable({ serviceId, rows, canVoid, onVoid }: TableProps<LedgerRefund>) {
  const columns: DataTableColumn<LedgerRefund>[] = [
    { id: 'number', header: m.number, cell: (r) => r.number, sortValue: (r) => r.number },
    { id: 'paidOn', header: m.paidOn, cell: (r) => formatBrDate(r.paidOn), sortValue: (r) => r.paidOn },
    { id: 'method', header: m.refundMethod, cell: (r) => ledgerMethodLabel(r.method), sortValue: (r) => ledgerMethodLabel(r.method) },
    { id: 'amount', header: m.amount, cell: money, className: 'text-right', sortValue: (r) => r.amount },
    { id: 'note', header: m.note, cell: (r) => r.note },
    { id: 'status', header: m.status, cell: status },
    {
      id: 'actions',
      header: <span className="sr-only">Ações</span>,
      cell: (r) => (
        <div className="flex justify-end gap-2">
          <a
            href={refundReceiptUrl(serviceId, r.id)}
            download
            aria-label={m.refundReceiptOf(r.number)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {m.receipt}
          </a>
          {canVoid && !r.voidedAt ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${m.voidAction} devolução nº ${r.number}`}
              onClick={() => onVoid({ entry: 'refunds', entryId: r.id, label: `Devolução nº ${r.number} de ${formatMoney(r.amount)}` })}
            >
              {m.voidAction}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return <DataTable caption={m.refunds} captionHidden columns={columns} rows={rows} rowKey={(r) => r.id} />;
}

const sideOf = (t: LedgerCreditTransfer) => (t.direction === 'out' ? m.transferOut(t.otherServiceNumber) : m.transferIn(t.otherServiceNumber));

export function TransfersTable({ rows, canVoid, onVoid }: Omit<TableProps<LedgerCreditTransfer>, 'serviceId'>) {
  const columns: DataTableColumn<LedgerCreditTransfer>[] = [
    { id: 'paidOn', header: m.paidOn, cell: (t) => formatBrDate(t.paidOn), sortValue: (t) => t.paidOn },
    { id: 'side', header: m.transferSide, cell: sideOf, sortValue: (t) => t.otherServiceNumber },
    { id: 'amount', header: m.amount, cell: money, className: 'text-right', sortValue: (t) => (t.direction === 'out' ? -t.amount : t.amount) },
    { id: 'note', header: m.note, cell: (t) => t.note },
    { id: 'status', header: m.status, cell: status },
    {
      id: 'actions',
      header: <span className="sr-only">Ações</span>,
      cell: (t) =>
        canVoid && !t.voidedAt ? (
          <div className="flex justify-end">
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${m.voidAction} transferência ${sideOf(t).toLowerCase()}`}
              onClick={() =>
                onVoid({ entry: 'credit-transfers', entryId: t.id, label: `Transferência de ${formatMoney(t.amount)} (${sideOf(t).toLowerCase()})` })
              }
            >
              {m.voidAction}
            </Button>
          </div>
        ) : null,
    },
  ];
  return <DataTable caption={m.transfers} captionHidden columns={columns} rows={rows} rowKey={(t) => t.id} />;
}
