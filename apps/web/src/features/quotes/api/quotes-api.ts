import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteConversion, QuoteListResponse, QuoteResponse } from '@despacha/domain/quotes/contracts';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import type { QuoteStatus } from '@despacha/domain/quotes/options';
import type { SortState } from '../../../components/ui/table-sort.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// Orçamentos (decision 041): the list, one quote, its writes, the shared link and the conversion.

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (q: string, status: string, page: number, sort?: SortState) => ['quotes', 'list', q, status, page, sort?.key, sort?.dir] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
  conversion: (id: string) => ['quotes', 'conversion', id] as const,
};

const base = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

/** The list's page; `sort` is the column the server orders by (newest number first without it). */
export function quotesQueryOptions(q: string, status: QuoteStatus | '', page: number, sort?: SortState) {
  const query = new URLSearchParams({ page: String(page) });
  if (q.trim()) query.set('q', q.trim());
  if (status) query.set('status', status);
  if (sort) {
    query.set('sort', sort.key);
    query.set('dir', sort.dir);
  }
  return queryOptions({
    queryKey: quoteKeys.list(q.trim(), status, page, sort),
    queryFn: ({ signal }) => apiRequest<QuoteListResponse>(`/api/quotes?${query.toString()}`, { signal }),
  });
}

/** Keeps the previous rows on screen while a new search answers. */
export const useQuotes = (q: string, status: QuoteStatus | '', page: number, sort?: SortState) =>
  useQuery({ ...quotesQueryOptions(q, status, page, sort), placeholderData: keepPreviousData });

/** The service types with this year's DETRAN fee (the catalog every agency shares). */
export const useServiceCatalog = () =>
  useQuery({ queryKey: ['service-catalog'], queryFn: ({ signal }) => apiRequest<CatalogEntry[]>('/api/service-catalog', { signal }), staleTime: 5 * 60_000 });

/** The PDF prints in a new tab (inline). */
export const quotePdfUrl = (id: string) => `${base(id)}/pdf`;

/** The form sends what was typed: the server's contract checks it and answers per field. */
export type QuoteBody = Record<string, unknown>;

type Write =
  | { kind: 'create'; body: QuoteBody }
  | { kind: 'update'; id: string; body: QuoteBody }
  | { kind: 'status'; id: string; status: 'rascunho' | 'enviado' | 'aceito' | 'recusado' }
  | { kind: 'revoke'; id: string };

function write(w: Write): Promise<QuoteResponse> {
  switch (w.kind) {
    case 'create':
      return apiRequest<QuoteResponse>('/api/quotes', { method: 'POST', body: w.body });
    case 'update':
      return apiRequest<QuoteResponse>(base(w.id), { method: 'PUT', body: w.body });
    case 'status':
      return apiRequest<QuoteResponse>(`${base(w.id)}/status`, { method: 'POST', body: { status: w.status } });
    case 'revoke':
      return apiRequest<QuoteResponse>(`${base(w.id)}/share`, { method: 'DELETE' });
  }
}

/** Every write answers the quote as it now stands; the lists refetch. */
export function useQuoteWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: [...quoteKeys.all, 'list'] });
    },
  });
}

/** "Compartilhar": a new link (the previous one stops working). */
export function useShareQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ url: string }>(`${base(id)}/share`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

/** What Cadastro do Sistema starts from when converting an accepted quote. */
export const useQuoteConversion = (id: string | null) =>
  useQuery({
    queryKey: quoteKeys.conversion(id ?? ''),
    queryFn: ({ signal }) => apiRequest<QuoteConversion>(`${base(id!)}/conversion`, { signal }),
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
