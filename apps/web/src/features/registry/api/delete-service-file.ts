import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

export const deleteServiceFile = (fileId: string) => apiRequest<void>(`/api/files/${encodeURIComponent(fileId)}`, { method: 'DELETE' });

/** Where a stored file downloads from (the server names it with its original name). */
export const fileUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

export function useDeleteServiceFile(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.service(serviceId) }),
  });
}
