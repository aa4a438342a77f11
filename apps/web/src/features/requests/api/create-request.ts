import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@despacha/domain/contracts/requests/idempotency';
import type { CreateRequestBody, RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import type { RequestType } from '@despacha/domain/contracts/requests/request-types';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestQueryKeys } from './query-keys.ts';

export type CreateRequestInput = CreateRequestBody<RequestType> & { idempotencyKey: string };

/**
 * Sends the form's values as typed (not the contract's parsed output): the server validates them
 * with the same contract and stores them, so the history can reopen the form. A 400 rejects with
 * an ApiError whose `fields` are keyed by the form's field names. The key goes as a header: the
 * same key again answers with the request already stored (decision 018).
 */
export const createRequest = ({ idempotencyKey, ...body }: CreateRequestInput) =>
  apiRequest<RequestCreated>('/api/requests', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: requestQueryKeys.lists });
    },
  });
}
