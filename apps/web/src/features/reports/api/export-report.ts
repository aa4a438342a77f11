import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRunSummary } from '@despacha/domain/contracts/reports';
import type { ReportFileFormat, ReportKind } from '@despacha/domain/reports/kinds';
import { apiRequest } from '../../../lib/api-client.ts';
import { filtersBody, type ReportFilterValues } from '../filters.ts';
import { reportRunsKey } from './keys.ts';

export type ExportInput = { kind: ReportKind; filters: ReportFilterValues; format: ReportFileFormat };

/** 202: the server writes the file in the background; the run is polled until it is done. */
export const startExport = ({ kind, filters, format }: ExportInput) =>
  apiRequest<{ run: ReportRunSummary }>(`/api/reports/${encodeURIComponent(kind)}/exports`, {
    method: 'POST',
    body: { filters: filtersBody(filters), format },
  }).then((r) => r.run);

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportRunsKey }),
  });
}
