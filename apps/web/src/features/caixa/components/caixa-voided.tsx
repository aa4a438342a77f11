import type { CaixaEntry } from '@despacha/domain/contracts/caixa';
import { caixaColumns as c } from '@despacha/domain/caixa/messages';
import { formatMoney } from '@despacha/domain/validators/money';
import { formatDate } from '../../../lib/formatters.ts';
import { caixaStrings as s } from '../strings.ts';
import { ServiceLink } from './caixa-days.tsx';

const th = 'px-3 py-2 text-left font-medium text-slate-600';

/** Entries of the period voided later: shown so the day can be reconstructed, never counted. */
export function CaixaVoided({ entries }: { entries: CaixaEntry[] }) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby="caixa-voided" className="flex flex-col gap-2">
      <h2 id="caixa-voided" className="text-lg font-semibold text-slate-900">
        {s.voidedTitle}
      </h2>
      <p className="text-sm text-slate-600">{s.voidedHint}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{s.voidedTitle}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {c.date}
              </th>
              <th scope="col" className={th}>
                {c.service}
              </th>
              <th scope="col" className={th}>
                {c.description}
              </th>
              <th scope="col" className={th}>
                {c.method}
              </th>
              <th scope="col" className={`${th} text-right`}>{`${c.in} / ${c.out}`}</th>
              <th scope="col" className={th}>
                {s.voidReason}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-t border-slate-100 text-slate-500">
                <td className="px-3 py-2">{formatDate(e.date)}</td>
                <td className="px-3 py-2">
                  <ServiceLink entry={e} />
                </td>
                <td className="px-3 py-2 line-through">{e.description}</td>
                <td className="px-3 py-2">{e.methodLabel}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums line-through">{formatMoney(e.inCents || -e.outCents)}</td>
                <td className="px-3 py-2">{e.voidReason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
