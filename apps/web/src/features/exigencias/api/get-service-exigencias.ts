import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceExigenciasResponse } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

export const getServiceExigencias = (serviceId: string, signal?: AbortSignal) =>
  apiRequest<ServiceExigenciasResponse>(`/api/exigencias/services/${encodeURIComponent(serviceId)}`, { signal });

/** A service and its exigências, for the register dialog opened from the service (?servico=). */
export const useServiceExigencias = (serviceId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: exigenciaKeys.service(serviceId ?? ''),
      queryFn: ({ signal }) => getServiceExigencias(serviceId!, signal),
      enabled: serviceId !== null,
    }),
  );
