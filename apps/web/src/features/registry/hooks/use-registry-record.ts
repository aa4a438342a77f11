import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { RegistrationData, RegistrationResponse } from '@despacha/domain/contracts/registry/registration';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { errorPaths, firstTabError } from '../../../components/ui/tab-errors.ts';
import { isApiError, isNetworkError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { vehicleRecordQueryOptions, type VehicleRecord } from '../api/get-vehicle-record.ts';
import { useSaveRegistration } from '../api/save-registration.ts';
import {
  emptyRegistration,
  emptyServiceForm,
  recordToForm,
  serviceToForm,
  type OwnerForm,
  type RecordSection,
  type RegistrationForm,
  type ServiceForm,
  type VehicleForm,
} from '../form-values.ts';
import { registryStrings as s } from '../strings.ts';

export type RecordTab = RecordSection | 'documents';
/** What is open: the vehicle (when it exists) and the service being edited; null = a new record. */
export type OpenRecord = { vehicleId: string | null; serviceId: string | null; label: string };

type Form = UseFormReturn<RegistrationForm, unknown, RegistrationData>;
/**
 * A record started from elsewhere (an accepted quote): a new service on the agency's vehicle when
 * `vehicleId` names one (its owner and vehicle as saved), else a new record with these values.
 */
export type RegistryPrefill = { vehicleId: string | null; owner: Partial<OwnerForm>; vehicle: Partial<VehicleForm>; service: Partial<ServiceForm> };
/** The form's sections, in the order of their tabs. */
export const recordSections: readonly RecordSection[] = ['vehicle', 'owner', 'service'];
/** The tab of a field path ('service.assinatura' → 'service'). */
export const recordSectionOf = (path: string): RecordSection | undefined =>
  recordSections.find((section) => path.startsWith(`${section}.`) || path === section);

/** What went wrong on save, in the user's terms: "check the marked fields" only when some are marked. */
function saveErrorMessage(error: unknown, fieldsMarked: boolean): string {
  if (fieldsMarked) return m.saveFailed;
  if (isNetworkError(error)) return m.saveNetworkError;
  // A server error whatever its body, or a failure that is not the connection's.
  if (!isApiError(error) || error.status >= 500) return m.saveServerError;
  if (error.status === 409) return m.saveConflict;
  return m.saveRefused;
}

const labelOf = (owner: OwnerResponse | null, placa?: string) => [placa, owner?.nome].filter(Boolean).join(' — ');

/** Open, switch, discard and save the record of Cadastro do Sistema (one form over owner, vehicle, service). */
export function useRegistryRecord(form: Form, onSaved?: (saved: RegistrationResponse) => void, quoteId?: string | null) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenRecord | null>(null);
  const [tab, setTab] = useState<RecordTab>('vehicle');
  const [loading, setLoading] = useState(false);
  const save = useSaveRegistration();
  // Read while rendering so react-hook-form keeps it up to date.
  const { isDirty } = form.formState;

  const confirmDiscard = () => !isDirty || window.confirm(s.discardChanges);

  /** Switches to the section's tab and puts the cursor on the field once the tab is shown. */
  const showField = (path: string) => {
    const section = recordSectionOf(path);
    if (section) setTab(section);
    setTimeout(() => form.setFocus(path as Parameters<Form['setFocus']>[0]), 0);
  };

  function load(record: VehicleRecord, serviceId: string | null | undefined) {
    const service = serviceId === undefined ? (record.services[0] ?? null) : (record.services.find((x) => x.id === serviceId) ?? null);
    form.reset(recordToForm({ owner: record.owner, vehicle: record.vehicle, service }));
    setOpen({ vehicleId: record.vehicle.id, serviceId: service?.id ?? null, label: labelOf(record.owner, record.vehicle.placa) });
  }

  /** Loads a vehicle with its owner and, unless told which, its latest service. */
  async function openVehicle(vehicleId: string, serviceId?: string | null) {
    setLoading(true);
    try {
      load(await queryClient.fetchQuery({ ...vehicleRecordQueryOptions(vehicleId), staleTime: 0 }), serviceId);
    } catch {
      toast.error(s.loadFailed);
    } finally {
      setLoading(false);
    }
  }

  /** An owner without a vehicle yet: the vehicle and service tabs start empty. */
  function openOwner(owner: OwnerResponse) {
    form.reset(recordToForm({ owner, vehicle: null, service: null }));
    setOpen({ vehicleId: null, serviceId: null, label: labelOf(owner) });
  }

  function startNew() {
    form.reset(emptyRegistration());
    setOpen(null);
    setTab('vehicle');
  }

  /** Starts from a prefill, left unsaved (and dirty) for the user to complete and save. */
  async function startFrom(prefill: RegistryPrefill) {
    if (prefill.vehicleId) await openVehicle(prefill.vehicleId, null);
    else startNew();
    const base = prefill.vehicleId ? form.getValues() : emptyRegistration();
    const owner = prefill.vehicleId ? base.owner : { ...base.owner, ...prefill.owner };
    const vehicle = prefill.vehicleId ? base.vehicle : { ...base.vehicle, ...prefill.vehicle };
    form.reset({ owner, vehicle, service: { ...emptyServiceForm(), ...prefill.service } }, { keepDefaultValues: true });
    setTab(prefill.vehicleId ? 'service' : 'vehicle');
  }

  /** Cancelar: back to what the server holds (or to an empty form when nothing was saved). */
  function discard() {
    if (open?.vehicleId) void openVehicle(open.vehicleId, open.serviceId);
    else if (open) form.reset();
    else form.reset(emptyRegistration());
  }

  /** Another service of the open vehicle, or a new one ('new'); owner and vehicle keep what was typed. */
  function selectService(record: VehicleRecord | undefined, serviceId: string) {
    const service = record?.services.find((x) => x.id === serviceId);
    form.reset({ ...form.getValues(), service: service ? serviceToForm(service) : emptyServiceForm() });
    setOpen((current) => (current ? { ...current, serviceId: service?.id ?? null } : current));
  }

  /** The first of these fields as the user reads the form (tab order, then page order) gets the cursor. */
  const showFirst = (paths: string[]) => {
    const first = firstTabError(paths, recordSections, recordSectionOf);
    if (first) showField(first.path);
  };

  function onInvalid(errors: FieldErrors<RegistrationForm>) {
    showFirst(errorPaths(errors));
    toast.error(m.saveFailed);
  }

  function onServerError(error: unknown) {
    const values = form.getValues();
    const known = isApiError(error)
      ? Object.entries(error.fields).filter(([path]) => {
          const [section, field] = path.split('.') as [RecordSection, string | undefined];
          return recordSections.includes(section) && field !== undefined && field in values[section];
        })
      : [];
    for (const [path, message] of known) form.setError(path as Parameters<Form['setError']>[0], { type: 'server', message });
    showFirst(known.map(([path]) => path));
    const detail = isApiError(error) && error.hasServerMessage && error.status < 500 ? error.message : undefined;
    toast.error(saveErrorMessage(error, known.length > 0), detail ? { description: detail } : undefined);
  }

  const submit = form.handleSubmit((data) => {
    const created = !data.owner.id || !data.vehicle.id || (data.service !== undefined && !data.service.id);
    // A quote being converted rides with the first save that has a service (decision 041).
    save.mutate(quoteId && data.service ? { ...data, quoteId } : data, {
      onSuccess: (saved) => {
        form.reset(recordToForm(saved));
        setOpen({ vehicleId: saved.vehicle.id, serviceId: saved.service?.id ?? null, label: labelOf(saved.owner, saved.vehicle.placa) });
        toast.success(created ? m.saved : m.updated);
        onSaved?.(saved);
      },
      onError: onServerError,
    });
  }, onInvalid);

  return {
    open,
    tab,
    setTab,
    showField,
    loading,
    saving: save.isPending,
    confirmDiscard,
    openVehicle,
    openOwner,
    startNew,
    startFrom,
    discard,
    selectService,
    submit,
  };
}
