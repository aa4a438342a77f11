import type { RequestListFilters } from '@despacha/domain/contracts/requests/request-record';

/** Every requests query starts with `requestsKey`: a new request invalidates the lists. */
export const requestsKey = ['requests'] as const;
export const requestListsKey = [...requestsKey, 'list'] as const;

export const requestQueryKeys = {
  all: requestsKey,
  lists: requestListsKey,
  list: (filters: RequestListFilters) => [...requestListsKey, filters] as const,
  detail: (id: string) => [...requestsKey, 'detail', id] as const,
};
