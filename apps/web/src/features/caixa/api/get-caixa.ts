import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaixaFormat, CaixaResponse } from '@despacha/domain/contracts/caixa';
import { apiRequest } from '../../../lib/api-client.ts';

export type CaixaPeriod = { from: string; to: string };
/** A period and the page of its entries (1 is the first). */
export type CaixaPageQuery = CaixaPeriod & { page: number };

const query = (p: CaixaPeriod) => new URLSearchParams({ from: p.from, to: p.to }).toString();
// The first page is the server's default: its address stays the period alone.
const pageQuery = (p: CaixaPageQuery) => (p.page > 1 ? `${query(p)}&page=${p.page}` : query(p));

export const getCaixa = (p: CaixaPageQuery, signal?: AbortSignal) => apiRequest<CaixaResponse>(`/api/caixa?${pageQuery(p)}`, { signal });

// Payments are recorded all day long at the counter: a caixa opened again is read again.
export const caixaQueryOptions = (p: CaixaPageQuery) =>
  queryOptions({ queryKey: ['caixa', p.from, p.to, p.page], queryFn: ({ signal }) => getCaixa(p, signal), staleTime: 0, placeholderData: keepPreviousData });

export const useCaixa = (p: CaixaPageQuery) => useQuery(caixaQueryOptions(p));

/** The file download of the whole period (the server answers it as an attachment). */
export const caixaExportUrl = (p: CaixaPeriod, format: CaixaFormat) => `/api/caixa/export?${query(p)}&format=${format}`;
