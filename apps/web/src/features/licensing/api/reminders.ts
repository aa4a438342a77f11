import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LastRemindersResponse,
  LicensingCardResponse,
  ReminderSettingsBody,
  ReminderSettingsResponse,
  SendRemindersRequest,
  SendRemindersResponse,
  WhatsappReminderRequest,
  WhatsappReminderResponse,
} from '@despacha/domain/licensing/reminders';
import { apiRequest } from '../../../lib/api-client.ts';

// Lembretes de licenciamento (decision 066): one file for the feature's reminder endpoints.

const keys = {
  all: ['licensing', 'reminders'] as const,
  last: (ids: readonly string[]) => ['licensing', 'reminders', 'last', ids] as const,
  settings: ['licensing', 'reminders', 'settings'] as const,
  card: ['licensing', 'reminders', 'card'] as const,
};

/** The page's last reminder per vehicle: a small request keyed by the page's ids. */
export const lastRemindersQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: keys.last(ids),
    queryFn: ({ signal }) => apiRequest<LastRemindersResponse>(`/api/licensing/reminders/last?ids=${ids.join(',')}`, { signal }),
    enabled: ids.length > 0,
  });
export const useLastReminders = (ids: readonly string[]) => useQuery(lastRemindersQueryOptions(ids));

export const reminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: keys.settings, queryFn: ({ signal }) => apiRequest<ReminderSettingsResponse>('/api/licensing/reminder-settings', { signal }) });
export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

export const licensingCardQueryOptions = () =>
  queryOptions({ queryKey: keys.card, queryFn: ({ signal }) => apiRequest<LicensingCardResponse>('/api/dashboard/licensing', { signal }), staleTime: 0 });
export const useLicensingCard = () => useQuery(licensingCardQueryOptions());

/** "Enviar lembrete por e-mail"; the last reminders and the card refresh. */
export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRemindersRequest) => apiRequest<SendRemindersResponse>('/api/licensing/reminders', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** "WhatsApp" on a row: the reminder is recorded and the wa.me link comes back. */
export function useWhatsappReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappReminderRequest) => apiRequest<WhatsappReminderResponse>('/api/licensing/reminders/whatsapp', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsBody) => apiRequest<ReminderSettingsResponse>('/api/licensing/reminder-settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(keys.settings, saved),
  });
}
