import { queryOptions } from '@tanstack/react-query';
import { getMe } from './get-me.ts';

export { getMe };

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
});
