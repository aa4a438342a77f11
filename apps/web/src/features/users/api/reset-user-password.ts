import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const resetUserPassword = (id: string) => apiRequest<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}/reset-password`, { method: 'POST' });

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
