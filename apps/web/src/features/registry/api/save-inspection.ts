import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InspectionResponse, inspectionRequest } from '@despacha/domain/contracts/registry/service-detail';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ServiceDetail } from './get-service-detail.ts';
import { registryKeys } from './query-keys.ts';

export type InspectionBody = z.output<typeof inspectionRequest>;

export const saveInspection = (serviceId: string, body: InspectionBody) =>
  apiRequest<InspectionResponse>(`/api/services/${encodeURIComponent(serviceId)}/inspection`, { method: 'PUT', body });

export function useSaveInspection(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InspectionBody) => saveInspection(serviceId, body),
    onSuccess: (inspection) => queryClient.setQueryData<ServiceDetail>(registryKeys.service(serviceId), (old) => (old ? { ...old, inspection } : old)),
  });
}
