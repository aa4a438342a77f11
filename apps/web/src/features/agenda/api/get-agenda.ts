import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaResponse } from '@despacha/domain/agenda/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type AgendaRange = { from: string; to: string; posto: string };

const query = (r: AgendaRange) => new URLSearchParams({ from: r.from, to: r.to, ...(r.posto ? { posto: r.posto } : {}) }).toString();

export const getAgenda = (r: AgendaRange, signal?: AbortSignal) => apiRequest<AgendaResponse>(`/api/agenda?${query(r)}`, { signal });

// Vistorias are scheduled and concluded from Cadastro do Sistema all day: an agenda opened again is read again.
export const agendaQueryOptions = (r: AgendaRange) =>
  queryOptions({ queryKey: ['agenda', r.from, r.to, r.posto], queryFn: ({ signal }) => getAgenda(r, signal), staleTime: 0, placeholderData: keepPreviousData });

export const useAgenda = (r: AgendaRange) => useQuery(agendaQueryOptions(r));
