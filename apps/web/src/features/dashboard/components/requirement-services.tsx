import { AlertTriangle, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { maskPlate } from '@despacha/domain/masks';
import { formatBrDate } from '@despacha/domain/validators/date';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { registryRecordLink } from '../../../lib/registry-links.ts';
import { useRequirementServices } from '../api/get-requirement-services.ts';
import { requirementStrings as r } from '../strings.ts';
import { formatCount } from './format.ts';

/** Serviços em exigência: DETRAN asked for something, the agency must act; each opens its record. */
export function RequirementServices() {
  const { data, isPending, isError } = useRequirementServices();
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle id="requirement-services-title">{r.title}</CardTitle>
        {data && data.total > 0 ? <span className="text-sm text-slate-600">{r.count(data.total)}</span> : null}
      </CardHeader>
      <CardContent>
        {isPending ? <Spinner label={r.loading} className="w-full py-6" /> : null}
        {isError ? <EmptyState description={r.loadError} icon={<AlertTriangle className="size-8" />} className="py-6" /> : null}
        {data && data.items.length === 0 ? <EmptyState description={r.empty} icon={<ClipboardCheck className="size-8" />} className="py-6" /> : null}
        {data && data.items.length > 0 ? (
          <ul aria-labelledby="requirement-services-title" className="divide-y divide-slate-100">
            {data.items.map((item) => (
              <li key={item.serviceId} className="py-2 first:pt-0 last:pb-0">
                <Link
                  to={registryRecordLink(item.vehicleId, item.serviceId)}
                  className="flex flex-col gap-0.5 rounded-md px-2 py-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{r.item(item.number, maskPlate(item.placa), item.servico)}</span>
                    <span className="block text-xs text-slate-500">{item.ownerName}</span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-600">{r.since(formatBrDate(item.since))}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {data && data.total > data.items.length ? (
          <p className="mt-3 text-xs text-slate-500">{r.more(formatCount(data.items.length), formatCount(data.total))}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
