import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { returnExigenciaRequest } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

export type ReturnBody = z.output<typeof returnExigenciaRequest>;

export const returnExigencia = (id: string, body: ReturnBody) => apiRequest<void>(`/api/exigencias/${encodeURIComponent(id)}/return`, { method: 'POST', body });

/** "Retornar à DETRAN"; the queue and the summary refresh. */
export function useReturnExigencia(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnBody) => returnExigencia(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exigenciaKeys.all }),
  });
}
