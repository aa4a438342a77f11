import { useState } from 'react';
import type { ExigenciaServiceOption } from '@despacha/domain/exigencias/contracts';
import { exigenciaLabels as l } from '@despacha/domain/exigencias/messages';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useServiceExigencias } from '../api/get-service-exigencias.ts';
import { RegisterForm } from './register-form.tsx';
import { ServicePicker } from './service-picker.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; serviceId: string | null };

/** The exigências a service already had, so a new one is registered knowing its history. */
function ServiceHistory({ serviceId }: { serviceId: string }) {
  const history = useServiceExigencias(serviceId);
  const rows = history.data?.exigencias ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-label={l.history} className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium text-slate-800">{l.history}</h3>
      <ul className="flex flex-col gap-1">
        {rows.map((e) => (
          <li key={e.id} className="rounded border border-slate-200 px-2 py-1">
            {formatDate(e.raisedOn)} — {e.demand.split('\n')[0]} ({e.status === 'open' ? l.open : `${l.returnedStatus} ${formatDate(e.returnedOn!)}`})
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Registrar exigência": from the queue the service is searched for; from a service's page
 * (?servico=<id>) it comes chosen.
 */
export function RegisterDialog({ open, onOpenChange, serviceId }: Props) {
  const [picked, setPicked] = useState<ExigenciaServiceOption | null>(null);
  const given = useServiceExigencias(serviceId);
  const service = picked ?? given.data?.service ?? null;
  const close = () => {
    setPicked(null);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={l.register} size="wide">
      {serviceId && given.isPending && !picked ? <Spinner /> : null}
      {service ? (
        <div className="flex flex-col gap-4">
          <RegisterForm key={service.id} service={service} onDone={close} onChangeService={() => setPicked(null)} />
          <ServiceHistory serviceId={service.id} />
        </div>
      ) : !serviceId || given.isError ? (
        <ServicePicker onPick={setPicked} />
      ) : null}
    </Dialog>
  );
}
