import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryMessages } from '@despacha/domain/contracts/registry/messages';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

let t: TestApp;
let a: string;
let b: string;
let serviceId: string;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----despacha' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (cookie: string, id: string, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) => {
  const { body, headers } = multipart(fields, file);
  return t.request({ method: 'POST', url: `/api/services/${id}/files`, cookie, headers, body });
};

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration() });
  serviceId = saved.json().service.id;
});
afterAll(async () => t.close());

describe('service detail', () => {
  it("starts with one movement (emissão), an empty vistoria and 17 checklist items, its type's catalog documents required", async () => {
    const res = await t.request({ url: `/api/services/${serviceId}`, cookie: a });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.movements.map((m: { position: string }) => m.position)).toEqual(['emissao']);
    expect(d.inspection).toEqual({ data: null, hora: '', posto: '', conclusao: '' });
    expect(d.checklist).toHaveLength(17);
    expect(d.checklist.some((c: { received: boolean }) => c.received)).toBe(false);
    // A transferência starts from the service catalog's documents (migration 0006 seed).
    const required = d.checklist.filter((c: { required: boolean }) => c.required).map((c: { item: string }) => c.item);
    expect(required.sort()).toEqual(['atpv', 'comprovante-residencia', 'cpf-cnpj', 'crv', 'duda', 'identidade', 'laudo-vistoria']);
  });

  it('moving to exigência appends to the history and changes the position', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/services/${serviceId}/movements`,
      cookie: a,
      body: { position: 'exigencia', movedOn: '22/11/2026', note: 'Falta procuração' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((m: { position: string; movedOn: string }) => [m.position, m.movedOn])).toEqual([
      ['emissao', expect.any(String)],
      ['exigencia', '2026-11-22'],
    ]);
    expect(res.json()[1]).toMatchObject({ note: 'Falta procuração', createdByName: 'Ana' });
    const d = (await t.request({ url: `/api/services/${serviceId}`, cookie: a })).json();
    expect(d.service.posicao).toBe('exigencia');
  });

  it('rejects an unknown position and a bad date', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/services/${serviceId}/movements`,
      cookie: a,
      body: { position: 'voando', movedOn: '31/02/2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['movedOn', 'position']);
  });

  it('stores the vistoria schedule', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/services/${serviceId}/inspection`,
      cookie: a,
      body: { data: '25/11/2026', hora: '09:30', posto: 'Posto Barra', conclusao: '' },
    });
    expect(res.json()).toEqual({ data: '2026-11-25', hora: '09:30', posto: 'Posto Barra', conclusao: '' });
    const bad = await t.request({ method: 'PUT', url: `/api/services/${serviceId}/inspection`, cookie: a, body: { hora: '25:99' } });
    expect(bad.json().error.fields).toEqual({ hora: registryMessages.timeInvalid });
  });

  it('marks checklist items required and received', async () => {
    const pending = (await t.request({ url: '/api/dashboard', cookie: a })).json().cards.pendingDocuments as number;
    const req = await t.request({ method: 'PUT', url: `/api/services/${serviceId}/checklist/procuracao`, cookie: a, body: { required: true } });
    expect(req.json().find((c: { item: string }) => c.item === 'procuracao')).toMatchObject({ required: true, received: false });
    const dash = (await t.request({ url: '/api/dashboard', cookie: a })).json();
    expect(dash.cards.pendingDocuments).toBe(pending + 1);
    const rec = await t.request({ method: 'PUT', url: `/api/services/${serviceId}/checklist/procuracao`, cookie: a, body: { received: true } });
    expect(rec.json().find((c: { item: string }) => c.item === 'procuracao')).toMatchObject({ required: true, received: true });
    expect((await t.request({ url: '/api/dashboard', cookie: a })).json().cards.pendingDocuments).toBe(pending);
    expect((await t.request({ method: 'PUT', url: `/api/services/${serviceId}/checklist/nada`, cookie: a, body: { received: true } })).statusCode).toBe(400);
  });
});

describe('files', () => {
  let fileId: string;

  it('uploads a PDF to a checklist item, marks it received, and downloads the same bytes', async () => {
    const res = await upload(a, serviceId, { item: 'crv' }, { name: 'CRV João.pdf', type: 'application/pdf', data: PDF });
    expect(res.statusCode).toBe(201);
    fileId = res.json().id;
    expect(res.json()).toMatchObject({ item: 'crv', originalName: 'CRV João.pdf', mimeType: 'application/pdf', sizeBytes: PDF.length });
    const d = (await t.request({ url: `/api/services/${serviceId}`, cookie: a })).json();
    expect(d.checklist.find((c: { item: string }) => c.item === 'crv')).toMatchObject({ received: true, files: [{ id: fileId }] });
    const down = await t.request({ url: `/api/files/${fileId}`, cookie: a });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toContain("filename*=UTF-8''CRV%20Jo%C3%A3o.pdf");
    expect(down.rawPayload.equals(PDF)).toBe(true);
  });

  it('judges the type by content: a PNG named .pdf is stored as PNG, an executable is refused', async () => {
    const png = await upload(a, serviceId, { item: 'identidade' }, { name: 'rg.pdf', type: 'application/pdf', data: PNG });
    expect(png.json().mimeType).toBe('image/png');
    const exe = await upload(a, serviceId, {}, { name: 'nota.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90\x00 this is not a pdf') });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe(registryMessages.fileTypeNotAllowed);
  });

  it('refuses files over 10 MB and requests without a file', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(a, serviceId, {}, { name: 'grande.pdf', type: 'application/pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(registryMessages.fileTooLarge);
    const none = await upload(a, serviceId, { item: 'crv' });
    expect(none.statusCode).toBe(400);
  });

  it("agency B gets 404 for agency A's service, file download and upload", async () => {
    expect((await t.request({ url: `/api/services/${serviceId}`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/files/${fileId}`, cookie: b })).statusCode).toBe(404);
    expect((await upload(b, serviceId, {}, { name: 'x.pdf', type: 'application/pdf', data: PDF })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/files/${fileId}`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/api/services/${serviceId}/movements`, cookie: b, body: { position: 'pronto' } })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/files/${fileId}` })).statusCode).toBe(401);
  });

  it('deletes a file', async () => {
    expect((await t.request({ method: 'DELETE', url: `/api/files/${fileId}`, cookie: a })).statusCode).toBe(204);
    expect((await t.request({ url: `/api/files/${fileId}`, cookie: a })).statusCode).toBe(404);
  });
});

describe('receipt', () => {
  it('is a one-page A4 PDF with the agency, the plate and the fees apart', async () => {
    const res = await t.request({ url: `/api/services/${serviceId}/receipt.pdf`, cookie: a });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]');
    expect((await t.request({ url: `/api/services/${serviceId}/receipt.pdf`, cookie: b })).statusCode).toBe(404);
  });
});
