import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LedgerResponse } from '@despacha/domain/ledger/contracts';
import { ledgerMessages as m } from '@despacha/domain/ledger/messages';
import { amountText } from '@despacha/domain/money/fee-display';
import { balanceLine, moneyMessages as mm } from '@despacha/domain/money/messages';
import { isDispatcher } from '@despacha/domain/roles';
import { formatMoney } from '@despacha/domain/validators/money';
import { displayPlate } from '@despacha/domain/validators/plate';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { registryRecordLink } from '../../../lib/registry-links.ts';
import { useLedger } from '../api/ledger-api.ts';
import { RefundsTable, TransfersTable } from './credit-tables.tsx';
import { ExpenseDialog } from './expense-dialog.tsx';
import { ExpensesTable, PaymentsTable } from './entry-tables.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { VoidDialog, type VoidTarget } from './void-dialog.tsx';

/**
 * Financeiro do serviço: what the customer paid and what the agency paid for them (decision 025);
 * with a credit, giving it back or carrying it to another service (decision 059).
 */
export function LedgerScreen({ serviceId }: { serviceId: string }) {
  const ledger = useLedger(serviceId);
  const auth = useAuth();
  if (ledger.isPending) return <Spinner label={m.title} />;
  if (ledger.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {m.loadFailed}
      </p>
    );
  const me = auth.status === 'signed-in' ? auth.me : null;
  return <Ledger ledger={ledger.data} meId={me?.user.id ?? ''} canVoid={isDispatcher(me?.profile.role)} />;
}

function Ledger({ ledger, meId, canVoid }: { ledger: LedgerResponse; meId: string; canVoid: boolean }) {
  const [dialog, setDialog] = useState<'payment' | 'expense' | 'refund' | 'transfer' | null>(null);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const { service } = ledger;
  const owed = balanceLine(service);
  // A fee "a confirmar" is left out of total and saldo, and they say so (decision 078).
  const feeUnknown = service.valor === null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-slate-800">{m.serviceHeading(service.number, service.ownerName, displayPlate(service.placa))}</p>
        <Link to={registryRecordLink(service.vehicleId, service.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {m.backToRecord}
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={mm.total} value={amountText(service.total, feeUnknown)} />
        <Figure label={mm.paid} value={formatMoney(service.paid)} />
        <Figure label={owed.label} value={amountText(owed.cents, feeUnknown)} tone={service.credit > 0 ? 'credit' : service.balance > 0 ? 'owed' : undefined} />
      </div>
      {service.credit > 0 ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setDialog('refund')}>
            {m.refundCredit}
          </Button>
          <Button variant="outline" onClick={() => setDialog('transfer')}>
            {m.transferCredit}
          </Button>
        </div>
      ) : null}

      <Section
        title={m.payments}
        total={`${m.totalPayments}: ${formatMoney(ledger.totals.payments)}`}
        action={<Button onClick={() => setDialog('payment')}>{m.recordPayment}</Button>}
      >
        <PaymentsTable serviceId={service.id} rows={ledger.payments} canVoid={canVoid} onVoid={setVoiding} />
      </Section>
      <Section
        title={m.expenses}
        total={`${m.totalExpenses}: ${formatMoney(ledger.totals.expenses)}`}
        action={
          <Button variant="outline" onClick={() => setDialog('expense')}>
            {m.recordExpense}
          </Button>
        }
      >
        <ExpensesTable rows={ledger.expenses} canVoid={canVoid} onVoid={setVoiding} />
      </Section>
      {ledger.refunds.length > 0 ? (
        <Section title={m.refunds} total={`${m.totalRefunds}: ${formatMoney(ledger.creditTotals.refunds)}`}>
          <RefundsTable serviceId={service.id} rows={ledger.refunds} canVoid={canVoid} onVoid={setVoiding} />
        </Section>
      ) : null}
      {ledger.transfers.length > 0 ? (
        <Section title={m.transfers} total={m.totalTransfers(ledger.creditTotals.transfersOut, ledger.creditTotals.transfersIn)}>
          <TransfersTable rows={ledger.transfers} canVoid={canVoid} onVoid={setVoiding} />
        </Section>
      ) : null}

      <PaymentDialog ledger={ledger} meId={meId} open={dialog === 'payment'} onClose={() => setDialog(null)} />
      <ExpenseDialog serviceId={service.id} open={dialog === 'expense'} onClose={() => setDialog(null)} />
      <RefundDialog ledger={ledger} open={dialog === 'refund'} onClose={() => setDialog(null)} />
      <TransferDialog ledger={ledger} open={dialog === 'transfer'} onClose={() => setDialog(null)} />
      <VoidDialog serviceId={service.id} target={voiding} onClose={() => setVoiding(null)} />
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'owed' | 'credit' | undefined }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4" role="group" aria-label={label}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className={`text-xl font-semibold tabular-nums ${tone === 'owed' ? 'text-red-700' : tone === 'credit' ? 'text-emerald-700' : 'text-slate-900'}`}>
        {value}
      </p>
    </div>
  );
}

function Section({ title, total, action, children }: { title: string; total: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{total}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
