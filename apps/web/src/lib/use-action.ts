import { useCallback, useRef, useState } from 'react';

type Handlers<TResult> = { onSuccess?: (result: TResult) => void; onError?: (error: unknown) => void };

/**
 * One async action with a pending flag, for the auth forms of the light /login entry, which
 * does without TanStack Query (~11 KB gzipped). A second run while one is pending is ignored,
 * as the disabled submit button already suggests.
 */
export function useAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>, { onSuccess, onError }: Handlers<TResult> = {}) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (input: TInput) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        const result = await action(input);
        onSuccess?.(result);
      } catch (error) {
        onError?.(error);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action, onSuccess, onError],
  );
  return { run, isPending };
}
