import { describe, expect, it } from 'vitest';
import { routeDocs } from './route-docs.ts';

// The summaries and errors as the OpenAPI document prints them (openapi.ts): readable pt-BR
// sentences, and only the statuses a route's schema and guard do not already account for.

const entries = Object.entries(routeDocs);
const DERIVED = new Set([400, 401, 403]);
/** Public routes that check a token or signature themselves: their 401 or 403 is theirs to list. */
const PUBLIC_OWN = new Set([
  'GET /metrics',
  'POST /api/billing/webhook',
  'GET /orcamento/:token',
  'POST /orcamento/:token/aceitar',
  'POST /orcamento/:token/recusar',
]);

describe('route docs', () => {
  it('has entries keyed by method and path', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter(([key]) => !/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/.test(key)).map(([key]) => key)).toEqual([]);
  });

  it('gives every route a short pt-BR summary', () => {
    const bad = entries.filter(([, doc]) => typeof doc.summary !== 'string' || !doc.summary.trim() || doc.summary !== doc.summary.trim()).map(([key]) => key);
    expect(bad, 'empty or padded summaries').toEqual([]);
    const long = entries.filter(([, doc]) => [...doc.summary].length > 110).map(([key, doc]) => `${key}: ${[...doc.summary].length}`);
    expect(long, 'summaries over 110 characters').toEqual([]);
    // oxlint-disable-next-line no-control-regex -- control characters are what it looks for
    const control = entries.filter(([, doc]) => /[\u0000-\u001f\u007f-\u009f]/.test(doc.summary)).map(([key]) => key);
    expect(control, 'summaries with NUL or other control characters').toEqual([]);
  });

  it('lists only route-specific error statuses', () => {
    const bad = entries.flatMap(([key, doc]) =>
      (doc.errors ?? [])
        .filter((status) => !Number.isInteger(status) || status < 401 || status > 599 || status === 500 || (DERIVED.has(status) && !PUBLIC_OWN.has(key)))
        .map((status) => `${key}: ${status}`),
    );
    expect(bad, '400, 401 and 403 are derived (but a public route checking its own token lists them); 500 is never listed').toEqual([]);
    const repeated = entries.filter(([, doc]) => new Set(doc.errors ?? []).size !== (doc.errors ?? []).length).map(([key]) => key);
    expect(repeated, 'an error listed twice').toEqual([]);
  });
});
