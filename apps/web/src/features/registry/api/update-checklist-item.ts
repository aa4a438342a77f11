import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistEntry } from '@despacha/domain/contracts/registry/service-detail';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ServiceDetail } from './get-service-detail.ts';
import { registryKeys } from './query-keys.ts';

export type ChecklistUpdate = { item: string; required?: boolean; received?: boolean };

export const updateChecklistItem = (serviceId: string, { item, ...body }: ChecklistUpdate) =>
  apiRequest<ChecklistEntry[]>(`/api/services/${encodeURIComponent(serviceId)}/checklist/${encodeURIComponent(item)}`, {
    method: 'PUT',
    body,
  });

/** Ticks Necessário / Recebido; the server answers the whole checklist (ticking one may change the other). */
export function useUpdateChecklistItem(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ChecklistUpdate) => updateChecklistItem(serviceId, update),
    onSuccess: (checklist) => queryClient.setQueryData<ServiceDetail>(registryKeys.service(serviceId), (old) => (old ? { ...old, checklist } : old)),
  });
}
