import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupStatusResponse, IntegrationCheck, IntegrationCheckResponse } from '@despacha/domain/settings/backups';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['admin', 'backups'] as const;

/** The Backup tab; polled every second while a backup is under way. */
export const useBackups = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<BackupStatusResponse>('/api/admin/backups', { signal }),
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });

export function useBackupNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BackupStatusResponse>('/api/admin/backups', { method: 'POST' }),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}

export const useIntegrationCheck = () =>
  useMutation({ mutationFn: (check: IntegrationCheck) => apiRequest<IntegrationCheckResponse>(`/api/admin/integration/${check}/test`, { method: 'POST' }) });

export const backupDownloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}/download`;
