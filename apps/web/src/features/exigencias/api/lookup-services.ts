import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExigenciaServiceOption } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

export const lookupServices = (q: string, signal?: AbortSignal) =>
  apiRequest<ExigenciaServiceOption[]>(`/api/exigencias/services?q=${encodeURIComponent(q)}`, { signal });

/** Services found by number, plate or owner; nothing is asked before something is typed. */
export const useServiceLookup = (q: string) =>
  useQuery(queryOptions({ queryKey: exigenciaKeys.lookup(q), queryFn: ({ signal }) => lookupServices(q, signal), enabled: q.trim().length > 0 }));
