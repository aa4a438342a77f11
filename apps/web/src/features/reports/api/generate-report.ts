import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportGenerateResponse } from '@despacha/domain/contracts/reports';
import type { ReportKind } from '@despacha/domain/reports/kinds';
import { apiRequest } from '../../../lib/api-client.ts';
import { filtersBody, type ReportFilterValues } from '../filters.ts';
import { reportRunsKey } from './keys.ts';

export type GenerateInput = { kind: ReportKind; filters: ReportFilterValues };

export const generateReport = ({ kind, filters }: GenerateInput) =>
  apiRequest<ReportGenerateResponse>(`/api/reports/${encodeURIComponent(kind)}/generate`, { method: 'POST', body: { filters: filtersBody(filters) } });

/** Every generation is a run of the history, so the history is read again. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportRunsKey }),
  });
}
