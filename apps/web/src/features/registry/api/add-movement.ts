import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MovementResponse, movementRequest } from '@despacha/domain/contracts/registry/service-detail';
import { apiRequest } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

export type MovementBody = z.output<typeof movementRequest>;

export const addMovement = (serviceId: string, body: MovementBody) =>
  apiRequest<MovementResponse[]>(`/api/services/${encodeURIComponent(serviceId)}/movements`, { method: 'POST', body });

/** Appends to the process history; the service moves to that position, so every registry read refreshes. */
export function useAddMovement(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MovementBody) => addMovement(serviceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
