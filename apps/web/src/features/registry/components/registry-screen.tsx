import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { RegistrationData, RegistrationResponse, SearchResult } from '@despacha/domain/contracts/registry/registration';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { normalizeStatus } from '@despacha/domain/process/stages';
import { LeaveGuard } from '../../../components/ui/leave-guard.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormWithoutMountRender } from '../../../lib/use-form-without-mount-render.ts';
import { fieldOptionsQueryOptions } from '../api/get-field-options.ts';
import { useSearchRegistry } from '../api/search-registry.ts';
import { useVehicleRecord } from '../api/get-vehicle-record.ts';
import { emptyRegistration, registrationResolver, type RegistrationForm } from '../form-values.ts';
import { useRegistryAddress } from '../hooks/use-registry-address.ts';
import { useRegistryRecord, type RegistryPrefill } from '../hooks/use-registry-record.ts';
import { registryStrings as s } from '../strings.ts';
import { DocumentsTab } from './documents-tab.tsx';
import { RecordTabs } from './record-tabs.tsx';
import { RegistryToolbar } from './registry-toolbar.tsx';
import { RequirementBadge } from './requirement-badge.tsx';
import { SearchResults } from './search-results.tsx';
import { ServicePicker } from './service-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';

const FORM_ID = 'registry-form';

type Props = {
  prefill?: RegistryPrefill | null;
  /** An accepted quote the next save with a service converts, in the same request. */
  quoteId?: string | null;
  onSaved?: (saved: RegistrationResponse) => void;
  /** Other features' actions on a saved service (share tracking), given by the route's page. */
  serviceActions?: (serviceId: string) => ReactNode;
};

/** Cadastro do Sistema: search, open, edit and save a vehicle with its owner and service. */
export function RegistryScreen({ prefill, quoteId, onSaved, serviceActions }: Props = {}) {
  const form = useFormWithoutMountRender<RegistrationForm, unknown, RegistrationData>({
    resolver: registrationResolver,
    defaultValues: emptyRegistration(),
    shouldFocusError: false, // the field may sit in a hidden tab: useRegistryRecord shows it first
  });
  const record = useRegistryRecord(form, onSaved, quoteId);
  useRegistryAddress(record);
  // A prefill (an accepted quote) is applied once, when it and the select lists have arrived: a
  // value set on a select before its options render shows as none.
  const prefilled = useRef(false);
  const optionsReady = useQuery(fieldOptionsQueryOptions()).isSuccess;
  const { startFrom } = record;
  useEffect(() => {
    if (!prefill || !optionsReady || prefilled.current) return;
    prefilled.current = true;
    void startFrom(prefill);
  }, [prefill, optionsReady, startFrom]);
  const { open } = record;
  const vehicle = useVehicleRecord(open?.vehicleId ?? null);
  const search = useSearchRegistry();
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const pick = (hit: SearchResult) => {
    if (!record.confirmDiscard()) return;
    setResults(null);
    if (hit.vehicle) void record.openVehicle(hit.vehicle.id);
    else record.openOwner(hit.owner);
  };

  const onSearch = (q: string) => {
    const term = q.trim();
    if (term.length < 2) return setMessage(m.searchTooShort);
    setMessage(null);
    search.mutate(term, {
      onSuccess: (hits) => {
        setResults(hits.length > 1 ? hits : null);
        if (hits.length === 0) setMessage(m.notFoundSearch);
        if (hits.length === 1) pick(hits[0]!);
      },
      // A refusal (4xx) carries the server's pt-BR reason; a failure says whose it is.
      onError: (error) => setMessage(errorText(error, s.searchFailed)),
    });
  };

  const onNew = () => {
    if (!record.confirmDiscard()) return;
    setResults(null);
    setMessage(null);
    record.startNew();
  };

  const openService = vehicle.data?.services.find((x) => x.id === open?.serviceId);
  const serviceNumber = openService?.number;
  const status = open ? s.editing([open.label, serviceNumber ? `Serviço nº ${serviceNumber}` : ''].filter(Boolean).join(' — ')) : s.newRecordStatus;

  return (
    <FormProvider {...form}>
      <LeaveGuard when={form.formState.isDirty} />
      <div className="flex flex-col gap-4">
        <RegistryToolbar
          formId={FORM_ID}
          searching={search.isPending}
          saving={record.saving}
          message={message}
          onSearch={onSearch}
          onNew={onNew}
          onCancel={record.discard}
        />
        {results ? <SearchResults results={results} onPick={pick} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700" aria-live="polite">
            {record.loading ? s.loadingRecord : status}
            {!record.loading && openService?.posicao === 'exigencia' ? <RequirementBadge /> : null}
          </p>
          {record.loading ? <Spinner className="[&>span]:size-5" /> : null}
          {vehicle.data && open?.vehicleId ? (
            <ServicePicker record={vehicle.data} serviceId={open.serviceId} onSelect={(id) => record.selectService(vehicle.data, id)} />
          ) : null}
        </div>
        <RecordTabs
          formId={FORM_ID}
          tab={record.tab}
          onTabChange={record.setTab}
          onSubmit={record.submit}
          documents={
            <DocumentsTab
              serviceId={open?.serviceId ?? null}
              serviceActions={serviceActions}
              onPositionChange={(posicao) => {
                form.resetField('service.posicao', { defaultValue: posicao });
                // The server moved a pending process past emissão to em andamento (decision 058).
                form.resetField('service.status', { defaultValue: normalizeStatus(posicao, form.getValues('service.status')) });
              }}
              onObservationsSaved={(text) => form.resetField('service.observacoes', { defaultValue: text })}
            />
          }
        />
      </div>
    </FormProvider>
  );
}
