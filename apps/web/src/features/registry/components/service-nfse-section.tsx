import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { nfseSectionStrings as s } from '@despacha/domain/nfse/issue-messages';
import type { RegistrationForm } from '../form-values.ts';

// The list and its dialogs load with the first saved service shown, not with Cadastro do Sistema:
// in the route's own bundle they added 32 KB gzip (55.9 → 87.7 KB, budget 60).
const ServiceNfse = lazy(async () => ({ default: (await import('./service-nfse.tsx')).ServiceNfse }));

/** The NFS-e section of a saved service; before the first save there is nothing to invoice. */
export function ServiceNfseSection() {
  const { control } = useFormContext<RegistrationForm>();
  const serviceId = useWatch({ control, name: 'service.id' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{s.title}</legend>
      <p className="text-sm text-slate-600">{s.intro}</p>
      {serviceId ? (
        <Suspense fallback={<p className="text-sm text-slate-500">…</p>}>
          <ServiceNfse serviceId={serviceId} />
        </Suspense>
      ) : (
        <p className="text-sm text-slate-500">{s.saveFirst}</p>
      )}
    </fieldset>
  );
}
