import { requestPdfFilename } from '@despacha/domain/contracts/requests/request-meta';
import type { RequestType } from '@despacha/domain/contracts/requests/request-types';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The stored request's PDF: a link with `download` saves it, `target="_blank"` opens it to print. */
export const requestPdfUrl = (id: string, { inline = false }: { inline?: boolean } = {}) =>
  `/api/requests/${encodeURIComponent(id)}/pdf${inline ? '?inline=1' : ''}`;

async function errorOf(response: Response): Promise<ApiError> {
  let body: { error?: { code?: string; message?: string; fields?: Record<string, string> } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy error page): the status alone must do.
  }
  return new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message, body.error?.fields);
}

/** The PDF of a not yet stored (but valid) form; the server validates like on submit (400 + fields). */
export async function fetchRequestPdf({ type, data }: { type: RequestType; data: Record<string, unknown> }): Promise<Blob> {
  const response = await fetch('/api/requests/pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    credentials: 'same-origin',
    body: JSON.stringify({ type, data }),
  });
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}

/** Downloads the form's PDF as `<type>-<plate>.pdf`. Rejects with ApiError like `createRequest`. */
export async function downloadRequestPdf(input: { type: RequestType; data: Record<string, unknown> }): Promise<void> {
  const blob = await fetchRequestPdf(input);
  saveBlob(blob, requestPdfFilename(input.type, input.data));
}
