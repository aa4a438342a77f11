import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportAnalyseRequest, ImportPreview } from '@despacha/domain/contracts/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { importListKey, importRunKey } from './keys.ts';

export type AnalyseInput = { id: string } & ImportAnalyseRequest;

export const analyseImport = ({ id, mapping, overwrite }: AnalyseInput) =>
  apiRequest<ImportPreview>(`/api/imports/${encodeURIComponent(id)}/analysis`, { method: 'PUT', body: { mapping, overwrite } });

/** Starts the dry run over the whole file; the first rows come back at once, the counts grow while it runs. */
export function useAnalyseImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseImport,
    onSuccess: ({ run }) => {
      queryClient.setQueryData(importRunKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: importListKey });
    },
  });
}
