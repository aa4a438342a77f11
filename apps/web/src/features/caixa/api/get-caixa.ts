import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaixaFormat, CaixaResponse } from '@despacha/domain/contracts/caixa';
import { apiRequest } from '../../../lib/api-client.ts';

export type CaixaPeriod = { from: string; to: string };

const query = (p: CaixaPeriod) => new URLSearchParams({ from: p.from, to: p.to }).toString();

export const getCaixa = (p: CaixaPeriod, signal?: AbortSignal) => apiRequest<CaixaResponse>(`/api/caixa?${query(p)}`, { signal });

// Payments are recorded all day long at the counter: a caixa opened again is read again.
export const caixaQueryOptions = (p: CaixaPeriod) =>
  queryOptions({ queryKey: ['caixa', p.from, p.to], queryFn: ({ signal }) => getCaixa(p, signal), staleTime: 0, placeholderData: keepPreviousData });

export const useCaixa = (p: CaixaPeriod) => useQuery(caixaQueryOptions(p));

/** The file download of the same period (the server answers it as an attachment). */
export const caixaExportUrl = (p: CaixaPeriod, format: CaixaFormat) => `/api/caixa/export?${query(p)}&format=${format}`;
