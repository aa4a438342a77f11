import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

// Issue 16 item 4 (decision 033): the signed-in user's live sessions.
export type SessionItem = { id: string; device: string; ipAddress: string; lastUsedAt: string; createdAt: string; current: boolean };

const key = ['my-sessions'] as const;

export const useMySessions = () => useQuery({ queryKey: key, queryFn: () => apiRequest<SessionItem[]>('/api/me/sessions') });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
