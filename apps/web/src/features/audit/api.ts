import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditAgenciesResponse, AuditListResponse, AuditPeopleResponse } from '@despacha/domain/audit/contracts';
import type { SortState } from '../../components/ui/table-sort.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** What the filter form sends; '' means any. */
export type AuditFilterValues = { actor: string; action: string; entity: string; entityId: string; q: string; from: string; to: string; agency: string };
export const emptyAuditFilters: AuditFilterValues = { actor: '', action: '', entity: '', entityId: '', q: '', from: '', to: '', agency: '' };

/** The agency's trail (/api/audit) or the platform's (/api/admin/audit). */
export type AuditArea = 'agency' | 'platform';
const base = (area: AuditArea) => (area === 'platform' ? '/api/admin/audit' : '/api/audit');

const queryOf = (filters: AuditFilterValues, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value.trim()) params.set(key, value.trim());
  return params.toString();
};

/** The trail's default order: the newest event first. */
export const newestFirst: SortState = { key: 'when', dir: 'desc' };
/** The order's query fields; the default is the server's own, so it is not sent. */
const orderOf = (sort: SortState): Record<string, string> =>
  sort.key === newestFirst.key && sort.dir === newestFirst.dir ? {} : { sort: sort.key, dir: sort.dir };

// One keyset page after another ("Carregar mais") in the order asked (newest first by default);
// a new order starts again from its first page. A trail is read as it is now.
export const useAuditEvents = (area: AuditArea, filters: AuditFilterValues, sort: SortState = newestFirst) =>
  useInfiniteQuery({
    queryKey: ['audit', area, filters, sort.key, sort.dir],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AuditListResponse>(`${base(area)}?${queryOf(filters, { ...orderOf(sort), ...(pageParam ? { cursor: pageParam } : {}) })}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditPeople = (area: AuditArea, agency: string) =>
  useQuery({
    queryKey: ['audit', area, 'people', agency],
    queryFn: ({ signal }) =>
      apiRequest<AuditPeopleResponse>(`${base(area)}/people${area === 'platform' && agency ? `?agency=${encodeURIComponent(agency)}` : ''}`, { signal }),
  });

export const useAuditAgencies = (enabled: boolean) =>
  useQuery({
    queryKey: ['audit', 'platform', 'agencies'],
    queryFn: ({ signal }) => apiRequest<AuditAgenciesResponse>('/api/admin/audit/agencies', { signal }),
    enabled,
  });

/** The export of the same filters, fetched so a refusal (too many events) shows its message. */
async function downloadAudit(area: AuditArea, filters: AuditFilterValues, format: 'csv' | 'xlsx') {
  const response = await fetch(`${base(area)}/export?${queryOf(filters, { format })}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `auditoria.${format}`;
  saveBlob(await response.blob(), name);
}

export const useAuditExport = (area: AuditArea) =>
  useMutation({ mutationFn: ({ filters, format }: { filters: AuditFilterValues; format: 'csv' | 'xlsx' }) => downloadAudit(area, filters, format) });

/** The retention an admin set (Configurações › Segurança), shown beside the platform's trail. */
export const useAuditRetention = (enabled: boolean) =>
  useQuery({
    queryKey: ['audit', 'retention'],
    queryFn: ({ signal }) => apiRequest<{ security: { auditRetentionYears: number } }>('/api/admin/settings', { signal }),
    select: (s) => s.security.auditRetentionYears,
    enabled,
  });
