import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import type { Option } from '@despacha/domain/options/option';
import { apiRequest } from '../../../lib/api-client.ts';

// Under the 'origins' prefix, so the origins screen's invalidation refreshes this list too.
const originOptionsQuery = () =>
  queryOptions({
    queryKey: ['origins', 'licensing-select'],
    queryFn: ({ signal }) => apiRequest<OriginResponse[]>('/api/origins', { signal }),
    staleTime: 60_000,
  });

/** The agency's origin companies for the list's filter ([] while loading). */
export function useOriginOptions(): Option[] {
  const { data } = useQuery(originOptionsQuery());
  return (data ?? []).map((o) => ({ value: o.id, label: o.nomeEmpresa }));
}
