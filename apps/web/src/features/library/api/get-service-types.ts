import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '@despacha/domain/options/option';
import { apiRequest } from '../../../lib/api-client.ts';

export const getServiceTypes = (signal?: AbortSignal) =>
  apiRequest<Record<string, Option[]>>('/api/field-options?field=service_type', { signal }).then((r) => r.service_type ?? []);

export const serviceTypesQueryOptions = () =>
  queryOptions({ queryKey: ['field-options', 'service_type'], queryFn: ({ signal }) => getServiceTypes(signal), staleTime: 5 * 60_000 });

/** The label of a service type value (the value itself until the list arrives). */
export function useServiceTypeLabel() {
  const { data } = useQuery(serviceTypesQueryOptions());
  return (value: string) => data?.find((o) => o.value === value)?.label ?? value;
}
