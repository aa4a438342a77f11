import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { importListKey, importRunKey } from './keys.ts';

/** 409 when another import of the agency is running or this run is not analysed yet. */
export const startImport = (id: string) => apiRequest<ImportRun>(`/api/imports/${encodeURIComponent(id)}/start`, { method: 'POST' });

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (run) => {
      queryClient.setQueryData(importRunKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: importListKey });
    },
  });
}
