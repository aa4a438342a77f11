import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { MAILS_PER_RECIPIENT_PER_DAY, MAILS_PER_RECIPIENT_PER_HOUR, createMailer } from './mail.ts';
import { MAIL_NAME_MAX, invitationMail, passwordResetMail } from './mail-templates.ts';

// Warnings the server logs, to check what a withheld mail leaves in the logs.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } });
});
afterAll(async () => t.close());

const mailsTo = async (to: string) => (await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!.n;

const askReset = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/redefinir-senha' }, ip: t.nextIp() });

const resetToken = async (email: string) => new URL((await t.latestMail(email))!.link!).pathname.split('/').pop()!;

describe('mails per recipient per hour', () => {
  it('an anonymous caller cannot make the server mail one address more than 5 times an hour', async () => {
    expect(MAILS_PER_RECIPIENT_PER_HOUR).toBe(5);
    // Sign up someone else's address, then sign in again and again: each try would resend the confirmation.
    expect((await t.signUp('Qualquer', 'vitima@exemplo.com.br')).statusCode).toBe(200);
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: 'vitima@exemplo.com.br', password: 'segredo123' },
        ip: t.nextIp(),
      });
      answers.push(`${res.statusCode} ${res.json().error.code}`);
    }
    // The caller sees no difference once mails stop.
    expect(new Set(answers)).toEqual(new Set(['403 EMAIL_NOT_VERIFIED']));
    expect(await mailsTo('vitima@exemplo.com.br')).toBe(5);
    // Other recipients are not affected.
    expect((await t.signUp('Outro', 'outro@exemplo.com.br')).statusCode).toBe(200);
    expect(await mailsTo('outro@exemplo.com.br')).toBe(1);
  });

  it('every kind counts: confirmation, reset and invitation; the answer to a reset request never changes', async () => {
    const admin = await t.userSession('Dona', 'dona@exemplo.com.br');
    expect((await t.onboard(admin)).statusCode).toBe(201);
    // One invitation, one confirmation-free account: the invitation is mail 1.
    const invite = await t.request({
      method: 'POST',
      url: '/api/agency/users',
      cookie: admin,
      body: { name: 'Convidado', email: 'convidado@exemplo.com.br', role: 'user' },
    });
    expect(invite.statusCode).toBe(201);
    expect(await mailsTo('convidado@exemplo.com.br')).toBe(1);

    const unknown = await askReset('ninguem-aqui@exemplo.com.br');
    const bodies = [];
    for (let i = 0; i < 4; i++) bodies.push((await askReset('convidado@exemplo.com.br')).body);
    expect(await mailsTo('convidado@exemplo.com.br')).toBe(5);
    const lastMailed = await resetToken('convidado@exemplo.com.br');

    const withheld = await askReset('convidado@exemplo.com.br');
    expect(withheld.statusCode).toBe(unknown.statusCode);
    expect(withheld.body).toBe(unknown.body);
    expect(new Set(bodies)).toEqual(new Set([unknown.body]));
    expect(await mailsTo('convidado@exemplo.com.br')).toBe(5);

    // A link that was never mailed changes nothing: the last mailed one still works.
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: lastMailed, newPassword: 'escolhida123' },
      ip: t.nextIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.login('convidado@exemplo.com.br', 'escolhida123')).toContain('session_token');
  });

  it('and no more than 10 a day, whatever the hourly limit', async () => {
    expect(MAILS_PER_RECIPIENT_PER_DAY).toBe(10);
    const mailer = createMailer({ from: 'x@despacha.test', db: t.db, log: t.app.log, perRecipientPerHour: 100 });
    const sent = [];
    for (let i = 0; i < 12; i++) sent.push(await mailer.send({ to: 'diario@exemplo.com.br', subject: `n ${i}`, text: 't', html: '<p>t</p>' }));
    expect(sent.filter(Boolean)).toHaveLength(10);
    expect(await mailsTo('diario@exemplo.com.br')).toBe(10);
  });

  it('a withheld mail is logged at warn with a hash, never the address', async () => {
    const warnings = logLines.filter((l) => l.includes('mail withheld'));
    expect(warnings.length).toBeGreaterThan(0);
    for (const line of warnings) {
      const entry = JSON.parse(line) as { level: number; recipient: string };
      expect(entry.level).toBe(40);
      expect(entry.recipient).toMatch(/^mail:[0-9a-f]{32}$/);
      expect(line).not.toContain('exemplo.com.br');
    }
  });
});

describe('names in mails', () => {
  const hostile = `Fulano<script>alert(1)</script>\r\nVisite http://golpe.example agora ${'x'.repeat(5000)}`;

  it('a 5,000-character name is cut to 120 characters on one line, and escaped in HTML', () => {
    const mail = passwordResetMail('a@exemplo.com.br', hostile, 'http://localhost:3000/api/auth/reset-password/t');
    const greeting = mail.text.split('\n')[0]!;
    expect(greeting.startsWith('Olá, Fulano<script>alert(1)</script> Visite http://golpe.example agora xxx')).toBe(true);
    expect(Array.from(greeting).length).toBeLessThanOrEqual('Olá, !'.length + MAIL_NAME_MAX);
    expect(greeting.endsWith('…!')).toBe(true);
    expect(mail.text.length).toBeLessThan(600);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Fulano&#60;script&#62;');
    const invitation = invitationMail('a@exemplo.com.br', 'Convidado', hostile, 'http://localhost:3000/x');
    expect(invitation.text.length).toBeLessThan(700);
    expect(invitation.html).not.toContain('<script>');
  });

  it('a mail to an address not confirmed yet carries no name its signer chose (issue 32 item 11)', async () => {
    const name = 'Ganhe um PIX em golpe.example';
    expect((await t.signUp(name, 'nao-confirmado@exemplo.com.br')).statusCode).toBe(200);
    expect((await askReset('nao-confirmado@exemplo.com.br')).statusCode).toBe(200);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nao-confirmado@exemplo.com.br'));
    expect(mails.map((m) => m.subject.split(' ')[0])).toEqual(['Confirme', 'Redefinição']);
    for (const mail of mails) {
      expect(mail.text.startsWith('Olá!\n')).toBe(true);
      expect(mail.text + mail.html).not.toContain('golpe');
    }
  });

  it('a reset mail to a user whose stored name is huge carries the short one', async () => {
    // Names come from sign-up, profile edits and invitations; whatever let one through, the mail stays short.
    await t.userSession('Curto', 'nome-longo@exemplo.com.br');
    await t.db.update(users).set({ name: hostile }).where(eq(users.email, 'nome-longo@exemplo.com.br'));
    expect((await askReset('nome-longo@exemplo.com.br')).statusCode).toBe(200);
    const mail = await t.latestMail('nome-longo@exemplo.com.br');
    expect(mail!.subject).toContain('Redefinição de senha');
    expect(mail!.text.length).toBeLessThan(600);
    expect(mail!.html).not.toContain('<script>');
  });
});
