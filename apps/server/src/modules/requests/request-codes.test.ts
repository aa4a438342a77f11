import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfText } from '../../testing/pdf-text.ts';

// Issue 35 §2: the server normalises every document number and phone on every write path, the
// API included, whatever the browser's mask would have done: a 9-digit RENAVAM is stored with its
// 11 digits, '+55 21 98765-4321' and '5521987654321' as the national number, and printed formatted.

let t: TestApp;
let a: string;

const RAW = { renavam: '639884962', plus: '+55 21 98765-4321', bare: '5521987654321' };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(a, { name: 'Agência Ação' });
});
afterAll(async () => t.close());

describe('codes posted raw through the API', () => {
  it('a request stores them normalised and its PDF prints them formatted', async () => {
    const data = {
      ...sampleRequests['vistoria-transito'],
      placa: 'abc1234',
      renavam: RAW.renavam,
      telefone: RAW.plus,
      celular: RAW.bare,
      cpfCnpj: '52998224725',
    };
    const res = await t.request({ method: 'POST', url: '/api/requests', cookie: a, body: { type: 'vistoria-transito', data } });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await t.request({ url: `/api/requests/${res.json().id}`, cookie: a })).json();
    expect(detail.data).toMatchObject({ placa: 'ABC1234', renavam: '00639884962', telefone: '21987654321', celular: '21987654321', cpfCnpj: '52998224725' });

    const text = pdfText((await t.request({ url: `/api/requests/${res.json().id}/pdf`, cookie: a })).rawPayload);
    expect(text).toContain('ABC-1234');
    expect(text).toContain('00639884962');
    expect(text).toContain('(21) 98765-4321');
    expect(text).toContain('529.982.247-25');
    expect(text).not.toContain('+55');
  });

  it('the registry stores the owner phones and the vehicle RENAVAM normalised', async () => {
    const body = registration({ owner: { cel: RAW.plus, telRes: RAW.bare, telCom: '+55 (21) 3333-4444' }, vehicle: { renavam: RAW.renavam }, service: null });
    const res = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().owner).toMatchObject({ cel: '21987654321', telRes: '21987654321', telCom: '2133334444' });
    expect(res.json().vehicle.renavam).toBe('00639884962');
    const record = (await t.request({ url: `/api/vehicles/${res.json().vehicle.id}`, cookie: a })).json();
    expect(record.vehicle.renavam).toBe('00639884962');
    expect(record.owner).toMatchObject({ cel: '21987654321', telRes: '21987654321' });
  });

  it("an origin stores its phone, and its contact's phone, as the national number", async () => {
    const res = await t.request({ method: 'POST', url: '/api/origins', cookie: a, body: { nomeEmpresa: 'Auto Center Barra', telefone: RAW.bare } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().telefone).toBe('21987654321');
    const settings = await t.request({
      method: 'PUT',
      url: `/api/origins/${res.json().id}/settings`,
      cookie: a,
      body: { contatoNome: 'Marcos', contatoTelefone: RAW.plus, contatoEmail: '', direction: 'none', rules: [] },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().contatoTelefone).toBe('21987654321');
  });

  it("a quote stores its customer's CPF, phone and plate normalised, and its PDF prints them formatted", async () => {
    const body = {
      customerName: 'Cliente Cru',
      customerDocument: '52998224725',
      customerPhone: RAW.bare,
      plate: 'abc1234',
      serviceType: 'licenciamento',
      honorarios: '100,00',
    };
    const res = await t.request({ method: 'POST', url: '/api/quotes', cookie: a, body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ customerDocument: '52998224725', customerPhone: '21987654321', plate: 'ABC1234' });
    const text = pdfText((await t.request({ url: `/api/quotes/${res.json().id}/pdf`, cookie: a })).rawPayload);
    for (const shown of ['529.982.247-25', '(21) 98765-4321', 'ABC-1234']) expect(text).toContain(shown);
    expect(text).not.toContain(RAW.bare);
  });
});
