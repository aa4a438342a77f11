import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateIncidentBody, LogLine, MonitoringOverview } from '@despacha/domain/contracts/monitoring';
import { MONITORING_REFRESH_MS, type LogLevelName } from '@despacha/domain/monitoring/constants';
import { apiRequest } from '../../../lib/api-client.ts';

export const monitoringKeys = {
  overview: ['admin', 'monitoring'] as const,
  logs: (level: LogLevelName | '') => ['admin', 'monitoring', 'logs', level] as const,
};

/** The screen's figures, measured again every 30 s (spec §9) while it is open. */
export const useMonitoring = () =>
  useQuery({
    queryKey: monitoringKeys.overview,
    queryFn: ({ signal }) => apiRequest<MonitoringOverview>('/api/admin/monitoring', { signal }),
    refetchInterval: MONITORING_REFRESH_MS,
  });

export const useMonitoringLogs = (level: LogLevelName | '') =>
  useQuery({
    queryKey: monitoringKeys.logs(level),
    queryFn: ({ signal }) => apiRequest<{ items: LogLine[] }>(`/api/admin/monitoring/logs${level ? `?level=${level}` : ''}`, { signal }),
    refetchInterval: MONITORING_REFRESH_MS,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: monitoringKeys.overview });
}

export function useCreateIncident() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateIncidentBody) => apiRequest<{ id: string }>('/api/admin/monitoring/incidents', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useResolveIncident() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      apiRequest<{ ok: true }>(`/api/admin/monitoring/incidents/${id}/resolve`, { method: 'POST', body: { note } }),
    onSuccess: invalidate,
  });
}
