import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NfseCertificateInfo, NfseSettingsInput, NfseSettingsResponse } from '@despacha/domain/nfse/contracts';
import { CERTIFICATE_MAX_BYTES } from '@despacha/domain/nfse/settings';
import { nfseSettingsMessages as m } from '@despacha/domain/nfse/settings-messages';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

const settingsKey = ['nfse', 'settings'] as const;

export const nfseSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => apiRequest<NfseSettingsResponse>('/api/nfse/settings', { signal }),
});

export const useNfseSettings = () => useQuery(nfseSettingsQuery);

export function useSaveNfseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NfseSettingsInput) => apiRequest<NfseSettingsResponse>('/api/nfse/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** The password goes before the file; both as multipart, never as JSON nor in a URL. */
async function uploadCertificate({ file, password }: { file: File; password: string }): Promise<NfseCertificateInfo> {
  if (file.size > CERTIFICATE_MAX_BYTES) throw new ApiError(413, 'FILE_TOO_LARGE', m.fileTooLarge, { file: m.fileTooLarge });
  const data = new FormData();
  data.append('password', password);
  data.append('file', file);
  const response = await fetch('/api/nfse/certificate', { method: 'POST', body: data, credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined;
  if (!response.ok) throw new ApiError(response.status, body?.error?.code ?? `HTTP_${response.status}`, body?.error?.message, body?.error?.fields);
  return body as NfseCertificateInfo;
}

export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificate,
    onSuccess: (certificate) => queryClient.setQueryData<NfseSettingsResponse>(settingsKey, (old) => (old ? { ...old, certificate } : old)),
  });
}

export function useRemoveCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ removed: true }>('/api/nfse/certificate', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<NfseSettingsResponse>(settingsKey, (old) => (old ? { ...old, certificate: null } : old)),
  });
}
