import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicensingCalendarResponse, UpdateLicensingCalendarRequest } from '@despacha/domain/licensing/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The platform admins' licensing calendar (decision 065): every year's ten finals, saved a year at a time.
const calendarKey = ['licensing', 'calendar'] as const;

export const licensingCalendarQueryOptions = () =>
  queryOptions({ queryKey: calendarKey, queryFn: ({ signal }) => apiRequest<LicensingCalendarResponse>('/api/admin/licensing-calendar', { signal }) });
export const useLicensingCalendar = () => useQuery(licensingCalendarQueryOptions());

export function useSaveLicensingCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, body }: { year: number; body: UpdateLicensingCalendarRequest }) =>
      apiRequest<LicensingCalendarResponse>(`/api/admin/licensing-calendar/${year}`, { method: 'PUT', body }),
    // The agencies' lists read the calendar too.
    onSuccess: () => client.invalidateQueries({ queryKey: ['licensing'] }),
  });
}
