import { X } from 'lucide-react';
import { maskCpfCnpj } from '@despacha/domain/masks';
import { Button } from '../../../components/ui/button.tsx';
import type { ReadingSummary as Summary } from './apply-reading.ts';
import { readDocumentStrings as s } from './strings.ts';

type Props = { summary: Summary; onUseBuyer: () => void; buyerUsed: boolean; onClose: () => void };

const f = s.fields;
const item = 'flex flex-wrap gap-x-1';

/** What the reading filled, what it could not read, and what has no field (an ATPV-e's sale). */
export function ReadingSummary({ summary, onUseBuyer, buyerUsed, onClose }: Props) {
  const { sale } = summary;
  return (
    <section aria-labelledby="reading-summary-title" className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id="reading-summary-title" className="font-semibold text-slate-800">
            {s.summary.title[summary.kind]}
          </h3>
          <p className="text-slate-600">{s.summary.filledCount(summary.filled.length)}</p>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={s.summary.close} onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {summary.notRead.length ? (
        <div role="alert">
          <h4 className="font-medium text-red-700">{s.summary.notRead}</h4>
          <ul className="list-disc pl-5 text-red-700">
            {summary.notRead.map(({ key, text }) => (
              <li key={key} className={item}>
                <span className="font-medium">{f[key]}:</span> <span>{s.summary.readAs(text)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {summary.filled.length ? (
        <div>
          <h4 className="font-medium text-slate-700">{s.summary.filled}</h4>
          <ul className="grid gap-x-4 sm:grid-cols-2">
            {summary.filled.map(({ key, shown }) => (
              <li key={key} className={item}>
                <span className="text-slate-500">{f[key]}:</span> <span className="text-slate-800">{shown}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {summary.noField.length ? (
        <div>
          <h4 className="font-medium text-slate-700">{s.summary.noField}</h4>
          <ul className="grid gap-x-4 sm:grid-cols-2">
            {summary.noField.map(({ key, shown }) => (
              <li key={key} className={item}>
                <span className="text-slate-500">{f[key]}:</span> <span className="text-slate-800">{shown}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {sale ? (
        <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-2">
          <h4 className="font-medium text-slate-700">{s.sale.title}</h4>
          <dl className="grid gap-x-4 sm:grid-cols-2">
            <div className={item}>
              <dt className="text-slate-500">{s.sale.seller}:</dt>
              <dd>{[sale.sellerNome, sale.sellerDocumento && maskCpfCnpj(sale.sellerDocumento)].filter(Boolean).join(' — ')}</dd>
            </div>
            <div className={item}>
              <dt className="text-slate-500">{s.sale.buyer}:</dt>
              <dd>{[sale.buyerNome, sale.buyerDocumento && maskCpfCnpj(sale.buyerDocumento)].filter(Boolean).join(' — ')}</dd>
            </div>
            <div className={item}>
              <dt className="text-slate-500">{f.dataVenda}:</dt>
              <dd>{sale.dataVenda ?? '—'}</dd>
            </div>
            <div className={item}>
              <dt className="text-slate-500">{f.valorVenda}:</dt>
              <dd>{sale.valorVenda ?? '—'}</dd>
            </div>
          </dl>
          {sale.buyerNome || sale.buyerDocumento ? (
            <div className="flex flex-col gap-1">
              <Button type="button" variant="outline" size="sm" className="self-start" onClick={onUseBuyer} aria-describedby="use-buyer-hint">
                {s.sale.useBuyer}
              </Button>
              <p id="use-buyer-hint" className="text-xs text-slate-500">
                {buyerUsed ? s.sale.buyerUsed : s.sale.useBuyerHint}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
