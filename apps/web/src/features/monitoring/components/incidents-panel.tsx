import { useState } from 'react';
import type { Incident } from '@despacha/domain/contracts/monitoring';
import { monitoringLabels as l, type IncidentSeverity } from '@despacha/domain/monitoring/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../format.ts';
import { NewIncidentDialog, ResolveIncidentDialog } from './incident-dialogs.tsx';

const severityTone: Record<IncidentSeverity, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-800',
};

/** Incidents (spec §4: type, status, severity): open ones first, each resolved with a note. */
export function IncidentsPanel({ incidents }: { incidents: Incident[] }) {
  const [creating, setCreating] = useState(false);
  const [resolving, setResolving] = useState<Incident | null>(null);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>{l.incidents}</CardTitle>
        <Button variant="outline" onClick={() => setCreating(true)}>
          {l.newIncident}
        </Button>
      </CardHeader>
      <CardContent>
        {incidents.length === 0 ? (
          <p className="text-sm text-slate-600">{l.incidentsEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {incidents.map((i) => (
              <li key={i.id} className="flex flex-col gap-1 rounded-md border border-slate-200 p-3" aria-label={i.title}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{i.title}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">{l.incidentType_[i.type]}</span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      i.status === 'resolved' ? 'bg-emerald-100 text-emerald-800' : 'bg-sky-100 text-sky-900',
                    )}
                  >
                    {l.incidentStatus_[i.status]}
                  </span>
                  <span className={cn('rounded-full px-2 py-0.5 text-xs', severityTone[i.severity])}>
                    {l.incidentSeverity}: {l.severity[i.severity]}
                  </span>
                  {i.status !== 'resolved' && (
                    <Button size="sm" variant="outline" className="ml-auto" onClick={() => setResolving(i)} aria-label={`${l.resolve}: ${i.title}`}>
                      {l.resolve}
                    </Button>
                  )}
                </div>
                {i.description && <p className="text-sm break-words text-slate-700">{i.description}</p>}
                <p className="text-xs text-slate-600">
                  {formatDateTime(i.createdAt)}
                  {i.createdByName ? ` · ${i.createdByName}` : ' · automático'}
                  {i.resolvedAt && ` · resolvido em ${formatDateTime(i.resolvedAt)}${i.resolvedByName ? ` por ${i.resolvedByName}` : ''}`}
                </p>
                {i.resolutionNote && <p className="text-sm text-slate-700">{i.resolutionNote}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <NewIncidentDialog open={creating} onOpenChange={setCreating} />
      <ResolveIncidentDialog incident={resolving} onClose={() => setResolving(null)} />
    </Card>
  );
}
