import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NfseActionResponse,
  NfseCancelInput,
  NfseIssueInput,
  NfseSendInput,
  NfseSendResponse,
  NfseSubstituteInput,
  ServiceNfseResponse,
} from '@despacha/domain/nfse/issue-contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

// NFS-e of a service (decision 073): its list and what "Emitir" would declare, issue, send again, cancel,
// substitute (decision 082).

const nfseKey = (serviceId: string) => [...registryKeys.service(serviceId), 'nfse'] as const;
const serviceUrl = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}/nfse`;
const documentUrl = (id: string, action: 'retry' | 'cancel' | 'substitute' | 'xml' | 'send') => `/api/nfse/${encodeURIComponent(id)}/${action}`;

/** Where "Baixar XML" points: the browser downloads it with the session cookie. */
export const nfseXmlUrl = (id: string) => documentUrl(id, 'xml');

export const serviceNfseQuery = (serviceId: string) =>
  queryOptions({ queryKey: nfseKey(serviceId), queryFn: ({ signal }) => apiRequest<ServiceNfseResponse>(serviceUrl(serviceId), { signal }) });

export const useServiceNfse = (serviceId: string) => useQuery(serviceNfseQuery(serviceId));

/** Each action answers the document as it now is; the list is read again (numbers, problems). */
function useNfseAction<T>(serviceId: string, call: (arg: T) => Promise<NfseActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: nfseKey(serviceId) }) });
}

export const useIssueNfse = (serviceId: string) =>
  useNfseAction(serviceId, (body: NfseIssueInput) => apiRequest<NfseActionResponse>(serviceUrl(serviceId), { method: 'POST', body }));

export const useRetryNfse = (serviceId: string) =>
  useNfseAction(serviceId, (id: string) => apiRequest<NfseActionResponse>(documentUrl(id, 'retry'), { method: 'POST' }));

export const useCancelNfse = (serviceId: string) =>
  useNfseAction(serviceId, ({ id, body }: { id: string; body: NfseCancelInput }) =>
    apiRequest<NfseActionResponse>(documentUrl(id, 'cancel'), { method: 'POST', body }),
  );

export const useSubstituteNfse = (serviceId: string) =>
  useNfseAction(serviceId, ({ id, body }: { id: string; body: NfseSubstituteInput }) =>
    apiRequest<NfseActionResponse>(documentUrl(id, 'substitute'), { method: 'POST', body }),
  );

/** "Enviar ao cliente" (decision 081): the e-mail is queued, or the wa.me link comes back; the list does not change. */
export const useSendNfse = () =>
  useMutation({
    mutationFn: ({ id, channel }: { id: string; channel: NfseSendInput['channel'] }) =>
      apiRequest<NfseSendResponse>(documentUrl(id, 'send'), { method: 'POST', body: { channel } }),
  });
