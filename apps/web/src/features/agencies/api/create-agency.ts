import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AgencyResponse, createAgencyRequest } from '@despacha/domain/contracts/agencies';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/me-query.ts';

/** The contract's parsed output: CNPJ normalized, phone as digits. */
export type CreateAgencyBody = z.output<typeof createAgencyRequest>;

export const createAgency = (body: CreateAgencyBody) => apiRequest<AgencyResponse>('/api/onboarding/agency', { method: 'POST', body });

type Options = { onSuccess?: (agency: AgencyResponse) => void; onError?: (error: unknown) => void };

/** Creates the user's agency, then reloads /api/me so the guards see it. */
export function useCreateAgency({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: async (agency) => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      onSuccess?.(agency);
    },
    onError: async (error) => {
      onError?.(error);
      // 409: the user already has an agency; the refreshed session moves them on.
      if (isApiError(error) && error.status === 409) await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
