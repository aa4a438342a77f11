import { useRef, useState } from 'react';
import { IDEMPOTENCY_KEY_REUSED } from '@despacha/domain/contracts/requests/idempotency';
import type { CreateRequestBody, RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import type { RequestType } from '@despacha/domain/contracts/requests/request-types';
import { isApiError } from '../../../lib/api-client.ts';
import { useCreateRequest } from '../api/create-request.ts';

/**
 * 128 random bits as hex. Not crypto.randomUUID: it only exists in secure contexts, and an agency
 * may open the app over plain http on its network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One request form's submission: the idempotency key made when the form opens and again on
 * "Nova solicitação" (decision 018), one send at a time, and the stored request once it is done.
 * A second send of the same form (double click, retry) is not started here, and the server would
 * answer it with the stored request anyway.
 */
export function useRequestSubmission() {
  const create = useCreateRequest();
  const [key, setKey] = useState(newIdempotencyKey);
  const [created, setCreated] = useState<RequestCreated | null>(null);
  // A ref, not state: two clicks in one frame both see the value before React re-renders.
  const sending = useRef(false);

  const send = async (body: CreateRequestBody<RequestType>): Promise<RequestCreated | null> => {
    if (sending.current || created) return null;
    sending.current = true;
    try {
      const result = await create.mutateAsync({ ...body, idempotencyKey: key });
      setCreated(result);
      return result;
    } catch (error) {
      // The key already stored other values (its answer was lost, then the form changed): the
      // server said so, and sending again is a new request, on purpose.
      if (isApiError(error) && error.code === IDEMPOTENCY_KEY_REUSED) setKey(newIdempotencyKey());
      throw error;
    } finally {
      sending.current = false;
    }
  };

  const startNew = () => {
    setCreated(null);
    setKey(newIdempotencyKey());
  };

  return { send, created, startNew, sending: create.isPending };
}
