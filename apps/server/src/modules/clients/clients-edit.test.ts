import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, clientMessages } from '@despacha/domain/admin-messages';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

// The admin's edit of a client (PATCH /api/admin/clients/:id); creating, listing and the detail
// are in clients.test.ts.

let t: TestApp;
let admin: string;

const create = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/admin/clients', cookie: admin, body });
const list = (query: string) => t.request({ url: `/api/admin/clients${query}`, cookie: admin });
const patch = (id: string, body: Record<string, unknown>) => t.request({ method: 'PATCH', url: `/api/admin/clients/${id}`, cookie: admin, body });
const client = { planId: 'basico', cnpj: '', phone: '(21) 3333-4444', city: 'Niterói', state: 'RJ' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  for (const body of [
    { ...client, name: 'Despachante São João', email: 'contato@saojoao.com.br', cnpj: '11.444.777/0001-61', additionalUsers: 3 },
    { ...client, name: 'Auto Despachante Suspenso', email: 'suspenso@x.com.br', status: 'suspended' },
  ]) {
    const res = await create(body);
    if (res.statusCode !== 201) throw new Error(`client not created: ${res.body}`);
  }
});
afterAll(async () => t.close());

describe('editing a client', () => {
  it('saves the edited fields and records it', async () => {
    const id = (await list('?q=sao joao')).json().items[0].id;
    const res = await patch(id, {
      name: 'Despachante São João Ltda',
      email: 'financeiro@saojoao.com.br',
      cnpj: '11.444.777/0001-61',
      city: 'Rio de Janeiro',
      state: 'rj',
      zipCode: '20040-002',
      additionalUsers: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Despachante São João Ltda',
      email: 'financeiro@saojoao.com.br',
      city: 'Rio de Janeiro',
      state: 'RJ',
      zipCode: '20040002',
      additionalUsers: 1,
      phone: null,
    });
    // Only what differs from the stored client is named (the CNPJ and the UF were sent unchanged).
    expect(res.json().activity[0]).toMatchObject({
      kind: 'client',
      summary: 'Dados do cliente Despachante São João Ltda atualizados: Nome, Email, Telefone, Cidade, CEP, Usuários adicionais',
    });
    const trail = res.json().activity.length;
    const again = await patch(id, {
      name: 'Despachante São João Ltda',
      email: 'financeiro@saojoao.com.br',
      cnpj: '11444777000161',
      city: 'Rio de Janeiro',
      state: 'RJ',
      zipCode: '20040002',
      additionalUsers: 1,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().activity).toHaveLength(trail);
  });

  it('validates like the new-client form and refuses another client CNPJ', async () => {
    const id = (await list('?q=suspenso')).json().items[0].id;
    const bad = await patch(id, { name: '', email: 'x' });
    expect(bad.json().error.fields).toEqual({ name: adminMessages.clientRequiredDescription, email: adminMessages.clientEmailInvalidDescription });
    const taken = await patch(id, { name: 'X', email: 'x@x.com.br', cnpj: '11444777000161' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ cnpj: clientMessages.cnpjTaken });
    const missing = await patch('00000000-0000-4000-8000-000000000000', { name: 'X', email: 'x@x.com.br' });
    expect(missing.statusCode).toBe(404);
    // A missing client is missing, even with a CNPJ another client has.
    const missingTaken = await patch('00000000-0000-4000-8000-000000000000', { name: 'X', email: 'x@x.com.br', cnpj: '11444777000161' });
    expect(missingTaken.statusCode).toBe(404);
  });
});
