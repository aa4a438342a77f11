import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { exigenciaKeys } from './query-keys.ts';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const allowedTypes = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/**
 * What DETRAN asked for, attached to the service's checklist item through the files module: the
 * server stores the file and marks the item received in one transaction. The item goes before the
 * file, as the server reads the fields that precede it.
 */
async function uploadDocument(serviceId: string, item: string, file: File) {
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(400, 'FILE_INVALID', m.fileTooLarge);
  if (file.type && !allowedTypes.has(file.type)) throw new ApiError(400, 'FILE_INVALID', m.fileTypeNotAllowed);
  const data = new FormData();
  data.append('item', item);
  data.append('file', file);
  const response = await fetch(`/api/services/${encodeURIComponent(serviceId)}/files`, {
    method: 'POST',
    body: data,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError(response.status, body?.error?.code ?? `HTTP_${response.status}`, body?.error?.message);
  }
}

/** Received without a scan (the original was handed in at the counter): the checklist's own route. */
const markReceived = (serviceId: string, item: string) =>
  apiRequest(`/api/services/${encodeURIComponent(serviceId)}/checklist/${encodeURIComponent(item)}`, { method: 'PUT', body: { received: true } });

export type AttachInput = { serviceId: string; item: string; file: File | null };

export function useAttachDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, item, file }: AttachInput) => (file ? uploadDocument(serviceId, item, file) : markReceived(serviceId, item)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exigenciaKeys.all }),
  });
}
