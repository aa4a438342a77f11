import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDetailResponse } from '@despacha/domain/contracts/clients';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientsKey } from './get-clients.ts';

export const getClient = (id: string, signal?: AbortSignal) => apiRequest<ClientDetailResponse>(`/api/admin/clients/${encodeURIComponent(id)}`, { signal });

export const clientQueryOptions = (id: string) => queryOptions({ queryKey: [...clientsKey, 'detail', id], queryFn: ({ signal }) => getClient(id, signal) });

export const useClient = (id: string) => useQuery(clientQueryOptions(id));
