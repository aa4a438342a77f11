import { useMutation } from '@tanstack/react-query';
import { READ_DOCUMENT_MAX_BYTES, documentReadingMessages as m } from '@despacha/domain/contracts/document-reading/messages';
import type { ReadDocumentResponse } from '@despacha/domain/contracts/document-reading/read-document';
import { ApiError } from '../../../lib/api-client.ts';

// POST /api/registry/read-document: the PDF goes as multipart; the answer is what was read.

/** What the browser already knows is wrong; the server checks the content again. */
export function localPdfError(file: File): string | null {
  if (file.size > READ_DOCUMENT_MAX_BYTES) return m.tooLarge;
  if (file.type && file.type !== 'application/pdf') return m.notPdf;
  return null;
}

function errorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } } | undefined)?.error;
  return new ApiError(
    status,
    typeof error?.code === 'string' ? error.code : `HTTP_${status}`,
    typeof error?.message === 'string' ? error.message : undefined,
    error?.fields,
  );
}

export async function readVehicleDocument(file: File): Promise<ReadDocumentResponse> {
  const data = new FormData();
  data.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/registry/read-document', { method: 'POST', body: data, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'NETWORK', undefined);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw errorOf(response.status, body);
  return body as ReadDocumentResponse;
}

/** Reads one PDF; nothing is saved by it. */
export function useReadVehicleDocument() {
  return useMutation({
    mutationFn: (file: File) => {
      const local = localPdfError(file);
      return local ? Promise.reject(new ApiError(400, 'FILE_INVALID', local)) : readVehicleDocument(file);
    },
  });
}
