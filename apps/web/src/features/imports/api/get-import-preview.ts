import { useQuery } from '@tanstack/react-query';
import type { ImportPreview } from '@despacha/domain/contracts/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { importsKey } from './keys.ts';

/**
 * The first rows of the last analysis, as the server kept them: what a reopened screen shows in
 * the review step. Without them (an older server, a failure) the step says how to see them again.
 */
export const useImportPreview = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...importsKey, 'preview', id ?? ''],
    queryFn: ({ signal }) => apiRequest<ImportPreview>(`/api/imports/${encodeURIComponent(id ?? '')}/preview`, { signal }),
    enabled: id !== null && enabled,
    staleTime: Infinity,
    select: (preview) => preview.rows,
  });
