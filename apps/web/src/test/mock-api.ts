import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown };
/** `url`: the request's, for a handler that answers by its query (a list's page or order). */
export type MockHandler = (request: { method: string; body: unknown; url: URL }) => MockReply;
export type MockCall = { method: string; path: string; body: unknown };

/**
 * Replaces `fetch` (the network only) with handlers keyed by "METHOD /path".
 * An unknown request answers 404, so a test notices a call it did not expect.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? handler({ method, body, url }) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Não encontrado' } } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>): MockReply => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});
