import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerExigenciaRequest } from '@despacha/domain/exigencias/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

export type RegisterBody = z.output<typeof registerExigenciaRequest>;

export const registerExigencia = (body: RegisterBody) => apiRequest<{ id: string }>('/api/exigencias', { method: 'POST', body });

/** Registers the exigência; the queue, the summary and the service's history refresh. */
export function useRegisterExigencia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerExigencia, onSuccess: () => queryClient.invalidateQueries({ queryKey: exigenciaKeys.all }) });
}
