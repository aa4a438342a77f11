import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceFileResponse } from '@despacha/domain/contracts/registry/service-detail';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const allowedTypes = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** What the browser already knows is wrong; the server checks the content again. */
export function localFileError(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return m.fileTooLarge;
  if (file.type && !allowedTypes.has(file.type)) return m.fileTypeNotAllowed;
  return null;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } } | undefined)?.error;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return new ApiError(status, typeof error?.code === 'string' ? error.code : `HTTP_${status}`, message, error?.fields);
}

/**
 * multipart POST through XMLHttpRequest, the one browser API that reports upload progress.
 * The checklist item goes before the file: the server reads the fields that precede it.
 */
export function uploadServiceFile(serviceId: string, item: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<ServiceFileResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/services/${encodeURIComponent(serviceId)}/files`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ServiceFileResponse);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', undefined));
    const data = new FormData();
    data.append('item', item);
    data.append('file', file);
    xhr.send(data);
  });
}

export type UploadInput = { item: string; file: File };

/** Uploads one file to a checklist item, with its progress (0–100) while it goes. */
export function useUploadServiceFile(serviceId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ item, file }: UploadInput) => {
      const local = localFileError(file);
      if (local) return Promise.reject(new ApiError(400, 'FILE_INVALID', local));
      setProgress(0);
      return uploadServiceFile(serviceId, item, file, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKeys.service(serviceId) }),
  });
  return { ...mutation, progress };
}
