import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import type { AgencyUsersResponse } from '@despacha/domain/contracts/users';
import type { Option } from '@despacha/domain/options/option';
import { apiRequest } from '../../../lib/api-client.ts';

// The filters' options come from the endpoints the registry and user screens already use; the
// keys match theirs so a visit to either screen shares the cache.
const FIVE_MINUTES = 5 * 60_000;
// Module-level selectors: a stable function lets the query keep the selected list between renders.
const originOptions = (origins: OriginResponse[]): Option[] => origins.map((o) => ({ value: o.id, label: o.nomeEmpresa }));
const staffOptions = (r: AgencyUsersResponse): Option[] => r.items.map((u) => ({ value: u.id, label: u.name }));

export const useOriginOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['origins', 'list', ''],
      queryFn: ({ signal }) => apiRequest<OriginResponse[]>('/api/origins', { signal }),
      staleTime: FIVE_MINUTES,
      select: originOptions,
    }),
  );

export const useServiceTypeOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['field-options', 'service_type'],
      queryFn: async ({ signal }): Promise<Option[]> =>
        (await apiRequest<Record<string, Option[]>>('/api/field-options?field=service_type', { signal })).service_type ?? [],
      staleTime: FIVE_MINUTES,
    }),
  );

/** Only a dispatcher may list the agency's users (403 for anyone else): ask only then. */
export const useStaffOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['users', 'agency'],
      queryFn: ({ signal }) => apiRequest<AgencyUsersResponse>('/api/agency/users', { signal }),
      staleTime: FIVE_MINUTES,
      enabled,
      select: staffOptions,
    }),
  );
