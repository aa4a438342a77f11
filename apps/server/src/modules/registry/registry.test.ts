import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryMessages } from '@despacha/domain/contracts/registry/messages';
import { formatMessages } from '@despacha/domain/messages';
import { eq } from 'drizzle-orm';
import { services } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

let t: TestApp;
let a: string;
let b: string;
let saved: { owner: { id: string }; vehicle: { id: string }; service: { id: string; number: number; total: number; saldo: number; status: string } };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
});
afterAll(async () => t.close());

const save = (cookie: string, body: unknown) => t.request({ method: 'POST', url: '/api/registrations', cookie, body });

describe('saving a registration', () => {
  it('creates owner, vehicle and service together, with computed totals and number 1', async () => {
    // A valor pago sent along is ignored: payments go through the ledger (decision 025).
    const body = registration();
    const res = await save(a, { ...body, service: { ...body.service, valorPago: '100,00' } });
    expect(res.statusCode).toBe(200);
    saved = res.json();
    expect(saved).toMatchObject({
      owner: { nome: 'José da Conceição', cpf: '52998224725', cep: '20071002' },
      vehicle: { placa: 'ABC1234', renavam: '00639884962', ownerId: saved.owner.id },
      service: { number: 1, valor: 25000, honorarios: 30000, total: 55000, valorPago: 0, saldo: 55000, status: 'pending', posicao: 'emissao' },
    });
    const row = await t.db.query.services.findFirst({ where: eq(services.id, saved.service.id) });
    expect(row).toMatchObject({ valorPagoCents: 0, paidAt: null, createdBy: (await t.request({ url: '/api/me', cookie: a })).json().user.id });
  });

  it('gives every field its message and keeps nothing on failure', async () => {
    const res = await save(
      a,
      registration({ owner: { nome: ' ', cpf: '' }, vehicle: { placa: 'XX', renavam: '123' }, service: { servico: '', honorarios: 'abc' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'owner.nome': registryMessages.ownerNameRequired,
      'owner.cpf': registryMessages.ownerDocumentRequired,
      'vehicle.placa': formatMessages.plateInvalid,
      'vehicle.renavam': formatMessages.renavamInvalid,
      'service.servico': registryMessages.serviceRequired,
      'service.honorarios': formatMessages.moneyInvalid,
    });
  });

  it('answers 400 with the field message, not 500, for money past its int4 column and texts past their limit', async () => {
    const res = await save(
      a,
      registration({
        owner: { nome: 'J'.repeat(5000) },
        vehicle: { marca: 'M'.repeat(100_000) },
        service: { valor: '999.999.999.999,99', honorarios: 2 ** 31 },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'owner.nome': 'Máximo de 150 caracteres',
      'vehicle.marca': 'Máximo de 120 caracteres',
      'service.valor': formatMessages.moneyTooLarge,
      'service.honorarios': formatMessages.moneyTooLarge,
    });
  });

  it('refuses a second vehicle with the same plate in either format (409 on the field)', async () => {
    const res = await save(
      a,
      registration({
        owner: { cpf: '', cnpj: '11.222.333/0001-81', nome: 'Empresa X' },
        vehicle: { placa: 'abc1c34', renavam: '12345678900', chassis: '' },
        service: null,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ 'vehicle.placa': registryMessages.plateTaken });
    // Nothing half-saved: the new owner was rolled back.
    const search = await t.request({ url: '/api/registry/search?q=Empresa', cookie: a });
    expect(search.json()).toEqual([]);
  });

  it('the same plate is fine in another agency', async () => {
    expect((await save(b, registration())).statusCode).toBe(200);
  });

  it('updates by id and numbers the next service 2', async () => {
    const upd = await save(a, {
      ...registration({ service: null }),
      owner: { ...registration().owner, id: saved.owner.id, nome: 'José da Conceição Filho' },
      vehicle: { ...registration().vehicle, id: saved.vehicle.id, cor: 'prata' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().owner.nome).toBe('José da Conceição Filho');
    const second = await save(a, {
      ...registration({ service: { servico: 'licenciamento' } }),
      owner: { ...registration().owner, id: saved.owner.id },
      vehicle: { ...registration().vehicle, id: saved.vehicle.id },
    });
    expect(second.json().service.number).toBe(2);
  });
});

describe('search', () => {
  const search = (cookie: string, q: string) => t.request({ url: `/api/registry/search?q=${encodeURIComponent(q)}`, cookie });

  it.each(['ABC1234', 'abc-1234', 'ABC1C34', '00639884962', '639884962', '9BWZZZ377VT004251', '529.982.247-25', 'conceicao', 'JOSÉ DA'])(
    'finds the record by %s',
    async (q) => {
      const res = await search(a, q);
      expect(res.statusCode).toBe(200);
      const [hit] = res.json();
      expect(hit.vehicle.id).toBe(saved.vehicle.id);
      expect(hit.owner.id).toBe(saved.owner.id);
      expect(hit.openServices.map((s: { number: number }) => s.number)).toEqual([2, 1]);
    },
  );

  it("an 11-digit query that is a vehicle's RENAVAM and its owner's CPF lists all the owner's vehicles", async () => {
    const both = '74603900627'; // a valid CPF and a valid RENAVAM
    const first = await save(
      a,
      registration({ owner: { nome: 'Dono Duplo', cpf: both }, vehicle: { placa: 'DUP1A11', renavam: both, chassis: '' }, service: null }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const owner = { ...registration().owner, nome: 'Dono Duplo', cpf: both, id: first.json().owner.id };
    const second = await save(a, { owner, vehicle: { placa: 'DUP2B22', renavam: '47640684005', chassis: '' } });
    expect(second.statusCode, second.body).toBe(200);
    const hits = (await search(a, both)).json() as { owner: { id: string }; vehicle: { placa: string } }[];
    expect(hits.map((h) => h.vehicle.placa).sort()).toEqual(['DUP1A11', 'DUP2B22']);
    expect(new Set(hits.map((h) => h.owner.id))).toEqual(new Set([owner.id]));
  });

  // 17 letters without I, O or Q is a VIN's shape, 14 a CNPJ's length: names all the same.
  it('searches names shaped like a chassis or a CNPJ but without digits', async () => {
    const nome = 'Fernanda Francisca Magalhães Pereira';
    const created = await save(
      a,
      registration({ owner: { nome, cpf: '111.444.777-35' }, vehicle: { placa: 'NOM1E23', renavam: '13579246800', chassis: '' }, service: null }),
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const q of ['fernanda magalhaes', 'francisca perei']) {
      const hits = (await search(a, q)).json() as { owner: { nome: string } }[];
      expect(
        hits.map((h) => h.owner.nome),
        q,
      ).toEqual([nome]);
    }
  });

  it('says nothing for no match and asks for 2 characters', async () => {
    expect((await search(a, 'ZZZ9Z99')).json()).toEqual([]);
    const short = await search(a, 'a');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toBe(registryMessages.searchTooShort);
  });
});

describe('tenant isolation', () => {
  it("agency B gets 404 for agency A's owner and vehicle, and its search never shows them", async () => {
    expect((await t.request({ url: `/api/owners/${saved.owner.id}`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/vehicles/${saved.vehicle.id}`, cookie: b })).statusCode).toBe(404);
    const hits = (await t.request({ url: '/api/registry/search?q=ABC1234', cookie: b })).json();
    expect(hits.map((h: { vehicle: { id: string } }) => h.vehicle.id)).not.toContain(saved.vehicle.id);
    expect((await t.request({ url: `/api/vehicles/${saved.vehicle.id}`, cookie: a })).statusCode).toBe(200);
  });

  it("agency B cannot update agency A's records by sending their ids", async () => {
    const res = await save(b, {
      ...registration({ service: null }),
      owner: { ...registration().owner, id: saved.owner.id, nome: 'Invasor' },
      vehicle: { ...registration().vehicle, id: saved.vehicle.id },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ url: `/api/owners/${saved.owner.id}`, cookie: a })).json().nome).not.toBe('Invasor');
  });

  it('anonymous callers get 401', async () => {
    expect((await t.request({ url: '/api/registry/search?q=ABC1234' })).statusCode).toBe(401);
    expect((await save('', registration())).statusCode).toBe(401);
  });
});
