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

// Each attempt from a new address: the per-address limit must not be what stops them.
const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password }, ip: t.nextIp() });

async function answers(email: string, password: string, times: number) {
  const out = [];
  for (let i = 0; i < times; i++) {
    const res = await signIn(email, password);
    out.push({ status: res.statusCode, error: res.json().error });
  }
  return out;
}

describe('sign-in lockout per account', () => {
  it('5 wrong passwords from different addresses lock the account for 15 minutes, the right one included', async () => {
    await t.userSession('Alvo', 'alvo@exemplo.com.br', 'certa1234');
    expect(await answers('alvo@exemplo.com.br', 'errada999', 5)).toEqual(Array(5).fill({ status: 401, error: WRONG }));
    const right = await signIn('alvo@exemplo.com.br', 'certa1234');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toEqual(LOCKED);
    expect(right.json().error.message).toBe('Muitas tentativas de acesso. Tente novamente em 15 minutos.');
    expect(right.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
    // Another account is not affected.
    await t.userSession('Vizinho', 'vizinho@exemplo.com.br', 'certa1234');
    expect((await signIn('vizinho@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });

  it('the address is the same account in any letter case', async () => {
    await t.userSession('Caixa', 'caixa@exemplo.com.br', 'certa1234');
    for (const email of ['Caixa@exemplo.com.br', 'CAIXA@exemplo.com.br', 'caixa@EXEMPLO.com.br', 'caixa@exemplo.COM.br', 'cAixa@exemplo.com.br']) {
      expect((await signIn(email, 'errada999')).statusCode).toBe(401);
    }
    expect((await signIn('caixa@exemplo.com.br', 'certa1234')).json().error).toEqual(LOCKED);
  });

  it('an unknown e-mail gets exactly the answers a known one gets, at every stage', async () => {
    await t.userSession('Conhecida', 'conhecida@exemplo.com.br', 'certa1234');
    const known = await answers('conhecida@exemplo.com.br', 'errada999', 7);
    const unknown = await answers('desconhecida@exemplo.com.br', 'errada999', 7);
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a successful sign-in before the limit starts the count again', async () => {
    await t.userSession('Esquecida', 'esquecida@exemplo.com.br', 'certa1234');
    expect((await answers('esquecida@exemplo.com.br', 'errada999', 4)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect((await signIn('esquecida@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
    expect((await answers('esquecida@exemplo.com.br', 'errada999', 4)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect((await signIn('esquecida@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });

  it('the lock lasts the stated 15 minutes, through better-auth pruning its own rate-limit rows', async () => {
    await t.userSession('Paciente', 'paciente@exemplo.com.br', 'certa1234');
    const ip = t.nextIp();
    const from = (password: string) => t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'paciente@exemplo.com.br', password }, ip });
    for (let i = 0; i < 5; i++) expect((await from('errada999')).statusCode).toBe(401);
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    // Two minutes on, this address's one-minute window restarts and better-auth prunes rows older than a minute.
    clock.mockImplementation(() => start + 2 * 60_000);
    expect((await from('certa1234')).json().error).toEqual(LOCKED);
    clock.mockImplementation(() => start + 14 * 60_000);
    expect((await signIn('paciente@exemplo.com.br', 'certa1234')).json().error).toEqual(LOCKED);
    clock.mockImplementation(() => start + 15 * 60_000 + 1000);
    expect((await signIn('paciente@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });

  it('a completed password reset ends the lock', async () => {
    await t.userSession('Trancada', 'trancada@exemplo.com.br', 'certa1234');
    await answers('trancada@exemplo.com.br', 'errada999', 5);
    expect((await signIn('trancada@exemplo.com.br', 'certa1234')).json().error).toEqual(LOCKED);
    await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email: 'trancada@exemplo.com.br', redirectTo: '/redefinir-senha' }, ip: t.nextIp() });
    const token = new URL((await t.latestMail('trancada@exemplo.com.br'))!.link!).pathname.split('/').pop();
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'nova12345' }, ip: t.nextIp() })).statusCode).toBe(200);
    expect((await signIn('trancada@exemplo.com.br', 'nova12345')).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    await t.userSession('Paralela', 'paralela@exemplo.com.br', 'certa1234');
    const results = await Promise.all(Array.from({ length: 12 }, () => signIn('paralela@exemplo.com.br', 'errada999')));
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
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
      statuses.push((await t.request({ method: 'POST', url: '/api/auth/verify-password', cookie, body: { password: 'certa1234' }, ip: '10.77.0.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
