import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LicensingListResponse, LicensingSortKey } from '@despacha/domain/licensing/contracts';
import type { LicensingSituation } from '@despacha/domain/licensing/calendar';
import { apiRequest } from '../../../lib/api-client.ts';

/** The list's filters: `month` aaaa-mm ('' is the default view: this month, the next and the overdue ones). */
export type LicensingFilters = { month: string; situation: '' | LicensingSituation; origin: string; page: number; sort: LicensingSortKey; dir: 'asc' | 'desc' };
export const defaultLicensingSort = { sort: 'situation', dir: 'asc' } as const satisfies Pick<LicensingFilters, 'sort' | 'dir'>;

const search = (f: LicensingFilters) =>
  new URLSearchParams(
    Object.entries(f)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const licensingQueryOptions = (f: LicensingFilters) =>
  queryOptions({
    queryKey: ['licensing', 'list', f],
    queryFn: ({ signal }) => apiRequest<LicensingListResponse>(`/api/licensing?${search(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useLicensing = (f: LicensingFilters) => useQuery(licensingQueryOptions(f));
