import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyMessages } from '@despacha/domain/contracts/requests/idempotency';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { activities, requests } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: string;
let b: string;
const body = { type: 'vistoria-transito', data: sampleRequests['vistoria-transito'] };

const post = (cookie: string, key: string | undefined, payload: unknown = body) =>
  t.request({ method: 'POST', url: '/api/requests', cookie, body: payload, headers: key === undefined ? {} : { 'idempotency-key': key } });
const rowsWithKey = (key: string) => t.db.select().from(requests).where(eq(requests.idempotencyKey, key));
const requestActivities = (id: string) =>
  t.db
    .select()
    .from(activities)
    .where(and(eq(activities.entity, 'request'), eq(activities.entityId, id)));

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@idem.com.br');
  b = await t.userSession('Bia', 'bia@idem.com.br');
  await t.onboard(a, { name: 'Agência Idem' });
  await t.onboard(b, { name: 'Agência Outra', cnpj: '12.ABC.345/01DE-35' });
});
afterAll(async () => t.close());

describe('request submits with an idempotency key', () => {
  it('answers a replay with the same stored request and keeps one row', async () => {
    const key = randomUUID();
    const first = await post(a, key);
    expect(first.statusCode).toBe(201);
    const again = await post(a, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsWithKey(key)).toHaveLength(1);
    expect(await requestActivities(first.json().id)).toHaveLength(1);
  });

  it('stores one row for five parallel submits of one key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(a, key)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });

  it('stores a new request for a different key, and for another agency with the same key', async () => {
    const key = randomUUID();
    const first = (await post(a, key)).json().id;
    const other = await post(a, randomUUID());
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first);
    const elsewhere = await post(b, key);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().id).not.toBe(first);
    expect(await rowsWithKey(key)).toHaveLength(2);
  });

  it('still stores a submit without a key (older clients), each one a new request', async () => {
    const one = await post(a, undefined);
    const two = await post(a, undefined);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().id).not.toBe(two.json().id);
  });

  it('refuses the key with other values, and a malformed key', async () => {
    const key = randomUUID();
    await post(a, key);
    const changed = await post(a, key, { ...body, data: { ...body.data, nomeRazaoSocial: 'Outra Pessoa' } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: idempotencyMessages.keyReused });
    for (const bad of ['curta', 'x'.repeat(65), 'com espaços e acentos ção']) {
      const res = await post(a, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBe(idempotencyMessages.invalidKey);
    }
  });

  it('leaves an invalid form unstored, so the same key works once it is fixed', async () => {
    const key = randomUUID();
    const invalid = await post(a, key, { ...body, data: { ...body.data, placa: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(await rowsWithKey(key)).toHaveLength(0);
    expect((await post(a, key)).statusCode).toBe(201);
  });

  it('releases a key after 24 hours: the replay then stores a new request', async () => {
    const key = randomUUID();
    const first = (await post(a, key)).json().id;
    await t.db
      .update(requests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(requests.id, first));
    const later = await post(a, key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first);
    const [old] = await t.db.select().from(requests).where(eq(requests.id, first));
    expect(old?.idempotencyKey).toBeNull();
  });
});
