import { useQuery } from '@tanstack/react-query';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { isBusy } from './get-imports.ts';
import { importRunKey } from './keys.ts';

const RUN_POLL_MS = 1_000;

export const getImportRun = (id: string, signal?: AbortSignal) => apiRequest<ImportRun>(`/api/imports/${encodeURIComponent(id)}`, { signal });

/** One run, polled every second while the server analyses or imports it. */
export const useImportRun = (id: string | null) =>
  useQuery({
    queryKey: importRunKey(id ?? ''),
    queryFn: ({ signal }) => getImportRun(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => (isBusy(query.state.data) ? RUN_POLL_MS : false),
  });

/** The rows the import refused, with a "Motivo" column: a plain link, so the browser downloads it with the session cookie. */
export const importErrorsUrl = (id: string) => `/api/imports/${encodeURIComponent(id)}/errors.xlsx`;
