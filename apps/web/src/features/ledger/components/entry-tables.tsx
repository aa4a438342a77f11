import type { LedgerExpense, LedgerPayment } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { expenseKindLabel, ledgerMethodLabel } from '@despacha/domain/ledger/options';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { paymentReceiptUrl } from '../api/ledger-api.ts';
import type { VoidTarget } from './void-dialog.tsx';

type Entry = { id: string; paidOn: string; method: string; amount: number; voidedAt: string | null; voidedByName: string; voidReason: string };

/** Voided entries stay on the list, struck through, with who voided them and why. */
function status(e: Entry) {
  return e.voidedAt ? <span className="text-red-700">{m.voidedBy(e.voidedByName, e.voidReason)}</span> : m.live;
}
const money = (e: Entry) => <span className={cn('tabular-nums', e.voidedAt && 'text-slate-500 line-through')}>{formatMoney(e.amount)}</span>;

function common<T extends Entry>(): DataTableColumn<T>[] {
  return [
    { id: 'paidOn', header: m.paidOn, cell: (e) => formatBrDate(e.paidOn), sortValue: (e) => e.paidOn },
    { id: 'method', header: m.method, cell: (e) => ledgerMethodLabel(e.method), sortValue: (e) => ledgerMethodLabel(e.method) },
    { id: 'amount', header: m.amount, cell: money, className: 'text-right', sortValue: (e) => e.amount },
  ];
}

type TableProps<T> = { serviceId: string; rows: T[]; canVoid: boolean; onVoid: (target: VoidTarget) => void };

export function PaymentsTable({ serviceId, rows, canVoid, onVoid }: TableProps<LedgerPayment>) {
  const columns: DataTableColumn<LedgerPayment>[] = [
    { id: 'number', header: m.number, cell: (p) => p.number, sortValue: (p) => p.number },
    ...common<LedgerPayment>(),
    { id: 'receivedBy', header: m.receivedBy, cell: (p) => p.receivedByName, sortValue: (p) => p.receivedByName },
    { id: 'note', header: m.note, cell: (p) => p.note },
    { id: 'status', header: m.status, cell: status },
    {
      id: 'actions',
      header: <span className="sr-only">Ações</span>,
      cell: (p) => (
        <div className="flex justify-end gap-2">
          <a
            href={paymentReceiptUrl(serviceId, p.id)}
            download
            aria-label={m.receiptOf(p.number)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {m.receipt}
          </a>
          {canVoid && !p.voidedAt ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${m.voidAction} pagamento nº ${p.number}`}
              onClick={() => onVoid({ entry: 'payments', entryId: p.id, label: `Pagamento nº ${p.number} de ${formatMoney(p.amount)}` })}
            >
              {m.voidAction}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return <DataTable caption={m.payments} captionHidden columns={columns} rows={rows} rowKey={(p) => p.id} empty={m.noPayments} />;
}

export function ExpensesTable({ rows, canVoid, onVoid }: Omit<TableProps<LedgerExpense>, 'serviceId'>) {
  const columns: DataTableColumn<LedgerExpense>[] = [
    { id: 'kind', header: m.kind, cell: (e) => expenseKindLabel(e.kind), sortValue: (e) => expenseKindLabel(e.kind) },
    ...common<LedgerExpense>(),
    { id: 'note', header: m.description, cell: (e) => e.note },
    { id: 'status', header: m.status, cell: status },
    {
      id: 'actions',
      header: <span className="sr-only">Ações</span>,
      cell: (e) =>
        canVoid && !e.voidedAt ? (
          <div className="flex justify-end">
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${m.voidAction} despesa ${expenseKindLabel(e.kind)} de ${formatMoney(e.amount)}`}
              onClick={() => onVoid({ entry: 'expenses', entryId: e.id, label: `${expenseKindLabel(e.kind)} de ${formatMoney(e.amount)}` })}
            >
              {m.voidAction}
            </Button>
          </div>
        ) : null,
    },
  ];
  return <DataTable caption={m.expenses} captionHidden columns={columns} rows={rows} rowKey={(e) => e.id} empty={m.noExpenses} />;
}
