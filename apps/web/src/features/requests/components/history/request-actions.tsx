import { Copy, Download, Eye, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { RequestSummary } from '@despacha/domain/contracts/requests/request-record';
import { getRequestInfo } from '@despacha/domain/contracts/requests/request-catalog';
import { displayPlate } from '@despacha/domain/validators/plate';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { formatDate } from '../../../../lib/formatters.ts';
import { paths } from '../../../../lib/paths.ts';
import { requestPdfUrl } from '../../api/request-pdf.ts';
import { historyStrings as s, rowActionLabel } from './history-strings.ts';

export const requestDetailPath = (id: string) => paths.requestDetail.path.replace(':id', encodeURIComponent(id));

/** The form's route with `?from=<id>`: the form loads the stored values and fills itself. */
export const duplicatePath = (request: Pick<RequestSummary, 'id' | 'type'>) => `${getRequestInfo(request.type).route}?from=${encodeURIComponent(request.id)}`;

const icon = buttonClasses({ variant: 'ghost', size: 'icon', className: 'size-8' });

/** Visualizar, Duplicar, Imprimir (PDF in a new tab) and Baixar PDF for one history row. */
export function RequestActions({ request }: { request: RequestSummary }) {
  const label = (action: string) => rowActionLabel(action, request.title, request.placa ? displayPlate(request.placa) : '', formatDate(request.createdAt));
  return (
    <div className="flex items-center justify-end gap-1">
      <Link to={requestDetailPath(request.id)} className={icon} aria-label={label(s.view)} title={s.view}>
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      <Link to={duplicatePath(request)} className={icon} aria-label={label(s.duplicate)} title={s.duplicate}>
        <Copy aria-hidden="true" className="size-4" />
      </Link>
      <a href={requestPdfUrl(request.id, { inline: true })} target="_blank" rel="noopener" className={icon} aria-label={label(s.print)} title={s.print}>
        <Printer aria-hidden="true" className="size-4" />
      </a>
      <a href={requestPdfUrl(request.id)} download className={icon} aria-label={label(s.download)} title={s.download}>
        <Download aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
