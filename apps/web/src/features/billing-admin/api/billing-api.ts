import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingInvoicePage,
  BillingPaymentPage,
  BillingSettingsBody,
  BillingSummaryResponse,
  PeriodSummaryResponse,
} from '@despacha/domain/billing/admin';
import type { AdminDashboardResponse } from '@despacha/domain/contracts/admin-dashboard';
import { apiRequest } from '../../../lib/api-client.ts';

export const billingKeys = {
  all: ['admin', 'billing'] as const,
  summary: ['admin', 'billing', 'summary'] as const,
  invoices: (f: InvoiceFilters) => ['admin', 'billing', 'invoices', f] as const,
  payments: (f: PaymentFilters) => ['admin', 'billing', 'payments', f] as const,
  period: (from: string, to: string) => ['admin', 'billing', 'period', from, to] as const,
  settings: ['admin', 'settings', 'billing'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};

export type InvoiceFilters = { q: string; status: string; from: string; to: string; anomaly: string; page: number; sort: string; dir: 'asc' | 'desc' };
export type PaymentFilters = { from: string; to: string; method: string; page: number };

const query = (values: Record<string, string | number>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (String(v).trim() !== '') params.set(k, String(v).trim());
  return params.toString();
};

export const useBillingSummary = () =>
  useQuery(
    queryOptions({
      queryKey: billingKeys.summary,
      queryFn: ({ signal }) => apiRequest<BillingSummaryResponse>('/api/admin/billing/summary', { signal }),
      staleTime: 0,
    }),
  );

export const useBillingInvoices = (f: InvoiceFilters) =>
  useQuery({
    queryKey: billingKeys.invoices(f),
    queryFn: ({ signal }) => apiRequest<BillingInvoicePage>(`/api/admin/billing/invoices?${query(f)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useBillingPayments = (f: PaymentFilters) =>
  useQuery({
    queryKey: billingKeys.payments(f),
    queryFn: ({ signal }) => apiRequest<BillingPaymentPage>(`/api/admin/billing/payments?${query(f)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePeriodSummary = (from: string, to: string) =>
  useQuery({
    queryKey: billingKeys.period(from, to),
    queryFn: ({ signal }) => apiRequest<PeriodSummaryResponse>(`/api/admin/billing/period-summary?${query({ from, to })}`, { signal }),
    enabled: Boolean(from && to && from <= to),
    placeholderData: keepPreviousData,
  });

/** A plain link: the browser downloads the file with the session cookie. */
export const reportUrl = (kind: string, format: string, from: string, to: string) =>
  `/api/admin/billing/reports/${encodeURIComponent(kind)}?${query({ format, from, to })}`;
export const invoicePdfUrl = (invoiceId: string) => `/api/admin/invoices/${encodeURIComponent(invoiceId)}/pdf`;

export type ManualPaymentBody = { method: string; paidOn: string; amountCents: string; reference: string };

/** Any change to an invoice moves the cards, the lists and the dashboard: all are read again. */
function useBillingMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all }), queryClient.invalidateQueries({ queryKey: billingKeys.dashboard })]),
  });
}

export const useRecordPayment = () =>
  useBillingMutation(({ invoiceId, body }: { invoiceId: string; body: ManualPaymentBody }) =>
    apiRequest<{ invoiceStatus: string }>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/payments`, { method: 'POST', body }),
  );
export const useCancelInvoice = () =>
  useBillingMutation((invoiceId: string) => apiRequest(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/cancel`, { method: 'POST', body: {} }));
export const useResendInvoice = () =>
  useBillingMutation((invoiceId: string) => apiRequest(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/resend`, { method: 'POST', body: {} }));

export const useBillingSettings = () =>
  useQuery({ queryKey: billingKeys.settings, queryFn: ({ signal }) => apiRequest<BillingSettingsBody>('/api/admin/settings/billing', { signal }) });

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettingsBody) => apiRequest<BillingSettingsBody>('/api/admin/settings/billing', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.settings, saved),
  });
}

export const useAdminDashboard = () =>
  useQuery({ queryKey: billingKeys.dashboard, queryFn: ({ signal }) => apiRequest<AdminDashboardResponse>('/api/admin/dashboard', { signal }), staleTime: 0 });
