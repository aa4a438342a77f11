import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRunSummary, ReportRunsResponse } from '@despacha/domain/contracts/reports';
import { apiRequest } from '../../../lib/api-client.ts';
import { reportRunsKey } from './keys.ts';

const RUN_POLL_MS = 1_000;
const running = (run: ReportRunSummary | undefined) => run?.status === 'running';

export const reportRunsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...reportRunsKey, 'list', page],
    queryFn: ({ signal }) => apiRequest<ReportRunsResponse>(`/api/report-runs?page=${page}`, { signal }),
  });

/** The history keeps moving while one of its exports is still being written. */
export const useReportRuns = (page: number) =>
  useQuery({
    ...reportRunsQueryOptions(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(running) ? RUN_POLL_MS * 2 : false),
  });

/** One run, polled every second while the server is still writing its file. */
export const useReportRun = (id: string | null) =>
  useQuery({
    queryKey: [...reportRunsKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<ReportRunSummary>(`/api/report-runs/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data === undefined || running(query.state.data) ? RUN_POLL_MS : false),
  });

/** The stored file: a plain link, so the browser downloads it with the session cookie. */
export const reportDownloadUrl = (id: string) => `/api/report-runs/${encodeURIComponent(id)}/download`;
