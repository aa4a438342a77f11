import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionStatement } from '@despacha/domain/commissions/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { commissionsKeys } from './keys.ts';

export type StatementQuery = { originId: string; from: string; to: string };
export type ExportFormat = 'pdf' | 'xlsx' | 'csv';

const query = (q: StatementQuery) => new URLSearchParams({ originId: q.originId, from: q.from, to: q.to }).toString();

export const getCommissions = (q: StatementQuery, signal?: AbortSignal) => apiRequest<CommissionStatement>(`/api/commissions?${query(q)}`, { signal });

// Settled elsewhere (the ledger, another desk): a statement opened again is read again.
export const commissionsQueryOptions = (q: StatementQuery) =>
  queryOptions({ queryKey: commissionsKeys.statement(q), queryFn: ({ signal }) => getCommissions(q, signal), staleTime: 0, placeholderData: keepPreviousData });

export const useCommissions = (q: StatementQuery, enabled: boolean) => useQuery({ ...commissionsQueryOptions(q), enabled });

/** The file download of the statement (the server answers it as an attachment). */
export const commissionsExportUrl = (q: StatementQuery, format: ExportFormat) => `/api/commissions/export?format=${format}&${query(q)}`;
