import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateExigenciaRequest } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

export type UpdateBody = z.output<typeof updateExigenciaRequest>;

export const updateExigencia = (id: string, body: UpdateBody) => apiRequest<void>(`/api/exigencias/${encodeURIComponent(id)}`, { method: 'PATCH', body });

/** "Editar": the deadline and the responsible of an open exigência; the queue and the summary refresh. */
export function useUpdateExigencia(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBody) => updateExigencia(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exigenciaKeys.all }),
  });
}
