import { useState } from 'react';
import { HandCoins } from 'lucide-react';
import type { CommissionRow, CommissionStatement as Statement } from '@despacha/domain/commissions/contracts';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { COMMISSION_SETTLE_MAX } from '@despacha/domain/commissions/options';
import { isDispatcher } from '@despacha/domain/roles';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { commissionStrings as s } from '../strings.ts';
import { CommissionTable, isOpen } from './commission-table.tsx';
import { CommissionTotals } from './commission-totals.tsx';
import { SettleDialog, type SettleTarget } from './settle-dialog.tsx';
import { VoidCommissionDialog, type VoidTarget } from './void-commission-dialog.tsx';

/** One origin's statement: totals, the services, and the settling of the chosen open ones. */
export function CommissionStatement({ data, stale }: { data: Statement; stale: boolean }) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [settling, setSettling] = useState<SettleTarget | null>(null);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const auth = useAuth();
  // Estornos are the dispatcher's (as in the service's ledger): the server refuses anyone else.
  const canVoid = auth.status === 'signed-in' && isDispatcher(auth.me.profile.role);
  const receive = data.direction === 'receive';
  const openRows = data.rows.filter(isOpen);
  // Only what is still open in the statement on screen counts (a refetch may have settled some).
  const selected = openRows.filter((r) => picked.has(r.serviceId));
  const selectedIds = new Set(selected.map((r) => r.serviceId));
  const selectedCents = selected.reduce((sum, r) => sum + r.commissionCents, 0);

  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setPicked(selected.length === openRows.length ? new Set() : new Set(openRows.map((r) => r.serviceId)));
  const caption = m.statementOf(data.origin.nomeEmpresa, formatBrDate(data.from), formatBrDate(data.to));

  if (data.direction === 'none' && !data.rows.some((r) => r.entryId)) {
    return <EmptyState description={m.noCommission} icon={<HandCoins className="size-8" />} />;
  }
  if (data.rows.length === 0) return <EmptyState description={m.noServices} icon={<HandCoins className="size-8" />} />;
  return (
    <div aria-busy={stale} className={stale ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
      {/* Shown here rather than as the table's caption, which a long name would push out of a phone's view. */}
      <h2 className="text-base font-semibold break-words text-slate-900">{caption}</h2>
      {data.direction === 'none' ? <p className="text-sm text-slate-600">{m.noCommission}</p> : null}
      <CommissionTotals totals={data.totals} />
      {data.direction === 'none' ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">
            {selected.length ? s.selectedCount(selected.length, formatMoney(selectedCents)) : m.settleNone}
          </p>
          <Button
            disabled={stale || selected.length === 0 || selected.length > COMMISSION_SETTLE_MAX}
            onClick={() => setSettling({ originId: data.origin.id, serviceIds: selected.map((r) => r.serviceId), totalCents: selectedCents })}
          >
            {receive ? m.receive : m.pay}
          </Button>
        </div>
      )}
      <CommissionTable
        caption={caption}
        rows={data.rows}
        receive={receive}
        selected={selectedIds}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onVoid={canVoid ? (r: CommissionRow) => r.entryId && setVoiding({ entryId: r.entryId, number: r.number }) : null}
      />
      <SettleDialog
        target={settling}
        receive={receive}
        onClose={() => setSettling(null)}
        onSettled={() => {
          setSettling(null);
          setPicked(new Set());
        }}
      />
      <VoidCommissionDialog target={voiding} onClose={() => setVoiding(null)} />
    </div>
  );
}
