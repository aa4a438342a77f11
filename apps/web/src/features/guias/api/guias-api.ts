import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGuiaRequest,
  DeliverGuiaRequest,
  GuiaCandidatesResponse,
  GuiaDetail,
  GuiaListResponse,
  GuiaSortKey,
  ReturnGuiaRequest,
  UpdateGuiaRequest,
} from '@despacha/domain/guias/contracts';
import type { GuiaKind } from '@despacha/domain/guias/kinds';
import { apiRequest } from '../../../lib/api-client.ts';

// Guia PL / Guia Geral (decision 039): the list, the services a new guia may take, one guia, and
// the three writes (create, deliver, return), each answering the guia as it now stands.

/** The list's filters; `sort` and `dir` are the column the server orders by. */
export type GuiaFilters = { kind: GuiaKind; q: string; status: string; page: number; sort: GuiaSortKey; dir: 'asc' | 'desc' };
export const defaultGuiaSort = { sort: 'number', dir: 'desc' } as const satisfies Pick<GuiaFilters, 'sort' | 'dir'>;

export const guiaKeys = {
  all: ['guias'] as const,
  list: (f: GuiaFilters) => ['guias', 'list', f] as const,
  candidates: (kind: GuiaKind, q: string) => ['guias', 'candidates', kind, q] as const,
  detail: (id: string) => ['guias', 'detail', id] as const,
};

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const guiasQueryOptions = (f: GuiaFilters) =>
  queryOptions({
    queryKey: guiaKeys.list(f),
    queryFn: ({ signal }) => apiRequest<GuiaListResponse>(`/api/guias?${query(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useGuias = (f: GuiaFilters) => useQuery(guiasQueryOptions(f));

export const useGuiaCandidates = (kind: GuiaKind, q: string) =>
  useQuery({
    queryKey: guiaKeys.candidates(kind, q),
    queryFn: ({ signal }) => apiRequest<GuiaCandidatesResponse>(`/api/guias/candidates?${query({ kind, q })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const guiaQueryOptions = (id: string) =>
  queryOptions({ queryKey: guiaKeys.detail(id), queryFn: ({ signal }) => apiRequest<GuiaDetail>(`/api/guias/${encodeURIComponent(id)}`, { signal }) });
export const useGuia = (id: string) => useQuery(guiaQueryOptions(id));

/** The printable guia (A4 PDF), opened in the browser's viewer to print. */
export const guiaPdfUrl = (id: string) => `/api/guias/${encodeURIComponent(id)}/pdf?inline=1`;

type Write =
  | { kind: 'create'; body: CreateGuiaRequest }
  | { kind: 'update'; id: string; body: UpdateGuiaRequest }
  | { kind: 'deliver'; id: string; body: DeliverGuiaRequest }
  | { kind: 'return'; id: string; body: ReturnGuiaRequest };

const guiaUrl = (id: string) => `/api/guias/${encodeURIComponent(id)}`;
const write = (w: Write) => {
  if (w.kind === 'create') return apiRequest<GuiaDetail>('/api/guias', { method: 'POST', body: w.body });
  if (w.kind === 'update') return apiRequest<GuiaDetail>(guiaUrl(w.id), { method: 'PUT', body: w.body });
  return apiRequest<GuiaDetail>(`${guiaUrl(w.id)}/${w.kind}`, { method: 'POST', body: w.body });
};

/**
 * Every write answers the guia: it replaces the cached one; lists, candidates and the services'
 * positions (registry, dashboard) read what it changed, so they refetch.
 */
export function useGuiaWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (guia) => {
      queryClient.setQueryData(guiaKeys.detail(guia.id), guia);
      void queryClient.invalidateQueries({ queryKey: ['guias', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['guias', 'candidates'] });
      void queryClient.invalidateQueries({ queryKey: ['registry'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** "Excluir rascunho": the draft leaves the lists and its services are offered again. */
export function useDiscardGuia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/guias/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: guiaKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['guias', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['guias', 'candidates'] });
    },
  });
}
