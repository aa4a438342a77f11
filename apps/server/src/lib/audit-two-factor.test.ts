import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { OWNER_EMAIL, cookieHeader, createTestApp, type TestApp } from '../testing/test-app.ts';
import { totpFromUri } from '../testing/totp.ts';

// Issue 32 item 3: two-factor in the audit trail. A sign-in is recorded when its session is
// really made (after the code), wrong codes and the lock they cause as refused sign-ins, turning
// two-factor on and off as changes of the account; no code or secret in any text.

let t: TestApp;
let ana = '';
let anaId = '';
let uri = '';
let backupCodes: string[] = [];
const PASSWORD = 'segredo123';

const post = (url: string, cookie: string | undefined, body: unknown) => t.request({ method: 'POST', url, cookie, body, ip: t.nextIp() });
const signIn = (email: string) => post('/api/auth/sign-in/email', undefined, { email, password: PASSWORD });

/** A six-digit code the authenticator would not show now, nor one step either side. */
function wrongCode(): string {
  const near = new Set([-30_000, 0, 30_000].map((d) => totpFromUri(uri, Date.now() + d)));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.has(c))!;
}

let mark = 0;
/** Ana's events written since the last call, oldest first. */
async function newEvents() {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(and(gt(auditEvents.id, mark), eq(auditEvents.actorId, anaId)))
    .orderBy(asc(auditEvents.id));
  const all = await t.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(asc(auditEvents.id));
  mark = all.at(-1)?.id ?? mark;
  return rows.map((r) => ({ action: r.action, entity: r.entity, entityId: r.entityId, summary: r.summary, agencyId: r.agencyId }));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.userSession('Dona Admin', OWNER_EMAIL);
  ana = await t.userSession('Ana Lima', 'ana@a.com.br');
  expect((await t.onboard(ana)).statusCode).toBe(201);
  anaId = (await t.request({ url: '/api/me', cookie: ana })).json().user.id;
  await newEvents();
});
afterAll(() => t.close());

describe('sign-in and two-factor in the audit trail', () => {
  it('without two-factor, a correct password is one sign-in', async () => {
    ana = cookieHeader(await signIn('ana@a.com.br'));
    const events = await newEvents();
    expect(events.map((e) => [e.action, e.summary])).toEqual([['signed_in', 'Ana Lima entrou no sistema']]);
  });

  it('turning two-factor on is a change of the account, not a sign-in', async () => {
    const enable = await post('/api/auth/two-factor/enable', ana, { password: PASSWORD });
    expect(enable.statusCode).toBe(200);
    ({ totpURI: uri, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] });
    const confirm = await post('/api/auth/two-factor/verify-totp', ana, { code: totpFromUri(uri) });
    expect(confirm.statusCode).toBe(200);
    ana = cookieHeader(confirm);
    const events = await newEvents();
    expect(events).toEqual([expect.objectContaining({ action: 'updated', entity: 'user', entityId: anaId, summary: 'Ativou a verificação em duas etapas' })]);
    expect(events[0]!.agencyId).not.toBeNull();
  });

  it('a correct password alone writes no sign-in; a wrong code is a refused sign-in; the right code signs in once', async () => {
    const first = await signIn('ana@a.com.br');
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await newEvents()).toEqual([]);

    const pending = cookieHeader(first);
    const code = wrongCode();
    expect((await post('/api/auth/two-factor/verify-totp', pending, { code })).statusCode).toBe(401);
    const refused = await newEvents();
    expect(refused.map((e) => [e.action, e.entityId, e.summary])).toEqual([
      ['sign_in_failed', anaId, 'Entrada recusada para Ana Lima: código de verificação incorreto'],
    ]);

    const ok = await post('/api/auth/two-factor/verify-totp', pending, { code: totpFromUri(uri) });
    expect(ok.statusCode).toBe(200);
    expect((await newEvents()).map((e) => [e.action, e.summary])).toEqual([['signed_in', 'Ana Lima entrou no sistema']]);
  });

  it('a recovery code signs in too; a wrong one is refused in the trail', async () => {
    const pending = cookieHeader(await signIn('ana@a.com.br'));
    expect((await post('/api/auth/two-factor/verify-backup-code', pending, { code: 'nao-e-um-codigo' })).statusCode).toBe(401);
    expect((await post('/api/auth/two-factor/verify-backup-code', pending, { code: backupCodes[0] })).statusCode).toBe(200);
    expect((await newEvents()).map((e) => [e.action, e.summary])).toEqual([
      ['sign_in_failed', 'Entrada recusada para Ana Lima: código de recuperação incorreto'],
      ['signed_in', 'Ana Lima entrou no sistema'],
    ]);
  });

  it('wrong codes lock the account: the code that locks it says so, and later attempts are refused as locked', async () => {
    const code = wrongCode();
    // Five wrong codes spend one password's challenge; the sixth is told to start again.
    let pending = cookieHeader(await signIn('ana@a.com.br'));
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/two-factor/verify-totp', pending, { code })).statusCode).toBe(401);
    expect((await post('/api/auth/two-factor/verify-totp', pending, { code })).statusCode).toBe(400);
    // Ten in a row (better-auth's default budget) lock two-factor for 15 minutes.
    pending = cookieHeader(await signIn('ana@a.com.br'));
    for (let i = 0; i < 5; i++) await post('/api/auth/two-factor/verify-totp', pending, { code });
    pending = cookieHeader(await signIn('ana@a.com.br'));
    expect((await post('/api/auth/two-factor/verify-totp', pending, { code: totpFromUri(uri) })).statusCode).toBe(429);

    const summaries = (await newEvents()).map((e) => `${e.action}: ${e.summary}`);
    const wrong = 'sign_in_failed: Entrada recusada para Ana Lima: código de verificação incorreto';
    expect(summaries).toEqual([
      ...Array(5).fill(wrong),
      'sign_in_failed: Entrada recusada para Ana Lima: excesso de códigos incorretos nesta entrada, senha exigida de novo',
      ...Array(4).fill(wrong),
      `${wrong}; verificação em duas etapas bloqueada por 15 minutos`,
      'sign_in_failed: Entrada recusada para Ana Lima: verificação em duas etapas bloqueada por excesso de códigos incorretos',
    ]);
  });

  it('new recovery codes and turning two-factor off are recorded; no code, secret or URI in any text', async () => {
    expect((await post('/api/auth/two-factor/generate-backup-codes', ana, { password: PASSWORD })).statusCode).toBe(200);
    const off = await post('/api/auth/two-factor/disable', ana, { password: PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await newEvents()).map((e) => e.summary)).toEqual([
      'Gerou novos códigos de recuperação da verificação em duas etapas',
      'Desativou a verificação em duas etapas',
    ]);
    const secret = new URL(uri).searchParams.get('secret')!;
    const texts = JSON.stringify(await t.db.select().from(auditEvents));
    for (const leaked of [secret, uri, ...backupCodes]) expect(texts).not.toContain(leaked);
  });
});
