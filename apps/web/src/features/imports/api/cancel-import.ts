import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { importListKey, importRunKey } from './keys.ts';

/** Stops the running import; what was saved stays. The run says 'cancelled' once it has stopped. */
export const cancelImport = (id: string) => apiRequest<ImportRun>(`/api/imports/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelImport,
    onSuccess: (run) => {
      queryClient.setQueryData(importRunKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: importListKey });
    },
  });
}
