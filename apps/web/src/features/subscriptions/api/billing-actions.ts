import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InvoiceActionResponse, TrialExtendBody } from '@despacha/domain/billing/trials';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

// Admin actions on trials and invoices (issue 14): each one changes the lists and the cards.

export const convertTrial = (agencyId: string) =>
  apiRequest<{ invoiceId: string; number: number }>(`/api/admin/trials/${encodeURIComponent(agencyId)}/convert`, { method: 'POST', body: {} });

export const extendTrial = ({ agencyId, ...body }: TrialExtendBody & { agencyId: string }) =>
  apiRequest<{ trialEndsAt: string }>(`/api/admin/trials/${encodeURIComponent(agencyId)}/extend`, { method: 'POST', body });

export const cancelInvoice = (invoiceId: string) =>
  apiRequest<InvoiceActionResponse>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/cancel`, { method: 'POST', body: {} });

export const resendInvoice = (invoiceId: string) =>
  apiRequest<InvoiceActionResponse>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/resend`, { method: 'POST', body: {} });

/**
 * Trials, every invoice list and the summary cards (a conversion adds an invoice and a
 * subscription), and the Faturamento screen's figures, which read the same invoices.
 */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'billing'] }),
  ]);

export function useConvertTrial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: convertTrial, onSuccess: () => refresh(queryClient) });
}

export function useExtendTrial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: extendTrial, onSuccess: () => refresh(queryClient) });
}

export function useCancelInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelInvoice, onSuccess: () => refresh(queryClient) });
}

export const useResendInvoice = () => useMutation({ mutationFn: resendInvoice });
