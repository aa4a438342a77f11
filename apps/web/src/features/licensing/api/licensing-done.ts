import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LicensingDoneResponse, MarkLicensingDoneRequest } from '@despacha/domain/licensing/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// A vehicle's licensing of a year marked done by hand, and undone (decision 067).
type Target = { vehicleId: string; year: number };
const doneUrl = ({ vehicleId, year }: Target) => `/api/licensing/vehicles/${encodeURIComponent(vehicleId)}/done/${year}`;

/** The list shows the situation: it refetches after a mark or an undo. */
function useLicensingDoneWrite<T>(write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: ['licensing', 'list'] }) });
}

export const useMarkLicensingDone = () =>
  useLicensingDoneWrite((input: Target & { body: MarkLicensingDoneRequest }) =>
    apiRequest<LicensingDoneResponse>(doneUrl(input), { method: 'PUT', body: input.body }),
  );
export const useUnmarkLicensingDone = () => useLicensingDoneWrite((input: Target) => apiRequest<unknown>(doneUrl(input), { method: 'DELETE' }));
