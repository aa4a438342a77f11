import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyStatusResponse, AgencySubscriptionResponse } from '@despacha/domain/billing/agency';
import { apiRequest } from '../../lib/api-client.ts';
import { meQueryKey } from '../../lib/me-query.ts';

const key = ['agency-billing'] as const;

export const subscriptionQueryOptions = queryOptions({
  queryKey: [...key, 'subscription'],
  queryFn: ({ signal }) => apiRequest<AgencySubscriptionResponse>('/api/agency/subscription', { signal }),
});
export const useAgencySubscription = () => useQuery(subscriptionQueryOptions);

export const useAgencyStatus = () =>
  useQuery({ queryKey: [...key, 'status'], queryFn: ({ signal }) => apiRequest<AgencyStatusResponse>('/api/agency/status', { signal }) });

export type InvoicePix = { brCode: string; qrSvg: string };
export const useInvoicePix = (invoiceId: string | null) =>
  useQuery({
    queryKey: [...key, 'pix', invoiceId],
    queryFn: ({ signal }) => apiRequest<InvoicePix>(`/api/invoices/${encodeURIComponent(invoiceId!)}/pix`, { signal }),
    enabled: invoiceId !== null,
  });

export const invoicePdfUrl = (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}/pdf`;

export function usePlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => apiRequest<AgencySubscriptionResponse>('/api/agency/subscription/plan-change', { method: 'POST', body: { planId } }),
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionQueryOptions.queryKey, data);
      // The agency (and its plan) comes with /api/me.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
