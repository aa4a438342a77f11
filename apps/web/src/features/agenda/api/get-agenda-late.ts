import { useInfiniteQuery } from '@tanstack/react-query';
import type { AgendaDeadline, AgendaLateKind, AgendaVistoria } from '@despacha/domain/agenda/contracts';
import { AGENDA_LATE_PAGE } from '@despacha/domain/agenda/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AgendaRange } from './get-agenda.ts';

export type AgendaLateItem = { vistorias: AgendaVistoria; deadlines: AgendaDeadline };
export type AgendaLatePage<K extends AgendaLateKind> = { items: AgendaLateItem[K][]; total: number };

export const getAgendaLate = <K extends AgendaLateKind>(kind: K, posto: string, offset: number, signal?: AbortSignal) =>
  apiRequest<AgendaLatePage<K>>(`/api/agenda/late?${new URLSearchParams({ kind, ...(posto ? { posto } : {}), offset: String(offset) }).toString()}`, {
    signal,
  });

/**
 * The pages of a late list after the agenda's first ("Carregar mais"), fetched only when asked.
 * Keyed by the agenda they extend and dropped with it (gcTime 0): another week or posto starts
 * again from the agenda's first page.
 */
export const useAgendaLateMore = <K extends AgendaLateKind>(kind: K, r: AgendaRange) =>
  useInfiniteQuery({
    queryKey: ['agenda', 'late', kind, r.from, r.to, r.posto],
    queryFn: ({ pageParam, signal }) => getAgendaLate(kind, r.posto, pageParam, signal),
    initialPageParam: AGENDA_LATE_PAGE,
    getNextPageParam: (last, _pages, offset) => (last.items.length > 0 && offset + last.items.length < last.total ? offset + last.items.length : undefined),
    enabled: false,
    gcTime: 0,
  });
