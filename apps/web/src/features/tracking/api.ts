import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLinkBody,
  CreatedLinkResponse,
  TrackingSettingsBody,
  TrackingSettingsResponse,
  TrackingStatusResponse,
} from '@despacha/domain/tracking/contracts';
import { apiRequest } from '../../lib/api-client.ts';

const trackingKeys = {
  service: (serviceId: string) => ['tracking', 'service', serviceId] as const,
  settings: ['tracking', 'settings'] as const,
};

const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}/tracking`;

export const trackingStatusQuery = (serviceId: string) =>
  queryOptions({ queryKey: trackingKeys.service(serviceId), queryFn: ({ signal }) => apiRequest<TrackingStatusResponse>(servicePath(serviceId), { signal }) });

// Views happen elsewhere (the customer's phone): each opening of the dialog asks again.
export const useTrackingStatus = (serviceId: string, enabled: boolean) => useQuery({ ...trackingStatusQuery(serviceId), enabled, refetchOnMount: 'always' });

/** Each mutation answers the fresh status (or the link); the status query takes it as is. */
function useServiceMutation<TVariables, TResult>(serviceId: string, run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A status read still on its way (after "Gerar link") would otherwise land after this answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: trackingKeys.service(serviceId) }),
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'consent' in result) queryClient.setQueryData(trackingKeys.service(serviceId), result);
      else void queryClient.invalidateQueries({ queryKey: trackingKeys.service(serviceId) });
    },
  });
}

export const useCreateTrackingLink = (serviceId: string) =>
  useServiceMutation(serviceId, (body: CreateLinkBody) => apiRequest<CreatedLinkResponse>(`${servicePath(serviceId)}/links`, { method: 'POST', body }));

export const useRevokeTrackingLinks = (serviceId: string) =>
  useServiceMutation(serviceId, () => apiRequest<TrackingStatusResponse>(`${servicePath(serviceId)}/links`, { method: 'DELETE' }));

export const useSetConsent = (serviceId: string) =>
  useServiceMutation(serviceId, (email: boolean) =>
    apiRequest<TrackingStatusResponse>(`${servicePath(serviceId)}/consent`, { method: 'PUT', body: { email } }),
  );

export const trackingSettingsQuery = queryOptions({
  queryKey: trackingKeys.settings,
  queryFn: ({ signal }) => apiRequest<TrackingSettingsResponse>('/api/tracking/settings', { signal }),
});

export const useTrackingSettings = () => useQuery(trackingSettingsQuery);

export function useSaveTrackingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackingSettingsBody) => apiRequest<TrackingSettingsResponse>('/api/tracking/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(trackingKeys.settings, saved);
      // The share dialogs show whether e-mails are on.
      void queryClient.invalidateQueries({ queryKey: ['tracking', 'service'] });
    },
  });
}
