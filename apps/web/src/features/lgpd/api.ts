import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyExportResponse, LgpdAnonymiseResponse, LgpdExportFormat, LgpdPersonSummary } from '@despacha/domain/lgpd/contracts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

// Privacidade e dados (decision 036). The CPF/CNPJ goes in POST bodies only: never in a URL.

const agencyExportKey = ['lgpd', 'agency-export'] as const;
const POLL_MS = 1_000;

export const lookupPerson = (document: string) => apiRequest<LgpdPersonSummary>('/api/lgpd/person', { method: 'POST', body: { document } });

export const useLookupPerson = () => useMutation({ mutationFn: lookupPerson });

export const useAnonymisePerson = () =>
  useMutation({
    mutationFn: (input: { document: string; confirmation: string }) =>
      apiRequest<LgpdAnonymiseResponse>('/api/lgpd/person/anonymise', { method: 'POST', body: input }),
  });

/** The person's file, fetched with POST (the document stays out of the URL) and saved. */
export async function downloadPersonData(document: string, format: LgpdExportFormat): Promise<void> {
  const response = await fetch('/api/lgpd/person/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ document, format }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message);
  }
  saveBlob(await response.blob(), `dados-titular-${document}.${format}`);
}

export const useDownloadPersonData = () =>
  useMutation({ mutationFn: ({ document, format }: { document: string; format: LgpdExportFormat }) => downloadPersonData(document, format) });

/** The agency's newest export, polled while the server writes it. */
export const useAgencyExport = () =>
  useQuery({
    queryKey: agencyExportKey,
    queryFn: ({ signal }) => apiRequest<AgencyExportResponse>('/api/lgpd/agency-export', { signal }),
    refetchInterval: (query) => (query.state.data?.export?.status === 'running' ? POLL_MS : false),
  });

export function useStartAgencyExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AgencyExportResponse>('/api/lgpd/agency-export', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(agencyExportKey, data),
  });
}

/** The ZIP: a plain link, so the browser downloads it with the session cookie. */
export const agencyExportUrl = (id: string) => `/api/lgpd/agency-export/${encodeURIComponent(id)}/download`;
