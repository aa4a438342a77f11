import type { AsyncLocalStorage } from 'node:async_hooks';

// better-auth keeps each call's state in AsyncLocalStorage. On Node 20 a store that has run once
// keeps V8's promise hooks on for the life of the process, so after the first sign-in every
// promise of every request paid for them: ~11% of a cached GET /api/me's CPU (decision 010).
// Its calls are counted here, and when none is in flight its stores are disabled; the
// next call's run() enables them again. Nothing of better-auth outlives the call that started it
// (no background-task handler is configured, so its "background" work is awaited).

/** The stores better-auth 1.x creates lazily in its process-wide global. */
const STORE_NAMES = ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage'] as const;
const GLOBAL = Symbol.for('better-auth:global');

let inFlight = 0;

/** better-auth's stores that exist so far. */
export function betterAuthStores(): AsyncLocalStorage<unknown>[] {
  const context = (globalThis as { [GLOBAL]?: { context?: Record<string, AsyncLocalStorage<unknown> | undefined> } })[GLOBAL]?.context;
  return STORE_NAMES.map((name) => context?.[name]).filter((store) => store !== undefined);
}

/** Runs one call into better-auth; the last one to finish turns its stores off. */
export async function inAuthCall<T>(call: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await call();
  } finally {
    if (--inFlight === 0) for (const store of betterAuthStores()) store.disable();
  }
}

type Callable = (...args: never[]) => Promise<unknown>;

/** The same auth object, with its handler and every api endpoint going through inAuthCall. */
export function countedAuth<A extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: A): A {
  const api = Object.fromEntries(
    Object.entries(auth.api).map(([name, endpoint]) => [
      name,
      typeof endpoint === 'function' ? (...args: never[]) => inAuthCall(() => (endpoint as Callable)(...args)) : endpoint,
    ]),
  );
  const handler = (request: Request) => inAuthCall(() => auth.handler(request));
  return { ...auth, handler, fetch: handler, api };
}
