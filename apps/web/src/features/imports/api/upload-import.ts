import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRun } from '@despacha/domain/contracts/imports';
import { IMPORT_LIMITS } from '@despacha/domain/imports/field-keys';
import { importMessages as m } from '@despacha/domain/imports/messages';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { importListKey, importRunKey } from './keys.ts';

/** What the browser already knows is wrong, before sending 50 MB; the server reads the content itself. */
export function localFileError(file: File): string | null {
  if (file.size === 0) return m.empty;
  if (file.size > IMPORT_LIMITS.fileBytes) return m.tooLarge;
  if (/\.xls$/i.test(file.name)) return m.oldExcel;
  return null;
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };

/** The house shape `{ error: { code, message } }`, or a bare `{ message }`. */
function toApiError(status: number, body: unknown): ApiError {
  const payload = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const source = payload.error ?? payload;
  const message = typeof source.message === 'string' && source.message ? source.message : undefined;
  return new ApiError(status, typeof source.code === 'string' ? source.code : `HTTP_${status}`, message);
}

/** multipart POST through XMLHttpRequest, the one browser API that reports upload progress (0–100). */
export function uploadImport(file: File, onProgress: (percent: number) => void) {
  return new Promise<ImportRun>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/imports');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportRun);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new NetworkError());
    const data = new FormData();
    data.append('file', file);
    xhr.send(data);
  });
}

/** Sends the spreadsheet; the new run comes back with its headers and the guessed mapping. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const local = localFileError(file);
      if (local) return Promise.reject(new ApiError(400, 'FILE_INVALID', local));
      setProgress(0);
      return uploadImport(file, setProgress);
    },
    onSuccess: (run) => {
      queryClient.setQueryData(importRunKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: importListKey });
    },
  });
  return { ...mutation, progress };
}
