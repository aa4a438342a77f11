import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogDudaCodeRequest,
  CatalogDudaCodeUpdate,
  CatalogEntry,
  CatalogEntryRequest,
  CatalogFeeChange,
  CatalogFeeCopyResponse,
} from '@despacha/domain/service-catalog/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

const catalogKey = ['service-catalog'] as const;
const admin = (serviceType: string) => `/api/admin/service-catalog/${encodeURIComponent(serviceType)}`;

export const getServiceCatalog = (signal?: AbortSignal) => apiRequest<CatalogEntry[]>('/api/service-catalog', { signal });

// Fees change once a year: a few minutes' cache is fresh enough for Cadastro do Serviço; the admin
// screen refetches after each of its own writes.
export const serviceCatalogQueryOptions = () =>
  queryOptions({ queryKey: catalogKey, queryFn: ({ signal }) => getServiceCatalog(signal), staleTime: 5 * 60_000 });

export const useServiceCatalog = () => useQuery(serviceCatalogQueryOptions());

/** Every write answers with (part of) the catalog: the list is read again. */
function useCatalogWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  // The prefix also refreshes every fee history shown (keyed under the catalog).
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey }) });
}

/** A type's fee changes (admin): who set what, when. Read when the admin opens the history. */
export const useFeeHistory = (serviceType: string, enabled: boolean) =>
  useQuery({
    queryKey: [...catalogKey, 'fee-history', serviceType],
    queryFn: ({ signal }) => apiRequest<CatalogFeeChange[]>(`${admin(serviceType)}/fee-history`, { signal }),
    enabled,
  });

export const useSaveCatalogEntry = () =>
  useCatalogWrite(({ serviceType, data }: { serviceType: string; data: CatalogEntryRequest }) =>
    apiRequest<CatalogEntry>(admin(serviceType), { method: 'PUT', body: data }),
  );

/** A blank fee is "a confirmar"; source and checkedOn say where and when the figure was read. */
export type FeeWrite = { serviceType: string; year: number; fee: string; source: string; checkedOn: string };

export const useSetCatalogFee = () =>
  useCatalogWrite(({ serviceType, year, fee, source, checkedOn }: FeeWrite) =>
    apiRequest<CatalogEntry>(`${admin(serviceType)}/fees/${year}`, { method: 'PUT', body: { fee: fee.trim() || null, source, checkedOn: checkedOn || null } }),
  );

/** January: last year's fees start `year`, each "a confirmar" until checked. */
export const useCopyCatalogFees = () =>
  useCatalogWrite((year: number) => apiRequest<CatalogFeeCopyResponse>(`/api/admin/service-catalog/fees/${year}/copy`, { method: 'POST' }));

export const useDeleteCatalogFee = () =>
  useCatalogWrite(({ serviceType, year }: { serviceType: string; year: number }) =>
    apiRequest<CatalogEntry>(`${admin(serviceType)}/fees/${year}`, { method: 'DELETE' }),
  );

export const useAddDudaCode = () =>
  useCatalogWrite(({ serviceType, data }: { serviceType: string; data: CatalogDudaCodeRequest }) =>
    apiRequest<CatalogEntry>(`${admin(serviceType)}/duda-codes`, { method: 'POST', body: data }),
  );

export const useUpdateDudaCode = () =>
  useCatalogWrite(({ id, data }: { id: string; data: CatalogDudaCodeUpdate }) =>
    apiRequest(`/api/admin/service-catalog/duda-codes/${encodeURIComponent(id)}`, { method: 'PATCH', body: data }),
  );

export const useDeleteDudaCode = () =>
  useCatalogWrite((id: string) => apiRequest(`/api/admin/service-catalog/duda-codes/${encodeURIComponent(id)}`, { method: 'DELETE' }));
