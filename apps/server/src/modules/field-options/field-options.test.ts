import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@despacha/domain/admin-messages';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let dispatcher: string;
let user: string;

type AdminOption = { id: string; fieldName: string; optionValue: string; optionLabel: string; displayOrder: number; active: boolean; updatedAt: string };
const adminList = async () => (await t.request({ url: '/api/admin/field-options', cookie: admin })).json() as AdminOption[];
const offeredColors = async () =>
  ((await t.request({ url: '/api/field-options?field=color', cookie: dispatcher })).json().color ?? []) as { value: string; label: string }[];
const create = (body: unknown) => t.request({ method: 'POST', url: '/api/admin/field-options', cookie: admin, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  dispatcher = await t.userSession('Diana', 'diana@agencia.com.br');
  user = await t.userSession('Ugo', 'ugo@semagencia.com.br');
  await t.onboard(dispatcher);
});
afterAll(async () => t.close());

describe('admin field options: authorization', () => {
  it('anonymous callers get 401, dispatchers and users 403', async () => {
    const [first] = await adminList();
    const calls = [
      { method: 'GET', url: '/api/admin/field-options' },
      { method: 'POST', url: '/api/admin/field-options', body: { fieldName: 'color', optionValue: 'x', optionLabel: 'X' } },
      { method: 'PATCH', url: `/api/admin/field-options/${first!.id}`, body: { active: false } },
      { method: 'DELETE', url: `/api/admin/field-options/${first!.id}` },
    ];
    for (const c of calls) {
      expect((await t.request(c)).statusCode, `${c.method} ${c.url}`).toBe(401);
      expect((await t.request({ ...c, cookie: dispatcher })).statusCode, `${c.method} ${c.url}`).toBe(403);
      expect((await t.request({ ...c, cookie: user })).statusCode, `${c.method} ${c.url}`).toBe(403);
    }
    expect((await adminList()).find((o) => o.id === first!.id)?.active).toBe(true);
  });
});

describe('admin field options', () => {
  let douradoId: string;

  it('lists every option ordered by field, then order', async () => {
    const list = await adminList();
    expect(list.length).toBeGreaterThan(27);
    const keys = list.map((o) => [o.fieldName, o.displayOrder] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(new Set(list.map((o) => o.fieldName))).toEqual(
      new Set(['body_type', 'color', 'document_type', 'fuel_type', 'service_type', 'state', 'vehicle_type']),
    );
  });

  it('creates an option that the registry lists offer at once, in its order', async () => {
    const res = await create({ fieldName: 'color', optionValue: ' dourado ', optionLabel: 'Dourado', displayOrder: -1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fieldName: 'color', optionValue: 'dourado', optionLabel: 'Dourado', displayOrder: -1, active: true });
    douradoId = res.json().id;
    expect((await offeredColors())[0]).toEqual({ value: 'dourado', label: 'Dourado' });
  });

  it('the order defaults to 0', async () => {
    const res = await create({ fieldName: 'fuel_type', optionValue: 'hidrogenio', optionLabel: 'Hidrogênio', displayOrder: '' });
    expect(res.json().displayOrder).toBe(0);
  });

  it('rejects an incomplete option and a value already used in the field', async () => {
    const incomplete = await create({ fieldName: 'color', optionValue: '', optionLabel: ' ' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.fields).toEqual({ optionValue: adminMessages.fieldOptionIncomplete, optionLabel: adminMessages.fieldOptionIncomplete });
    expect((await create({ fieldName: 'sabor', optionValue: 'x', optionLabel: 'X' })).statusCode).toBe(400);

    const dup = await create({ fieldName: 'color', optionValue: 'dourado', optionLabel: 'Outro dourado' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'DUPLICATE_OPTION', message: adminMessages.fieldOptionDuplicate });
    // The same value in another field is a different option.
    expect((await create({ fieldName: 'vehicle_type', optionValue: 'dourado', optionLabel: 'Dourado' })).statusCode).toBe(201);
  });

  it('lets only one of two admins saving the same value at once through', async () => {
    const both = await Promise.all([1, 2].map((n) => create({ fieldName: 'color', optionValue: 'cobre', optionLabel: `Cobre ${n}` })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await adminList()).filter((o) => o.fieldName === 'color' && o.optionValue === 'cobre')).toHaveLength(1);
  });

  it('edits the fields sent and stamps updated_at; a deactivated option leaves the registry lists', async () => {
    const before = (await adminList()).find((o) => o.id === douradoId)!;
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/field-options/${douradoId}`,
      cookie: admin,
      body: { optionLabel: 'Dourado metálico', displayOrder: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ optionValue: 'dourado', optionLabel: 'Dourado metálico', displayOrder: 3, active: true });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    expect(await offeredColors()).toContainEqual({ value: 'dourado', label: 'Dourado metálico' });

    await t.request({ method: 'PATCH', url: `/api/admin/field-options/${douradoId}`, cookie: admin, body: { active: false } });
    expect((await offeredColors()).map((o) => o.value)).not.toContain('dourado');
    expect((await adminList()).find((o) => o.id === douradoId)?.active).toBe(false);
  });

  it('refuses to rename a value onto another option of the field', async () => {
    const res = await t.request({ method: 'PATCH', url: `/api/admin/field-options/${douradoId}`, cookie: admin, body: { optionValue: 'preto' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(adminMessages.fieldOptionDuplicate);
    expect((await t.request({ method: 'PATCH', url: `/api/admin/field-options/${douradoId}`, cookie: admin, body: { optionLabel: '' } })).statusCode).toBe(400);
  });

  it('removes an option; unknown ids are 404', async () => {
    expect((await t.request({ method: 'DELETE', url: `/api/admin/field-options/${douradoId}`, cookie: admin })).statusCode).toBe(204);
    expect((await adminList()).some((o) => o.id === douradoId)).toBe(false);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/field-options/${douradoId}`, cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/api/admin/field-options/${douradoId}`, cookie: admin, body: { active: true } })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: '/api/admin/field-options/nao-e-uuid', cookie: admin, body: { active: true } })).statusCode).toBe(404);
  });
});
