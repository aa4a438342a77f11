import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogDudaCodeRequest, CatalogDudaCodeUpdate, CatalogEntry, CatalogEntryRequest } from '@despacha/domain/service-catalog/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

const catalogKey = ['service-catalog'] as const;
const admin = (serviceType: string) => `/api/admin/service-catalog/${encodeURIComponent(serviceType)}`;

export const getServiceCatalog = (signal?: AbortSignal) => apiRequest<CatalogEntry[]>('/api/service-catalog', { signal });

// Fees change once a year: a few minutes' cache is fresh enough for Cadastro do Serviço; the admin
// screen refetches after each of its own writes.
export const serviceCatalogQueryOptions = () => queryOptions({ queryKey: catalogKey, queryFn: ({ signal }) => getServiceCatalog(signal), staleTime: 5 * 60_000 });

export const useServiceCatalog = () => useQuery(serviceCatalogQueryOptions());

/** Every write answers with (part of) the catalog: the list is read again. */
function useCatalogWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey }) });
}

export const useSaveCatalogEntry = () =>
  useCatalogWrite(({ serviceType, data }: { serviceType: string; data: CatalogEntryRequest }) =>
    apiRequest<CatalogEntry>(admin(serviceType), { method: 'PUT', body: data }),
  );

export const useSetCatalogFee = () =>
  useCatalogWrite(({ serviceType, year, fee }: { serviceType: string; year: number; fee: string }) =>
    apiRequest<CatalogEntry>(`${admin(serviceType)}/fees/${year}`, { method: 'PUT', body: { fee } }),
  );

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
