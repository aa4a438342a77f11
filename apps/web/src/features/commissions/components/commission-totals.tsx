import type { CommissionStatement } from '@despacha/domain/commissions/contracts';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { formatMoney } from '@despacha/domain/validators/money';
import { commissionStrings as s } from '../strings.ts';

/** Total de honorários, de comissões, liquidado e em aberto: the server's figures for the period. */
export function CommissionTotals({ totals }: { totals: CommissionStatement['totals'] }) {
  const items = [
    [m.totals.honorarios, totals.honorariosCents],
    [m.totals.commission, totals.commissionCents],
    [m.totals.settled, totals.settledCents],
    [m.totals.open, totals.openCents],
  ] as const;
  return (
    <section aria-label={s.totalsLabel} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, cents]) => (
        <div key={label} role="group" aria-label={label} className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-xs text-slate-600">{label}</p>
          <p className="text-lg font-semibold tabular-nums text-slate-900">{formatMoney(cents)}</p>
        </div>
      ))}
    </section>
  );
}
