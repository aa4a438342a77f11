import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfRuns } from '../../testing/pdf-text.ts';
import { currentYear } from '../service-catalog/public.ts';

// Issue 35 §1: a quote whose type has no confirmed DETRAN fee for the year says "a confirmar" on
// screen data, in the PDF and on the customer's page; it never prints R$ 0,00 as if it were zero.

let t: TestApp;
let ana: string;
let admin: string;
const year = currentYear();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  ana = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(ana, { name: 'Agência A' });
  // This year's transferência fee is "a confirmar" (no public figure); licenciamento is confirmed.
  await t.request({ method: 'PUT', url: `/api/admin/service-catalog/transferencia/fees/${year}`, cookie: admin, body: { fee: null, source: 'a conferir' } });
  await t.request({ method: 'PUT', url: `/api/admin/service-catalog/licenciamento/fees/${year}`, cookie: admin, body: { fee: '293,71', source: 'GRT' } });
});
afterAll(async () => t.close());

const create = (over: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/quotes',
    cookie: ana,
    body: { customerName: 'Maria Souza', serviceType: 'transferencia', honorarios: '300,00', extras: [], ...over },
  });

/** The PDF's text lines: runs drawn at the same height, left to right. */
function pdfLines(pdf: Buffer): string[] {
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const r of pdfRuns(pdf)) rows.set(Math.round(r.y), [...(rows.get(Math.round(r.y)) ?? []), r]);
  return [...rows.values()].map((runs) =>
    runs
      .sort((a, b) => a.x - b.x)
      .map((r) => r.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('a quote without a confirmed DETRAN fee', () => {
  it('is saved "a confirmar" (null), its total leaves the fee out, and the PDF says so', async () => {
    const res = await create({ detranFee: '' });
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({ detranFee: null, honorarios: 30000, total: 30000 });

    const pdf = await t.request({ url: `/api/quotes/${q.id}/pdf`, cookie: ana });
    const lines = pdfLines(pdf.rawPayload);
    const feeLine = lines.find((l) => l.startsWith(m.detranFee))!;
    expect(feeLine).toContain(m.feeUnconfirmed);
    expect(feeLine).not.toContain('R$');
    expect(lines.find((l) => l.startsWith(m.total))).toContain('R$ 300,00');
    expect(lines.join(' ')).toContain(m.totalWithoutFee('R$ 300,00'));
    expect(lines.join('\n')).not.toContain('R$ 0,00');
    expect(lines.join(' ')).toContain('a confirmar pela tabela do DETRAN-RJ');
  });

  it("keeps a typed 0 as an exemption, and a blank fee takes the catalog's confirmed one", async () => {
    const exempt = (await create({ detranFee: '0,00' })).json();
    expect(exempt).toMatchObject({ detranFee: 0, total: 30000 });
    const lines = pdfLines((await t.request({ url: `/api/quotes/${exempt.id}/pdf`, cookie: ana })).rawPayload);
    expect(lines.find((l) => l.startsWith(m.detranFee))).toContain('R$ 0,00');

    const filled = (await create({ serviceType: 'licenciamento' })).json();
    expect(filled).toMatchObject({ detranFee: 29371, total: 59371 });
  });

  it('an edit can leave the fee "a confirmar", and the public page shows it so', async () => {
    const q = (await create({ detranFee: '100,00' })).json();
    const put = await t.request({
      method: 'PUT',
      url: `/api/quotes/${q.id}`,
      cookie: ana,
      body: { customerName: 'Maria Souza', serviceType: 'transferencia', detranFee: null, honorarios: '300,00', validUntil: q.validUntil },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ detranFee: null, total: 30000 });
    const url = (await t.request({ method: 'POST', url: `/api/quotes/${q.id}/share`, cookie: ana })).json().url as string;
    const page = await t.request({ url: new URL(url).pathname, ip: '10.88.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(m.feeUnconfirmed);
    expect(page.body).toContain(m.totalWithoutFee('R$ 300,00'));
    expect(page.body).not.toContain('R$ 0,00');
  });
});
