import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { importListKey } from './keys.ts';

export type ImportRunsResponse = { items: ImportRun[] };

const LIST_POLL_MS = 2_000;

/** A run the server is still working on: analysing the whole file or importing it. */
export const isBusy = (run: ImportRun | undefined): boolean => run?.status === 'analysing' || run?.status === 'running';

export const importRunsQueryOptions = () =>
  queryOptions({
    queryKey: importListKey,
    queryFn: ({ signal }) => apiRequest<ImportRunsResponse>('/api/imports', { signal }),
  });

/** The agency's recent runs, newest first; the list keeps moving while one of them is busy. */
export const useImportRuns = () =>
  useQuery({
    ...importRunsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.items.some(isBusy) ? LIST_POLL_MS : false),
  });
