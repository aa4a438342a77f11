import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsibleOption } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

export const getResponsibles = (signal?: AbortSignal) => apiRequest<ResponsibleOption[]>('/api/exigencias/responsibles', { signal });

/** The agency's active users, for the responsible select and filter. */
export const useResponsibles = () =>
  useQuery(queryOptions({ queryKey: exigenciaKeys.responsibles(), queryFn: ({ signal }) => getResponsibles(signal), staleTime: 60_000 }));
