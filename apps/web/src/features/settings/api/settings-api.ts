import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllSettings, SettingsTab } from '@despacha/domain/settings/defaults';
import type { SettingsHistoryResponse, SettingsStatusResponse } from '@despacha/domain/settings/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshPublicSettings } from '../../../lib/public-settings.ts';

const keys = {
  all: ['admin', 'settings', 'tabs'] as const,
  history: ['admin', 'settings', 'history'] as const,
  status: ['admin', 'settings', 'status'] as const,
};

export const useSettings = () => useQuery({ queryKey: keys.all, queryFn: ({ signal }) => apiRequest<AllSettings>('/api/admin/settings', { signal }) });

export const useSettingsHistory = () =>
  useQuery({ queryKey: keys.history, queryFn: ({ signal }) => apiRequest<SettingsHistoryResponse>('/api/admin/settings/history', { signal }) });

export const useSettingsStatus = () =>
  useQuery({ queryKey: keys.status, queryFn: ({ signal }) => apiRequest<SettingsStatusResponse>('/api/admin/settings/status', { signal }) });

type Saved<T extends SettingsTab> = { settings: AllSettings[T]; changed: string[] };

/** PUT one tab; the answer replaces that tab in the cache, the history and the shell's public settings reload. */
export function useSaveSettings<T extends SettingsTab>(tab: T) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AllSettings[T]) => apiRequest<Saved<T>>(`/api/admin/settings/${tab}`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AllSettings>(keys.all, (all) => (all ? { ...all, [tab]: saved.settings } : all));
      void queryClient.invalidateQueries({ queryKey: keys.history });
      void queryClient.invalidateQueries({ queryKey: keys.status });
      void refreshPublicSettings();
    },
  });
}
