import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInvoiceResponse } from '@despacha/domain/contracts/subscription-metrics';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionsKeys } from './query-keys.ts';

export type InvoiceFilters = { status: string; q: string };

export function getInvoices(filters: InvoiceFilters, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  const query = params.toString();
  return apiRequest<AdminInvoiceResponse[]>(`/api/admin/invoices${query ? `?${query}` : ''}`, { signal });
}

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  queryOptions({ queryKey: subscriptionsKeys.invoices(filters), queryFn: ({ signal }) => getInvoices(filters, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useInvoices = (filters: InvoiceFilters) => useQuery(invoicesQueryOptions(filters));
