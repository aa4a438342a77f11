import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItems, libraryMessages } from '@despacha/domain/library/catalog';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

let t: TestApp;
let a: string;
let b: string;
let serviceId: string;

const PLATE = 'ABC-1234';
const CPF = '529.982.247-25';

/** The text drawn on the pages: pdfmake deflates the content streams and writes words as hex strings. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // fonts and images are not text streams
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) text += Buffer.from(hex[1]!, 'hex').toString('latin1');
      text += ' ';
    }
  }
  return text.replace(/\s+/g, ' ');
}

function expectPdf(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const raw = res.rawPayload.toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  expect(raw.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
  return pdfText(res.rawPayload);
}

const get = (url: string, cookie?: string) => t.request({ url, cookie });

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência Ação' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  const origin = await t.request({ method: 'POST', url: '/api/origins', cookie: a, body: { nomeEmpresa: 'Concessionária Guanabara', razaoSocial: 'Guanabara Automóveis S.A.', cnpj: '33.000.167/0001-01' } });
  const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration({ service: { originId: origin.json().id } }) });
  expect(saved.statusCode).toBe(200);
  serviceId = saved.json().service.id;
});
afterAll(async () => t.close());

describe('forms library PDFs', () => {
  it('asks for a session', async () => {
    expect((await get('/api/library/recibo.pdf')).statusCode).toBe(401);
  });

  it('answers 404 for an item not in the catalogue', async () => {
    expect((await get('/api/library/formulario-inexistente.pdf', a)).statusCode).toBe(404);
  });

  it('downloads every catalogue item as a blank A4 PDF with the agency heading', async () => {
    for (const item of libraryItems) {
      const res = await get(`/api/library/${item.id}.pdf`, a);
      const text = expectPdf(res);
      expect(res.headers['content-disposition'], item.id).toBe(`attachment; filename="${item.id}.pdf"`);
      expect(text, item.id).toContain('Agência Ação');
      expect(text, item.id).not.toContain(PLATE);
    }
  });

  it('fills every prefillable item from the service: plate (or the declarant) inside', async () => {
    const prefillable = libraryItems.filter((i) => i.prefillable);
    expect(prefillable.length).toBeGreaterThan(20);
    for (const item of prefillable) {
      const res = await get(`/api/library/${item.id}.pdf?serviceId=${serviceId}`, a);
      const text = expectPdf(res);
      expect(res.headers['content-disposition'], item.id).toBe(`attachment; filename="${item.id}-servico-1.pdf"`);
      expect(text, item.id).toContain(item.id === 'declaracao-residencia' ? CPF : PLATE);
    }
  });

  it('puts the owner, the amounts and the fees apart on the receipts', async () => {
    const recibo = pdfText((await get(`/api/library/recibo.pdf?serviceId=${serviceId}`, a)).rawPayload);
    expect(recibo).toContain('José da Conceição');
    expect(recibo).toContain('R$ 250,00'); // Taxas do DETRAN
    expect(recibo).toContain('R$ 300,00'); // Honorários
    const origem = pdfText((await get(`/api/library/recibo-origem.pdf?serviceId=${serviceId}`, a)).rawPayload);
    expect(origem).toContain('Guanabara Automóveis S.A.');
    expect(origem).toContain('33.000.167/0001-01');
    expect(origem).toContain('R$ 550,00');
    expect(origem).toContain('José da Conceição');
  });

  it('writes the movements on the back of the cover and the pending documents on their cover', async () => {
    await t.request({ method: 'POST', url: `/api/services/${serviceId}/movements`, cookie: a, body: { position: 'exigencia', movedOn: '22/11/2026', note: 'Falta procuração' } });
    await t.request({ method: 'PUT', url: `/api/services/${serviceId}/checklist/procuracao`, cookie: a, body: { required: true } });
    const verso = pdfText((await get(`/api/library/verso-capa.pdf?serviceId=${serviceId}`, a)).rawPayload);
    expect(verso).toContain('22/11/2026');
    expect(verso).toContain('Falta procuração');
    expect(pdfText((await get(`/api/library/capa-pendencias.pdf?serviceId=${serviceId}`, a)).rawPayload)).toContain('Procuração');
    expect(pdfText((await get('/api/library/capa-pendencias.pdf', a)).rawPayload)).not.toContain('Procuração');
  });

  it("answers 404 for another agency's service or a malformed id", async () => {
    expect((await get(`/api/library/recibo.pdf?serviceId=${serviceId}`, b)).statusCode).toBe(404);
    expect((await get(`/api/library/capa-normal.pdf?serviceId=${serviceId}`, b)).statusCode).toBe(404);
    expect((await get('/api/library/recibo.pdf?serviceId=nao-e-um-id', a)).statusCode).toBe(404);
  });

  it('refuses a service for a form that is not prefilled from one', async () => {
    const res = await get(`/api/library/intencao-venda.pdf?serviceId=${serviceId}`, a);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(libraryMessages.notPrefillable);
  });

  it('opens in the browser when asked (Visualizar)', async () => {
    const res = await get('/api/library/declaracao-residencia.pdf?inline=1', a);
    expectPdf(res);
    expect(res.headers['content-disposition']).toBe('inline; filename="declaracao-residencia.pdf"');
  });
});
