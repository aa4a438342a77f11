import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { owners, requests } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfPageCount, pdfText } from '../../testing/pdf-text.ts';

// Long text already stored (typed before the contracts had maximum lengths, or written by other
// means) must print quickly, and printing must never stop the rest of the server.

let t: TestApp;
let cookie: string;
let requestId: string;
let serviceId: string;
let ownerId: string;

/** 100,000 characters without a space: pdfmake alone needed ~16 s for one of these. */
const longWord = 'kwy'.repeat(33_334);
/**
 * The long word as the PDF draws it. A table cell that long runs over many pages, and the other
 * cells of its row are drawn between its pages: keep only the letters no other text has here.
 */
const drawnWord = (pdf: Buffer) => pdfText(pdf).replace(/[^kwy]/g, '');

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(cookie, { name: 'Agência Longa' });
  const created = await t.request({ method: 'POST', url: '/api/requests', cookie, body: { type: 'intencao-venda', data: sampleRequests['intencao-venda'] } });
  requestId = created.json().id;
  const saved = (await t.request({ method: 'POST', url: '/api/registrations', cookie, body: registration() })).json();
  serviceId = saved.service.id;
  ownerId = saved.owner.id;
});
afterAll(async () => t.close());

/** Stores the request's data as given, past whatever the API would accept today. */
const storeRequestData = (data: Record<string, unknown>) =>
  t.db
    .update(requests)
    .set({ data: { ...sampleRequests['intencao-venda'], ...data } })
    .where(eq(requests.id, requestId));

/**
 * Under a second on a quiet machine (docs/decisions/008); the bound leaves room for a loaded one
 * (the tests of a whole team on two cores). Left whole, these words take 16 s or end in a 422.
 */
const PRINT_BUDGET_MS = 5_000;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('stored long text', () => {
  it('a request form with a 100,000-character word prints quickly, all of it, wrapped', async () => {
    await t.request({ url: `/api/requests/${requestId}/pdf`, cookie }); // the worker's start is not the point
    // In a boxed field (a table cell) and in the place line (a paragraph).
    await storeRequestData({ nomeRazaoSocialVendedor: longWord, local: longWord });
    const [res, ms] = await timed(() => t.request({ url: `/api/requests/${requestId}/pdf`, cookie }));
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(PRINT_BUDGET_MS);
    expect(drawnWord(res.rawPayload) === longWord.repeat(2)).toBe(true);
    // Wrapped, 100,000 characters fill pages; left whole, the word runs off the page and fills none.
    expect(pdfPageCount(res.rawPayload)).toBeGreaterThan(10);
  });

  it("a receipt with a 100,000-character owner's name likewise", async () => {
    await t.db.update(owners).set({ nome: longWord }).where(eq(owners.id, ownerId));
    const [res, ms] = await timed(() => t.request({ url: `/api/services/${serviceId}/receipt.pdf`, cookie }));
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(PRINT_BUDGET_MS);
    expect(drawnWord(res.rawPayload) === longWord).toBe(true);
  });
});

describe('a listening server printing a heavy document', () => {
  it('answers /api/health meanwhile within 200 ms', async () => {
    // Five fields of 100,000 characters: over a second of layout even with the runs cut.
    const fields = ['nomeRazaoSocialVendedor', 'emailVendedor', 'nomeRazaoSocialComprador', 'emailComprador', 'local'];
    await storeRequestData(Object.fromEntries(fields.map((f) => [f, longWord])));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    let printing = true;
    const pdf = fetch(`${base}/api/requests/${requestId}/pdf`, { headers: { cookie } }).finally(() => (printing = false));
    const health: number[] = [];
    await new Promise((r) => setTimeout(r, 50));
    while (printing) {
      const [res, ms] = await timed(() => fetch(`${base}/api/health`));
      expect(res.status).toBe(200);
      health.push(ms);
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await pdf;
    expect(res.status).toBe(200);
    // Rendered on the main thread, one check waits for the whole document (seconds). A loaded
    // machine (two cores for the whole team) may delay a few checks on its own: 95 % must be quick.
    health.sort((x, y) => x - y);
    expect(health.length).toBeGreaterThan(10);
    expect(health[Math.floor(health.length * 0.95)]).toBeLessThan(200);
    expect(health.at(-1)).toBeLessThan(1_500);
  });
});
