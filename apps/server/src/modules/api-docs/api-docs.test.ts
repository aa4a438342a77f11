import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildOpenApi, type OpenApiDocument } from './openapi.ts';
import { routeDocs } from './route-docs.ts';

// The committed copy CI compares: a route change shows in review as a change of this file.
// `npm run openapi` writes it again (this test, with UPDATE_OPENAPI=1).
const committedFile = path.resolve(import.meta.dirname, '../../../../../docs/api/openapi.json');

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  doc = res.json();
}, 60_000);
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })));

describe('the published API', () => {
  it('describes every registered route, each with its pt-BR summary', () => {
    const registered = t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect
      .soft(
        registered.filter((k) => !(k in routeDocs)),
        'routes without a summary in route-docs.ts',
      )
      .toEqual([]);
    expect
      .soft(
        Object.keys(routeDocs).filter((k) => !registered.includes(k)),
        'summaries of routes no longer registered',
      )
      .toEqual([]);
    expect(operations()).toHaveLength(registered.length);
    expect(operations().filter(({ op }) => !op.summary)).toEqual([]);
  });

  it('is the committed docs/api/openapi.json', () => {
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') fs.writeFileSync(committedFile, text);
    const committed = fs.existsSync(committedFile) ? fs.readFileSync(committedFile, 'utf8') : '';
    expect(committed === text, 'docs/api/openapi.json is out of date with the routes: run `npm run openapi` and commit it').toBe(true);
  });

  it("lists each route's guard, input and errors from its own schemas", () => {
    const op = (key: string) => operations().find((o) => o.key === key)!.op;
    const adminList = op('GET /api/admin/clients');
    expect(adminList.security).toEqual([{ sessao: [] }]);
    expect(Object.keys(adminList.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));

    // A body's bounds come from the same zod schema the route validates with.
    const createQuote = op('POST /api/quotes');
    const body = createQuote.requestBody!.content['application/json']!.schema as { properties: Record<string, { maxLength?: number }> };
    expect(Object.values(body.properties).some((p) => typeof p.maxLength === 'number')).toBe(true);
    expect(createQuote.responses['400']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Erro' });

    const publicQuote = op('GET /orcamento/{token}');
    expect(publicQuote.security).toBeUndefined();
    expect(publicQuote.responses['401']).toBeUndefined();
    expect(publicQuote.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([['token', 'path', true]]);
  });

  it('is readable at /api/docs without scripts or outside resources', async () => {
    const res = await t.request({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!json-schema)/i);
    expect(res.body).toContain('<code>/api/exigencias</code>');
    expect(res.body).toContain(routeDocs['GET /api/exigencias']!.summary.replace(/&/g, '&#38;'));
  });

  it('is built in slices, leaving the event loop turns for other requests', async () => {
    let done = false;
    let turns = 0;
    const turn = () => {
      turns++;
      if (!done) setImmediate(turn);
    };
    setImmediate(turn);
    // Slices of 0 ms: a turn after every route, however fast the machine (10 ms in the server).
    const built = await buildOpenApi(t.app.routeTable, 'x', 0);
    done = true;
    expect(Object.keys(built.paths).length).toBeGreaterThan(100);
    // One blocking build would leave the loop a turn or two.
    expect(turns).toBeGreaterThan(100);
  });
});
