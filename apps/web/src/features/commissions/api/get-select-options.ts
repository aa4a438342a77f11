import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import type { Option } from '@despacha/domain/options/option';
import { apiRequest } from '../../../lib/api-client.ts';

// The two lists the commission screens choose from: the agency's origins and its service types.

// Under the 'origins' prefix, so the origins screen's invalidation refreshes this list too.
const originOptionsQuery = () =>
  queryOptions({
    queryKey: ['origins', 'commission-select'],
    queryFn: ({ signal }) => apiRequest<OriginResponse[]>('/api/origins', { signal }),
    staleTime: 60_000,
  });

/** The agency's origin companies as select options ([] while loading). */
export function useOriginOptions(): Option[] {
  const { data } = useQuery(originOptionsQuery());
  return (data ?? []).map((o) => ({ value: o.id, label: o.nomeEmpresa }));
}

const serviceTypesQuery = () =>
  queryOptions({
    queryKey: ['field-options', 'service_type'],
    queryFn: ({ signal }) => apiRequest<Record<string, Option[]>>('/api/field-options?field=service_type', { signal }).then((r) => r.service_type ?? []),
    staleTime: 5 * 60_000,
  });

/** The agency's service types (the same list Cadastro's "Serviço" offers). */
export const useServiceTypes = () => useQuery(serviceTypesQuery());
