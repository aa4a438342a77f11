import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { requestTypes, type RequestType } from '@despacha/domain/contracts/requests/request-types';
import { requests } from '../../db/schema/index.ts';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfPageCount, pdfText } from '../../testing/pdf-text.ts';
import { renderRequestPdf } from './request-pdf.ts';
import { SAMPLE_PLATE, requiredMessages, sampleRequests as samples } from '@despacha/domain/contracts/requests/samples';
import { normaliseRequestValues } from '@despacha/domain/contracts/requests/stored-values';
import { displayPlate } from '@despacha/domain/validators/plate';

let t: TestApp;
let a: string;
let b: string;
const created: Partial<Record<RequestType, string>> = {};

const post = (cookie: string, body: unknown) => t.request({ method: 'POST', url: '/api/requests', cookie, body });
const pdfOf = (body: string | Buffer) => Buffer.from(body as Buffer);
// Indexed by any field name below.
const sampleRequests: Record<RequestType, Record<string, unknown>> = samples;
/** The "empty" value of a field in a form: unticked, nothing chosen, or blank. */
const emptyValueOf = (value: unknown) => (typeof value === 'boolean' ? false : Array.isArray(value) ? [] : '');

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana Gonçalves', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência Ipanema' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
});
afterAll(async () => t.close());

describe.each(requestTypes.map((r) => [r.type, r] as const))('request %s', (type, entry) => {
  it('stores a valid form as typed, with plate, subject and who', async () => {
    const res = await post(a, { type, data: sampleRequests[type] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    created[type] = body.id;
    expect(body).toMatchObject({ type, serviceId: null, createdByName: 'Ana Gonçalves' });
    expect(body.placa).toBe(type === 'isencao-taxa' || type === 'comunicacao-venda' ? 'ABC1C34' : SAMPLE_PLATE);
    expect(body.subject).not.toBe('');

    const detail = (await t.request({ url: `/api/requests/${body.id}`, cookie: a })).json();
    expect(detail).toMatchObject({ id: body.id, type, title: entry.title, placa: body.placa });
    // Masks kept: the form reopens with what the user typed, except its codes (normalised, code-fields.ts).
    expect(detail.data).toEqual(normaliseRequestValues(sampleRequests[type]));
  });

  it("rejects each required field with the spec's message, keyed by the form field", async () => {
    for (const [field, message] of Object.entries(requiredMessages[type])) {
      const data: Record<string, unknown> = { ...sampleRequests[type], [field]: emptyValueOf(sampleRequests[type][field]) };
      const res = await post(a, { type, data });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
  });

  it('prints a real PDF with the plate and the title, stored or not', async () => {
    const res = await t.request({ url: `/api/requests/${created[type]}/pdf`, cookie: a });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = pdfOf(res.rawPayload);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(type === 'cancelamento-intencao-venda' ? 2 : 1);
    const text = pdfText(pdf);
    expect(text).toContain(entry.title.toUpperCase());
    expect(text).toContain('Agência Ipanema');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="${type}-[A-Z0-9]{7}\\.pdf"`));
    const stored = normaliseRequestValues(sampleRequests[type]);
    expect(text).toContain(displayPlate(String(stored.placa ?? stored.placaVeiculo)));

    const unsaved = await t.request({ method: 'POST', url: '/api/requests/pdf', cookie: a, body: { type, data: sampleRequests[type] } });
    expect(unsaved.statusCode).toBe(200);
    expect(pdfText(pdfOf(unsaved.rawPayload))).toEqual(text);
  });

  it('renders the blank printable form', async () => {
    const pdf = await renderRequestPdf({
      type,
      data: null,
      agency: { name: 'Agência Modelo', cnpj: '11222333000181', phone: null, email: 'a@b.com', address: null, city: null, state: null },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(entry.title.toUpperCase());
    expect(text).not.toContain(SAMPLE_PLATE);
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
  });
});

describe('request forms: rules across types', () => {
  it('rejects an unknown type and an invalid document on the PDF preview too', async () => {
    const unknown = await post(a, { type: 'nada', data: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_REQUEST_TYPE');
    const bad = await t.request({
      method: 'POST',
      url: '/api/requests/pdf',
      cookie: a,
      body: { type: 'vistoria-transito', data: { ...sampleRequests['vistoria-transito'], placa: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ placa: 'Placa é obrigatória' });
  });

  it('prints the cancellation in two pages: both signatures, then the DUDA (code left blank: 002-7 is unverified) and the ATPV-e', async () => {
    const pdf = pdfOf((await t.request({ url: `/api/requests/${created['cancelamento-intencao-venda']}/pdf`, cookie: a })).rawPayload);
    const text = pdfText(pdf);
    for (const piece of [
      'Assinatura do Vendedor',
      'Assinatura do Comprador',
      'O comprador desistiu da compra.',
      'R$ 42.000,00',
      'DUDA pago (código: ________)',
      'art. 299',
    ])
      expect(text).toContain(piece);
    expect(text).toContain('ATPV-e');
  });

  it('only keeps the form fields and links a service of the same agency', async () => {
    const service = (await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration() })).json().service.id as string;
    const res = await post(a, { type: 'intencao-venda', serviceId: service, data: { ...sampleRequests['intencao-venda'], intruso: 'x' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().serviceId).toBe(service);
    const detail = (await t.request({ url: `/api/requests/${res.json().id}`, cookie: a })).json();
    expect(detail.data).not.toHaveProperty('intruso');
    const other = await post(b, { type: 'intencao-venda', serviceId: service, data: sampleRequests['intencao-venda'] });
    expect(other.statusCode).toBe(404);
  });

  it('drops the mobile inspection date and place once the box is unticked, as the contract does', async () => {
    const data = { ...sampleRequests['vistoria-transito'], vistoriaMovel: false, vistoriaRioJaneiro: true };
    const res = await post(a, { type: 'vistoria-transito', data });
    const stored = (await t.request({ url: `/api/requests/${res.json().id}`, cookie: a })).json().data;
    expect(stored).toMatchObject({
      vistoriaMovel: false,
      dataVistoria: '',
      localVistoria: '',
      cpfCnpj: normaliseRequestValues(sampleRequests['vistoria-transito']).cpfCnpj,
    });
    await t.db.delete(requests).where(eq(requests.id, res.json().id));
  });

  it('records who registered the request in the activity log', async () => {
    const acts = await t.db.query.activities.findMany({ where: (x, { eq: e }) => e(x.entity, 'request') });
    expect(acts.some((x) => x.entityId === created['vistoria-transito'] && x.summary.includes('Vistoria em Trânsito'))).toBe(true);
  });

  it('lists newest first and filters by type, plate (both spellings) and dates', async () => {
    const all = (await t.request({ url: '/api/requests', cookie: a })).json();
    expect(all.total).toBe(9);
    expect(all.page).toBe(1);
    const times = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byType = (await t.request({ url: '/api/requests?type=certidao-propriedade', cookie: a })).json();
    expect(byType.items.map((i: { id: string }) => i.id)).toEqual([created['certidao-propriedade']]);
    expect(byType.items[0].title).toBe('Certidão de Propriedade');

    const old = (await t.request({ url: '/api/requests?placa=ABC-1234', cookie: a })).json();
    const mercosul = (await t.request({ url: '/api/requests?placa=abc1c34', cookie: a })).json();
    expect(old.items.map((i: { id: string }) => i.id).sort()).toEqual([created['comunicacao-venda'], created['isencao-taxa']].sort());
    expect(mercosul.items).toEqual(old.items);
    expect((await t.request({ url: `/api/requests?placa=${SAMPLE_PLATE}`, cookie: a })).json().total).toBe(7);

    await t.db
      .update(requests)
      .set({ createdAt: new Date('2025-01-10T15:00:00Z') })
      .where(eq(requests.id, created['isencao-taxa']!));
    const jan = (await t.request({ url: '/api/requests?from=2025-01-10&to=2025-01-10', cookie: a })).json();
    expect(jan.items.map((i: { id: string }) => i.id)).toEqual([created['isencao-taxa']]);
    expect((await t.request({ url: '/api/requests?from=2025-01-11&to=2025-01-31', cookie: a })).json().total).toBe(0);
    for (const bad of ['2025-13-01', '2025-02-31', 'ontem']) {
      const res = await t.request({ url: `/api/requests?from=${bad}`, cookie: a });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ from: 'Data inválida (use dd/mm/aaaa)' });
    }
    expect((await t.request({ url: '/api/requests?to=2025-12-31', cookie: a })).json().total).toBe(1);
    expect((await t.request({ url: '/api/requests?page=2', cookie: a })).json().items).toEqual([]);
  });

  it("keeps agencies apart: another agency's request is 404 and never listed", async () => {
    const id = created['vistoria-transito'];
    expect((await t.request({ url: `/api/requests/${id}`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/requests/${id}/pdf`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/requests/nao-e-uuid', cookie: a })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/requests', cookie: b })).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('needs a signed-in user of an agency', async () => {
    expect((await t.request({ url: '/api/requests' })).statusCode).toBe(401);
    expect((await post('', { type: 'intencao-venda', data: sampleRequests['intencao-venda'] })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/requests/${created['vistoria-transito']}/pdf` })).statusCode).toBe(401);
    const admin = await t.userSession('Dono', OWNER_EMAIL);
    const res = await t.request({ url: '/api/requests', cookie: admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'NO_AGENCY', message: agencyMessages.noAgency });
  });
});
