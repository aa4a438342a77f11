import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lockoutMessages, unlockMessages } from '@despacha/domain/messages';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.ts';
import { cookieHeader, createTestApp, type TestApp } from '../testing/test-app.ts';
import { sourceOf } from './sign-in-keys.ts';

// Decision 052, in figures: password checks an attacker gets on one account per hour, from one
// address and from many, with simulated time (Date.now, which every counter reads), and what the
// owner can still do meanwhile.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const signInFrom = (ip: string, email: string, password: string, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password }, ip, ...(cookie ? { cookie } : {}) });

/** The most checks within any 60 minutes, from the minutes at which they happened. */
const worstHour = (minutes: number[]) => Math.max(0, ...minutes.map((m) => minutes.filter((x) => x >= m && x < m + 60).length));
const perHour = (minutes: number[], hours: number) => Array.from({ length: hours }, (_, h) => minutes.filter((m) => m >= h * 60 && m < (h + 1) * 60).length);

const unlockMails = async (to: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, 'Tentativas de acesso%')))
  ).length;

function simulatedClock() {
  const start = Date.now();
  const clock = vi.spyOn(Date, 'now');
  return (minute: number) => clock.mockImplementation(() => start + Math.round(minute * 60_000));
}

describe('password checks an attacker gets', () => {
  it('from one address: at most 10 in any hour, while the owner signs in from another address', async () => {
    const ownerBrowser = await t.userSession('Dona', 'dona@exemplo.com.br', 'certa1234');
    const at = simulatedClock();
    const attacker = '10.66.0.1';
    const checks: number[] = [];
    const refusals = new Set<string>();
    for (let minute = 0; minute < 180; minute++) {
      at(minute);
      const res = await signInFrom(attacker, 'dona@exemplo.com.br', `errada${minute}`);
      if (res.statusCode === 401) checks.push(minute);
      else refusals.add(`${res.statusCode} ${res.json().error.code}`);
      if (minute === 5) {
        // The attacker's address is locked; the owner, from another one and a new browser, gets in.
        expect(res.json().error.code).toBe('SIGN_IN_LOCKED');
        expect((await signInFrom('10.66.0.2', 'dona@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
      }
    }
    at(180);
    // After three hours of it, the owner's browser (known-device cookie) signs in from yet another address.
    expect((await signInFrom('10.66.0.3', 'dona@exemplo.com.br', 'certa1234', ownerBrowser)).statusCode).toBe(200);
    console.log(
      `one address, a guess a minute for 3 h: ${checks.length} password checks, per hour ${JSON.stringify(perHour(checks, 3))}, ` +
        `worst 60 minutes ${worstHour(checks)}; refusals ${[...refusals].join(', ')}`,
    );
    expect(worstHour(checks)).toBeLessThanOrEqual(10);
    expect(perHour(checks, 3)[0]).toBe(10);
    expect([...refusals].every((r) => r === '429 SIGN_IN_LOCKED' || r === '429 SIGN_IN_SLOWED')).toBe(true);
  });

  it('from a new address every 30 s: new browsers slowed, the owner in through a known browser or the e-mailed link', async () => {
    const ownerBrowser = await t.userSession('Rui', 'rui@exemplo.com.br', 'certa1234');
    expect(ownerBrowser).toMatch(/despacha_device_[\w-]+=/);
    const at = simulatedClock();
    const checks: number[] = [];
    const sources = new Set<string>();
    const ownerTries = async () => {
      // One mail when the account reached the slowdown, however many browsers were made to wait since.
      expect(await unlockMails('rui@exemplo.com.br')).toBe(1);
      // A new browser of the owner waits like the attacker, told when and that a link was mailed.
      const fresh = await signInFrom(t.nextIp(), 'rui@exemplo.com.br', 'certa1234');
      expect(fresh.statusCode).toBe(429);
      expect(fresh.json().error.code).toBe('SIGN_IN_SLOWED');
      expect(fresh.json().error.message).toMatch(
        /^Muitas tentativas de acesso a esta conta\. Tente novamente em \d+ minutos?\. Se a conta for sua, enviamos um link/,
      );
      // A browser that signed in before does not wait.
      expect((await signInFrom(t.nextIp(), 'rui@exemplo.com.br', 'certa1234', ownerBrowser)).statusCode).toBe(200);
      // Another account's cookie, or a forged one, does not count.
      const forged = ownerBrowser.replace(/(despacha_device_[\w-]+=\d+\.)[\w-]{4}/, '$1AAAA');
      expect((await signInFrom(t.nextIp(), 'rui@exemplo.com.br', 'certa1234', forged)).statusCode).toBe(429);
      // The e-mailed link, opened in a new browser, lets it in at once; once.
      const mail = (await t.latestMail('rui@exemplo.com.br'))!;
      expect(mail.subject).toMatch(/^Tentativas de acesso à sua conta no /);
      expect(mail.text).not.toMatch(/errada\d|10\.9\./);
      const token = new URL(mail.link!).searchParams.get('token')!;
      expect(new URL(mail.link!).pathname).toBe('/liberar-acesso');
      const ip = t.nextIp();
      const unlock = await t.request({ method: 'POST', url: '/api/sign-in-unlock', body: { token }, ip });
      expect(unlock.statusCode).toBe(200);
      const newBrowser = cookieHeader(unlock);
      expect(newBrowser).toMatch(/^despacha_device_[\w-]+=/);
      expect((await signInFrom(ip, 'rui@exemplo.com.br', 'certa1234', newBrowser)).statusCode).toBe(200);
      const again = await t.request({ method: 'POST', url: '/api/sign-in-unlock', body: { token }, ip: t.nextIp() });
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toEqual({ code: 'UNLOCK_LINK_INVALID', message: unlockMessages.invalidLink });
    };
    for (let step = 0; step < 360; step++) {
      const minute = step / 2;
      at(minute);
      const ip = t.nextIp();
      sources.add(ip);
      const res = await signInFrom(ip, 'rui@exemplo.com.br', `errada${step}`);
      if (res.statusCode === 401) checks.push(minute);
      else expect(res.json().error.code).toBe('SIGN_IN_SLOWED');
      if (step === 40) await ownerTries();
    }
    // The used link was replaced by one more mail at the next wait, and no more: one live link at a time.
    expect(await unlockMails('rui@exemplo.com.br')).toBe(2);
    console.log(
      `${sources.size} addresses, a guess every 30 s for 3 h: ${checks.length} password checks, per hour ${JSON.stringify(perHour(checks, 3))}, ` +
        `worst 60 minutes ${worstHour(checks)}`,
    );
    expect(perHour(checks, 3)[0]).toBeLessThanOrEqual(16);
    expect(checks.length).toBeLessThanOrEqual(20);
  });

  it('no unlock mail goes to an unconfirmed account', async () => {
    expect((await t.signUp('Sem Confirmar', 'sem.confirmar@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) await signInFrom(t.nextIp(), 'sem.confirmar@exemplo.com.br', 'errada999');
    expect(await unlockMails('sem.confirmar@exemplo.com.br')).toBe(0);
  });

  it('the slowdown tells when to try again; unknown addresses wait the same', async () => {
    await t.userSession('Ivo', 'ivo@exemplo.com.br', 'certa1234');
    const at = simulatedClock();
    at(0);
    for (const email of ['ivo@exemplo.com.br', 'ninguem.aqui@exemplo.com.br']) {
      for (let i = 0; i < 10; i++) expect((await signInFrom(t.nextIp(), email, 'errada999')).statusCode).toBe(401);
      expect((await signInFrom(t.nextIp(), email, 'errada999')).json().error).toEqual({ code: 'SIGN_IN_SLOWED', message: lockoutMessages.slowed(1) });
    }
    at(1);
    // The 11th check after a minute, the 12th two minutes after it: the wait doubles.
    expect((await signInFrom(t.nextIp(), 'ivo@exemplo.com.br', 'errada999')).statusCode).toBe(401);
    expect((await signInFrom(t.nextIp(), 'ivo@exemplo.com.br', 'errada999')).json().error.message).toBe(lockoutMessages.slowed(2));
    at(3);
    expect((await signInFrom(t.nextIp(), 'ivo@exemplo.com.br', 'certa1234')).statusCode).toBe(200);
  });
});

describe('unlock link route', () => {
  it('refuses an unknown, empty or over-long token in pt-BR', async () => {
    const post = (token: unknown) => t.request({ method: 'POST', url: '/api/sign-in-unlock', body: { token }, ip: t.nextIp() });
    expect((await post('x'.repeat(43))).json().error.code).toBe('UNLOCK_LINK_INVALID');
    expect((await post('')).statusCode).toBe(400);
    expect((await post('x'.repeat(101))).statusCode).toBe(400);
  });

  it('bounds one address to 10 tries a minute', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await t.request({ method: 'POST', url: '/api/sign-in-unlock', body: { token: `t${i}` }, ip: '10.67.0.1' })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});

describe('sources', () => {
  it('an IPv4 address, or an IPv6 /64', () => {
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf(null)).toBe('unknown');
  });
});
