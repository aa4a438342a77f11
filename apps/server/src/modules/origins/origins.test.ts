import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryMessages } from '@despacha/domain/contracts/registry/messages';
import { formatMessages } from '@despacha/domain/messages';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { todayIso } from '../../lib/dates.ts';

let t: TestApp;
let a: string;
let b: string;
let originId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência A' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
});
afterAll(async () => t.close());

describe('service origins', () => {
  it('creates an origin with dataCadastro defaulting to today', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/origins',
      cookie: a,
      body: { nomeEmpresa: 'Auto Center Barra', cnpj: '11.222.333/0001-81', telefone: '(21) 3333-4444', cep: '22640-100' },
    });
    expect(res.statusCode).toBe(201);
    originId = res.json().id;
    expect(res.json()).toMatchObject({
      nomeEmpresa: 'Auto Center Barra',
      cnpj: '11222333000181',
      telefone: '2133334444',
      cep: '22640100',
      dataCadastro: todayIso(),
    });
  });

  it('validates the company name, CNPJ and e-mail', async () => {
    const res = await t.request({ method: 'POST', url: '/api/origins', cookie: a, body: { nomeEmpresa: '', cnpj: '123', email: 'x@' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      nomeEmpresa: registryMessages.companyNameRequired,
      cnpj: formatMessages.cnpjInvalid,
      email: formatMessages.emailInvalid,
    });
  });

  it('lists, searches by name or CNPJ and edits', async () => {
    expect((await t.request({ url: '/api/origins?q=barra', cookie: a })).json().map((o: { id: string }) => o.id)).toEqual([originId]);
    expect((await t.request({ url: '/api/origins?q=11.222.333/0001-81', cookie: a })).json()).toHaveLength(1);
    expect((await t.request({ url: '/api/origins?q=zzz', cookie: a })).json()).toEqual([]);
    const upd = await t.request({
      method: 'PUT',
      url: `/api/origins/${originId}`,
      cookie: a,
      body: { nomeEmpresa: 'Auto Center Barra Ltda', dataCadastro: '01/11/2026' },
    });
    expect(upd.json()).toMatchObject({ nomeEmpresa: 'Auto Center Barra Ltda', dataCadastro: '2026-11-01' });
  });

  it('is selectable on a service of the same agency only', async () => {
    const ok = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration({ service: { originId } }) });
    expect(ok.json().service.originId).toBe(originId);
    const other = await t.request({ method: 'POST', url: '/api/registrations', cookie: b, body: registration({ service: { originId } }) });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({ 'service.originId': registryMessages.originNotFound });
  });

  it("agency B gets 404 for agency A's origin and never lists it", async () => {
    expect((await t.request({ url: `/api/origins/${originId}`, cookie: b })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: `/api/origins/${originId}`, cookie: b, body: { nomeEmpresa: 'X' } })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/origins', cookie: b })).json()).toEqual([]);
    expect((await t.request({ url: '/api/origins' })).statusCode).toBe(401);
  });
});
