import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ServiceDetail } from './get-service-detail.ts';
import { registryKeys } from './query-keys.ts';

export const saveObservations = (serviceId: string, observacoes: string) =>
  apiRequest<ServiceResponse>(`/api/services/${encodeURIComponent(serviceId)}/observations`, { method: 'PUT', body: { observacoes } });

export function useSaveObservations(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (observacoes: string) => saveObservations(serviceId, observacoes),
    onSuccess: (service) => queryClient.setQueryData<ServiceDetail>(registryKeys.service(serviceId), (old) => (old ? { ...old, service } : old)),
  });
}
