import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOrigins = (signal?: AbortSignal) => apiRequest<OriginResponse[]>('/api/origins', { signal });

// Under the 'origins' prefix, so the origins screen's invalidation refreshes this list too.
export const originsQueryOptions = () =>
  queryOptions({ queryKey: ['origins', 'registry-select'], queryFn: ({ signal }) => getOrigins(signal), staleTime: 60_000 });

/** The agency's origin companies as select options. */
export function useOriginOptions() {
  const { data } = useQuery(originsQueryOptions());
  return (data ?? []).map((o) => ({ value: o.id, label: o.nomeEmpresa }));
}
