import { AlertTriangle, ArrowLeft, Copy, Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { RequestDetail as RequestRecord } from '@despacha/domain/contracts/requests/request-record';
import { displayRequestValue, requestSections } from '@despacha/domain/contracts/requests/labels';
import { displayPlate } from '@despacha/domain/validators/plate';
import { PageHeader } from '../../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/formatters.ts';
import { paths } from '../../../../lib/paths.ts';
import { useRequest } from '../../api/get-request.ts';
import { requestPdfUrl } from '../../api/request-pdf.ts';
import { historyStrings as s } from './history-strings.ts';
import { duplicatePath } from './request-actions.tsx';

const span = { 1: 'sm:col-span-1', 2: 'sm:col-span-2', 3: 'sm:col-span-3', 4: 'sm:col-span-4' } as const;

/** Read-only view of a stored request: every section of its form with the values as typed. */
export function RequestDetailView({ id }: { id: string }) {
  const { data, error, isPending, isError } = useRequest(id);
  const back = (
    <Link to={paths.requestsHistory.path} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {s.back}
    </Link>
  );
  if (isPending) return <Spinner label={s.detailLoading} className="py-12" />;
  if (isError) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <div role="alert" className="flex flex-col gap-4">
        {back}
        <EmptyState description={missing ? s.notFound : s.detailError} icon={<AlertTriangle className="size-8" />} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <PageHeader title={data.title} description={<Meta request={data} />} actions={<DetailActions request={data} />} />
      {requestSections[data.type].map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <CardTitle>{section.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-4">
              {section.fields.map((field) => (
                <div key={field.key} className={span[field.span ?? 2]}>
                  <dt className="text-xs font-medium text-slate-500">{field.label}</dt>
                  <dd className="text-sm text-slate-900">{displayRequestValue(field, data.data[field.key]) || s.emptyValue}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function Meta({ request }: { request: RecordLike }) {
  return (
    <span>
      {[request.placa ? displayPlate(request.placa) : '', request.subject].filter(Boolean).join(' · ')}
      {' — '}
      {s.registeredBy} {request.createdByName} {s.registeredAt} {formatDate(request.createdAt)}
      {request.serviceId ? `. ${s.linkedService}.` : ''}
    </span>
  );
}

type RecordLike = Pick<RequestRecord, 'id' | 'type' | 'placa' | 'subject' | 'createdAt' | 'createdByName' | 'serviceId'>;

function DetailActions({ request }: { request: RecordLike }) {
  const outline = buttonClasses({ variant: 'outline' });
  return (
    <>
      <Link to={duplicatePath(request)} className={outline}>
        <Copy aria-hidden="true" className="size-4" />
        {s.duplicate}
      </Link>
      <a href={requestPdfUrl(request.id, { inline: true })} target="_blank" rel="noopener" className={outline}>
        <Printer aria-hidden="true" className="size-4" />
        {s.print}
      </a>
      <a href={requestPdfUrl(request.id)} download className={buttonClasses()}>
        <Download aria-hidden="true" className="size-4" />
        {s.download}
      </a>
    </>
  );
}
