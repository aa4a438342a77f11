import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lockoutMessages } from '@despacha/domain/messages';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const LOCKED = { code: 'SIGN_IN_LOCKED', message: lockoutMessages.signIn(15) };
const WRONG = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Email ou senha inválidos.' };

const signInFrom = (ip: string, email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password }, ip });
// Each attempt from a new address: the per-source limits are not what stops them.
const signIn = (email: string, password: string) => signInFrom(t.nextIp(), email, password);

async function answers(email: string, password: string, times: number, ip?: string) {
  const out = [];
  for (let i = 0; i < times; i++) {
    const res = await signInFrom(ip ?? t.nextIp(), email, password);
    out.push({ status: res.statusCode, error: res.json().error });
  }
  return out;
}

describe('sign-in lockout per account and source', () => {
  it('5 wrong passwords from one address lock that address for 15 minutes, the right one included; another address signs in', async () => {
    await t.userSession('Alvo', 'alvo@exemplo.com.br', 'certa1234');
    const ip = t.nextIp();
    expect(await answers('alvo@exemplo.com.br', 'errada999', 5, ip)).toEqual(Array.from({ length: 5 }, () => ({ status: 401, error: WRONG })));
    const right = await signInFrom(ip, 'alvo@exemplo.com.br', 'certa1234');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toEqual(LOCKED);
    expect(right.json().error.message).toBe('Muitas tentativas de acesso. Tente novamente em 15 minutos.');
    expect(right.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
    // The owner, elsewhere, is not locked out; nor is another account from the attacker's address.
    expect((await signIn('alvo@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
    await t.userSession('Vizinho', 'vizinho@exemplo.com.br', 'certa1234');
    expect((await signInFrom(ip, 'vizinho@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });

  it('the address is the same account in any letter case', async () => {
    await t.userSession('Caixa', 'caixa@exemplo.com.br', 'certa1234');
    const ip = t.nextIp();
    for (const email of ['Caixa@exemplo.com.br', 'CAIXA@exemplo.com.br', 'caixa@EXEMPLO.com.br', 'caixa@exemplo.COM.br', 'cAixa@exemplo.com.br']) {
      expect((await signInFrom(ip, email, 'errada999')).statusCode).toBe(401);
    }
    expect((await signInFrom(ip, 'caixa@exemplo.com.br', 'certa1234')).json().error).toEqual(LOCKED);
  });

  it('an IPv6 /64 is one source: rotating its addresses does not escape the lock', async () => {
    await t.userSession('Seis', 'seis@exemplo.com.br', 'certa1234');
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push((await signInFrom(`2001:db8:aa:bb::${i.toString(16)}`, 'seis@exemplo.com.br', 'errada999')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signInFrom('2001:db8:aa:cc::1', 'seis@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });

  it('an unknown e-mail gets exactly the answers a known one gets, at every stage, from one address and from many', async () => {
    await t.userSession('Conhecida', 'conhecida@exemplo.com.br', 'certa1234');
    const [a, b] = [t.nextIp(), t.nextIp()];
    const known = await answers('conhecida@exemplo.com.br', 'errada999', 7, a);
    const unknown = await answers('desconhecida@exemplo.com.br', 'errada999', 7, b);
    expect(unknown).toEqual(known);
    expect(known.map((x) => x.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Five more from other addresses reach the account-wide threshold (10); new browsers then wait.
    const knownMany = await answers('conhecida@exemplo.com.br', 'errada999', 7);
    const unknownMany = await answers('desconhecida@exemplo.com.br', 'errada999', 7);
    expect(unknownMany).toEqual(knownMany);
    expect(knownMany.map((x) => x.error.code)).toEqual([...Array(5).fill('INVALID_EMAIL_OR_PASSWORD'), 'SIGN_IN_SLOWED', 'SIGN_IN_SLOWED']);
    expect(knownMany[5]!.error.message).toBe(lockoutMessages.slowed(1));
  });

  it('a successful sign-in before the limit starts the count of that address again', async () => {
    await t.userSession('Esquecida', 'esquecida@exemplo.com.br', 'certa1234');
    const ip = t.nextIp();
    expect((await answers('esquecida@exemplo.com.br', 'errada999', 4, ip)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect((await signInFrom(ip, 'esquecida@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
    expect((await answers('esquecida@exemplo.com.br', 'errada999', 4, ip)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect((await signInFrom(ip, 'esquecida@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });

  it('the lock lasts the stated 15 minutes, through better-auth pruning its own rate-limit rows; then the hourly cap paces the address', async () => {
    await t.userSession('Paciente', 'paciente@exemplo.com.br', 'certa1234');
    const ip = t.nextIp();
    const from = (password: string) => signInFrom(ip, 'paciente@exemplo.com.br', password);
    for (let i = 0; i < 5; i++) expect((await from('errada999')).statusCode).toBe(401);
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    // Two minutes on, this address's one-minute window restarts and better-auth prunes rows older than a minute.
    clock.mockImplementation(() => start + 2 * 60_000);
    expect((await from('certa1234')).json().error).toEqual(LOCKED);
    clock.mockImplementation(() => start + 14 * 60_000);
    expect((await from('certa1234')).json().error).toEqual(LOCKED);
    clock.mockImplementation(() => start + 15 * 60_000 + 1000);
    // 10 checks an hour at most: the sixth now, the seventh not before minute 20.
    expect((await from('errada999')).statusCode).toBe(401);
    const paced = await from('certa1234');
    expect(paced.statusCode).toBe(429);
    expect(paced.json().error).toEqual({ code: 'SIGN_IN_LOCKED', message: 'Muitas tentativas de acesso. Tente novamente em 5 minutos.' });
    clock.mockImplementation(() => start + 20 * 60_000 + 1000);
    expect((await from('certa1234')).statusCode).toBe(200);
  });

  it('a completed password reset ends every lock of the account', async () => {
    await t.userSession('Trancada', 'trancada@exemplo.com.br', 'certa1234');
    const ip = t.nextIp();
    await answers('trancada@exemplo.com.br', 'errada999', 5, ip);
    await answers('trancada@exemplo.com.br', 'errada999', 6);
    expect((await signInFrom(ip, 'trancada@exemplo.com.br', 'certa1234')).json().error).toEqual(LOCKED);
    expect((await signIn('trancada@exemplo.com.br', 'certa1234')).json().error.code).toBe('SIGN_IN_SLOWED');
    await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'trancada@exemplo.com.br', redirectTo: '/redefinir-senha' },
      ip: t.nextIp(),
    });
    const token = new URL((await t.latestMail('trancada@exemplo.com.br'))!.link!).pathname.split('/').pop();
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'nova12345' }, ip: t.nextIp() })).statusCode).toBe(
      200,
    );
    expect((await signInFrom(ip, 'trancada@exemplo.com.br', 'nova12345')).statusCode).toBe(200);
    expect((await signIn('trancada@exemplo.com.br', 'nova12345')).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip past the limits, from one address or from many', async () => {
    await t.userSession('Paralela', 'paralela@exemplo.com.br', 'certa1234');
    // Eight from one address (better-auth's own per-address limit is ten a minute).
    const ip = t.nextIp();
    const one = await Promise.all(Array.from({ length: 8 }, () => signInFrom(ip, 'paralela@exemplo.com.br', 'errada999')));
    expect(one.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(one.filter((r) => r.json().error?.code === 'SIGN_IN_LOCKED')).toHaveLength(3);
    // Fourteen from as many addresses: the account's remaining five free checks, then new browsers wait.
    const many = await Promise.all(Array.from({ length: 14 }, () => signIn('paralela@exemplo.com.br', 'errada999')));
    expect(many.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(many.filter((r) => r.json().error?.code === 'SIGN_IN_SLOWED')).toHaveLength(9);
  });
});

describe('current-password guesses', () => {
  const WRONG_CURRENT = 'Muitas tentativas com a senha atual. Tente novamente em 15 minutos.';

  it('/api/me/password: 5 wrong current passwords, then 429 even with the right one', async () => {
    const cookie = await t.userSession('Troca', 'troca@exemplo.com.br', 'certa1234');
    const change = (currentPassword: string) =>
      t.request({ method: 'POST', url: '/api/me/password', cookie, body: { currentPassword, newPassword: 'novinha123' } });
    for (let i = 0; i < 5; i++) expect((await change(`errada${i}00`)).statusCode).toBe(400);
    const locked = await change('certa1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({ code: 'PASSWORD_CHECKS_LOCKED', message: WRONG_CURRENT });
    // The password did not change.
    expect((await signIn('troca@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });

  it('/api/auth/verify-password and /api/auth/change-password share the same count', async () => {
    const cookie = await t.userSession('Verifica', 'verifica@exemplo.com.br', 'certa1234');
    const verify = (password: string) => t.request({ method: 'POST', url: '/api/auth/verify-password', cookie, body: { password }, ip: t.nextIp() });
    const change = (currentPassword: string) =>
      t.request({ method: 'POST', url: '/api/auth/change-password', cookie, body: { currentPassword, newPassword: 'novinha123' }, ip: t.nextIp() });
    expect((await verify('certa1234')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await verify(`errada${i}00`)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await change(`errada${i}00`)).statusCode).toBe(400);
    const locked = await verify('certa1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({ code: 'PASSWORD_CHECKS_LOCKED', message: WRONG_CURRENT });
    expect((await change('certa1234')).statusCode).toBe(429);
  });

  it('a right current password starts the count again', async () => {
    const cookie = await t.userSession('Acerta', 'acerta@exemplo.com.br', 'certa1234');
    const verify = (password: string) => t.request({ method: 'POST', url: '/api/auth/verify-password', cookie, body: { password }, ip: t.nextIp() });
    for (let i = 0; i < 4; i++) expect((await verify(`errada${i}00`)).statusCode).toBe(400);
    expect((await verify('certa1234')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await verify(`errada${i}00`)).statusCode).toBe(400);
    expect((await verify('certa1234')).statusCode).toBe(200);
  });

  it('one address is rate limited on verify-password whatever the account', async () => {
    const cookie = await t.userSession('Endereco', 'endereco@exemplo.com.br', 'certa1234');
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/auth/verify-password', cookie, body: { password: 'certa1234' }, ip: '10.77.0.1' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
