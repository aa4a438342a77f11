import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { apiRequest } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

export const searchRegistry = (q: string, signal?: AbortSignal) => apiRequest<SearchResult[]>(`/api/registry/search?${new URLSearchParams({ q })}`, { signal });

export const searchRegistryQueryOptions = (q: string) =>
  queryOptions({ queryKey: registryKeys.search(q), queryFn: ({ signal }) => searchRegistry(q, signal), staleTime: 0 });

/** "Buscar" is an action: each click asks the server again (through the query cache). */
export function useSearchRegistry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (q: string) => queryClient.fetchQuery(searchRegistryQueryOptions(q)) });
}
