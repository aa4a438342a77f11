import { ArrowDownCircle, ArrowUpCircle, Landmark, Wallet } from 'lucide-react';
import { caixaMessages as m } from '@despacha/domain/caixa/messages';
import type { CaixaResponse } from '@despacha/domain/contracts/caixa';
import { formatMoney } from '@despacha/domain/validators/money';
import { Card } from '../../../components/ui/card.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { caixaStrings as s } from '../strings.ts';

/** Saldo anterior, entradas, saídas and saldo final of the period. */
export function CaixaSummary({ data }: { data: CaixaResponse }) {
  return (
    <section aria-label={s.summaryTitle} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label={m.opening} value={formatMoney(data.openingCents)} icon={Landmark} />
      <StatCard label={m.totalIn} value={formatMoney(data.inCents)} icon={ArrowDownCircle} />
      <StatCard label={m.totalOut} value={formatMoney(data.outCents)} icon={ArrowUpCircle} />
      <StatCard label={m.closing} value={formatMoney(data.closingCents)} hint={`${m.net}: ${formatMoney(data.netCents)}`} icon={Wallet} />
    </section>
  );
}

/** One card per payment method: what came in, what went out, and the difference. */
export function CaixaMethods({ data }: { data: CaixaResponse }) {
  return (
    <section aria-labelledby="caixa-methods" className="flex flex-col gap-3">
      <h2 id="caixa-methods" className="text-lg font-semibold text-slate-900">
        {s.methodsTitle}
      </h2>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
        {data.byMethod.map((t) => (
          <Card key={t.method} role="group" aria-label={t.label} className="p-3">
            <p className="mb-2 font-medium text-slate-900">{t.label}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{m.totalIn}</dt>
              <dd className="whitespace-nowrap text-right tabular-nums">{formatMoney(t.inCents)}</dd>
              <dt className="text-slate-600">{m.totalOut}</dt>
              <dd className="whitespace-nowrap text-right tabular-nums">{formatMoney(t.outCents)}</dd>
              <dt className="border-t border-slate-200 pt-1 font-medium">{m.net}</dt>
              <dd className="whitespace-nowrap border-t border-slate-200 pt-1 text-right font-medium tabular-nums">{formatMoney(t.netCents)}</dd>
            </dl>
          </Card>
        ))}
      </div>
    </section>
  );
}
