import type { AuditEventItem } from '@despacha/domain/audit/contracts';
import { auditActionLabels, auditEntityLabel, auditMessages as m } from '@despacha/domain/audit/messages';
import { roleLabel } from '@despacha/domain/roles';
import { auditWhen } from './audit-labels.ts';

const valueText = (v: unknown) => (v === null || v === undefined || v === '' ? m.emptyValue : typeof v === 'string' ? v : JSON.stringify(v));

function Changes({ event }: { event: AuditEventItem }) {
  if (!event.changes.length) return null;
  return (
    <details className="mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer text-primary">{m.changesShow}</summary>
      <ul className="mt-1 flex flex-col gap-0.5">
        {event.changes.map((c) => (
          <li key={c.field} className="break-words">
            {m.changeLine(c.field, valueText(c.before), valueText(c.after))}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The events as a table, newest first; the agency column only in the platform's view. */
export function AuditTable({ items, platform }: { items: AuditEventItem[]; platform: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">{m.columnWhen}</th>
            {platform ? <th scope="col" className="px-3 py-2">{m.columnAgency}</th> : null}
            <th scope="col" className="px-3 py-2">{m.columnWho}</th>
            <th scope="col" className="px-3 py-2">{m.columnAction}</th>
            <th scope="col" className="px-3 py-2">{m.columnRecord}</th>
            <th scope="col" className="px-3 py-2">{m.columnSummary}</th>
            <th scope="col" className="px-3 py-2">{m.columnIp}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((e) => (
            <tr key={e.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-700">{auditWhen(e.createdAt)}</td>
              {platform ? <td className="px-3 py-2 text-slate-700">{e.agencyName ?? m.platform}</td> : null}
              <td className="px-3 py-2">
                <div className="font-medium text-slate-900">{e.actorName ?? m.anonymous}</div>
                {e.actorRole ? <div className="text-xs text-slate-500">{roleLabel(e.actorRole)}</div> : null}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-900">{auditActionLabels[e.action]}</td>
              <td className="px-3 py-2 text-slate-700">{auditEntityLabel(e.entity)}</td>
              <td className="px-3 py-2 text-slate-900">
                {e.summary}
                <Changes event={e} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-500">{e.ip ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
