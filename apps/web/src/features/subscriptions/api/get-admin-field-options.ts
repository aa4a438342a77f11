import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFieldOptionResponse } from '@despacha/domain/contracts/field-options';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

/** Every option, active or not, ordered by field then order. */
export const getAdminFieldOptions = (signal?: AbortSignal) => apiRequest<AdminFieldOptionResponse[]>('/api/admin/field-options', { signal });

export const adminFieldOptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsKeys.fieldOptions, queryFn: ({ signal }) => getAdminFieldOptions(signal) });

export const useAdminFieldOptions = () => useQuery(adminFieldOptionsQueryOptions());
