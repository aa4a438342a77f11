import { Link } from 'react-router';
import { caixaColumns as c } from '@despacha/domain/caixa/messages';
import type { CaixaDay, CaixaEntry } from '@despacha/domain/contracts/caixa';
import { formatMoney } from '@despacha/domain/validators/money';
import { formatDate } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { caixaStrings as s } from '../strings.ts';

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const dayTitle = (iso: string) => `${formatDate(iso)} · ${weekday.format(new Date(`${iso}T00:00:00Z`))}`;
const amount = (cents: number) => (cents ? formatMoney(cents) : '');

const th = 'px-3 py-2 text-left font-medium text-slate-600';
const num = 'whitespace-nowrap text-right tabular-nums';
const COLUMNS = 9;

/** The service's number, linked to its Financeiro (its ledger: receipts, estornos). */
export function ServiceLink({ entry }: { entry: CaixaEntry }) {
  return (
    <Link
      className="text-primary underline-offset-2 hover:underline"
      to={paths.serviceLedger.path.replace(':id', encodeURIComponent(entry.serviceId))}
      aria-label={s.openService(entry.serviceNumber)}
    >
      {entry.serviceNumber}
    </Link>
  );
}

/**
 * The caixa's book: one group of rows per day, in the order the money moved, each entry with the
 * balance after it and the day closed by its subtotal. A ledger reads in time order: no sorting.
 */
export function CaixaDays({ days }: { days: CaixaDay[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{s.daysTitle}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {c.time}
            </th>
            <th scope="col" className={th}>
              {c.service}
            </th>
            <th scope="col" className={th}>
              {c.owner}
            </th>
            <th scope="col" className={th}>
              {c.description}
            </th>
            <th scope="col" className={th}>
              {c.method}
            </th>
            <th scope="col" className={`${th} ${num}`}>
              {c.in}
            </th>
            <th scope="col" className={`${th} ${num}`}>
              {c.out}
            </th>
            <th scope="col" className={`${th} ${num}`}>
              {c.balance}
            </th>
            <th scope="col" className={th}>
              {c.who}
            </th>
          </tr>
        </thead>
        {days.map((day) => (
          <tbody key={day.date} aria-label={formatDate(day.date)} className="border-t border-slate-200">
            <tr className="bg-slate-50/60">
              <th scope="rowgroup" colSpan={COLUMNS} className="px-3 py-2 text-left font-semibold text-slate-800 first-letter:uppercase">
                {dayTitle(day.date)}
              </th>
            </tr>
            {day.entries.map((e) => (
              <tr key={e.id} className="border-t border-slate-100">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{e.time}</td>
                <td className="px-3 py-2">
                  <ServiceLink entry={e} />
                </td>
                <td className="px-3 py-2">{e.ownerName}</td>
                <td className="px-3 py-2">{e.description}</td>
                <td className="px-3 py-2">{e.methodLabel}</td>
                <td className={`px-3 py-2 ${num} text-emerald-700`}>{amount(e.inCents)}</td>
                <td className={`px-3 py-2 ${num} text-red-700`}>{amount(e.outCents)}</td>
                <td className={`px-3 py-2 ${num}`}>{e.balanceCents === null ? '' : formatMoney(e.balanceCents)}</td>
                <td className="px-3 py-2">{e.who}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-200 font-semibold">
              <th scope="row" colSpan={5} className="px-3 py-2 text-left">
                {s.daySubtotal}
              </th>
              <td className={`px-3 py-2 ${num}`}>{formatMoney(day.inCents)}</td>
              <td className={`px-3 py-2 ${num}`}>{formatMoney(day.outCents)}</td>
              <td className={`px-3 py-2 ${num}`}>{formatMoney(day.closingCents)}</td>
              <td />
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}
