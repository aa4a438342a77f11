import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { requestCatalog } from '@despacha/domain/contracts/requests/request-catalog';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { registryStrings as s } from '../strings.ts';

/** Starts any DETRAN-RJ request form pre-filled from this service (the form reads ?servico=). */
export function ServiceFormsMenu({ serviceId }: { serviceId: string }) {
  return (
    <details className="relative">
      <summary className={buttonClasses({ variant: 'outline', className: 'cursor-pointer list-none' })}>
        <ClipboardList className="size-4" aria-hidden="true" />
        {s.documents.startForm}
      </summary>
      <div className="absolute right-0 z-10 mt-1 w-80 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
        <p className="px-2 pb-2 text-xs text-slate-500">{s.documents.startFormHint}</p>
        <ul>
          {requestCatalog.map((t) => (
            <li key={t.type}>
              <Link
                to={`${t.route}?${new URLSearchParams({ servico: serviceId })}`}
                className="block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100"
              >
                {t.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
