import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { backupMessages as m } from '@despacha/domain/settings/backups';
import { defaultBillingSettings } from '@despacha/domain/billing/settings';
import { saveBillingSettings } from '../billing/public.ts';
import { OWNER_EMAIL, TEST_WEBHOOK_SECRET, createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';

// Each "Testar" does the real thing: a mail through the outbox or a real SMTP server on loopback,
// an object written, read back and deleted in the storage, the secret and PIX key as configured.

const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      callback();
    });
  },
});

let t: TestApp;
let admin: string;
const test = (check: string, cookie = admin, app = t) => app.request({ method: 'POST', url: `/api/admin/integration/${check}/test`, cookie });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona Admin', OWNER_EMAIL);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('Integração: Testar', () => {
  it('without SMTP, the test e-mail to the admin lands in the outbox', async () => {
    const res = await test('smtp');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: m.mailSentOutbox(OWNER_EMAIL) });
    const mail = await t.latestMail(OWNER_EMAIL);
    expect(mail?.subject).toBe(m.testMailSubject('Despacha'));
  });

  it('writes, reads back and deletes a test object in the local storage, leaving nothing behind', async () => {
    const res = await test('storage');
    expect(res.json()).toMatchObject({ ok: true, message: m.storageOk('disco local', 16 * 1024) });
    const probeDir = path.join(t.config.dataDir, 'files', '00000000-0000-0000-0000-000000000000');
    expect(fs.existsSync(probeDir) ? fs.readdirSync(probeDir) : []).toEqual([]);
  });

  it('reports the storage failure it meets instead of a "connected"', async () => {
    // A file where the files folder should be: the write fails, and the message says so.
    const broken = testConfig();
    fs.mkdirSync(broken.dataDir, { recursive: true });
    fs.writeFileSync(path.join(broken.dataDir, 'files'), 'not a folder');
    const other = await createTestApp({ config: broken });
    try {
      const cookie = await other.userSession('Outra Admin', OWNER_EMAIL);
      const res = await test('storage', cookie, other);
      expect(res.json().ok).toBe(false);
      expect(res.json().message).toMatch(/^Falha no armazenamento \(disco local\): /);
    } finally {
      await other.close();
      fs.rmSync(broken.dataDir, { recursive: true, force: true });
    }
  });

  it('says how long the webhook secret is, or that it is missing', async () => {
    expect((await test('webhook')).json()).toMatchObject({ ok: true, message: m.webhookOk(TEST_WEBHOOK_SECRET.length) });
    const other = await createTestApp({ config: testConfig({ billingWebhookSecret: undefined }) });
    try {
      const cookie = await other.userSession('Outra Admin', OWNER_EMAIL);
      expect((await test('webhook', cookie, other)).json()).toMatchObject({ ok: false, message: m.webhookMissing });
    } finally {
      await other.close();
    }
  });

  it('checks the PIX key of Faturamento: missing, invalid, without receiver, valid', async () => {
    expect((await test('pix')).json()).toMatchObject({ ok: false, message: m.pixMissing });
    await saveBillingSettings(t.db, { ...defaultBillingSettings, pixKey: '123.456.789-00' }, null);
    expect((await test('pix')).json()).toMatchObject({ ok: false, message: m.pixInvalid });
    await saveBillingSettings(t.db, { ...defaultBillingSettings, pixKey: '11144477735', pixMerchantName: '', issuerName: '', pixMerchantCity: '' }, null);
    expect((await test('pix')).json()).toMatchObject({ ok: false, message: m.pixIncomplete });
    await saveBillingSettings(t.db, { ...defaultBillingSettings, pixKey: '11144477735', pixMerchantName: 'DESPACHA', pixMerchantCity: 'RIO DE JANEIRO' }, null);
    expect((await test('pix')).json()).toMatchObject({ ok: true, message: m.pixOk('CPF') });
  });

  it('refuses an unknown check', async () => {
    expect((await test('ftp')).statusCode).toBe(400);
  });
});

describe('Integração with SMTP', () => {
  let s: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    s = await createTestApp({ config: testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` }) });
  });
  afterAll(async () => {
    await s.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the test e-mail to the admin through the SMTP server', async () => {
    // The admin's own confirmation goes through SMTP too; the test mail is the next one.
    const signUp = await s.signUp('Dona Admin', OWNER_EMAIL);
    expect(signUp.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const link = /(\/api\/auth\/verify-email\?token=[^\s"<]+)/.exec(received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!;
    await s.request({ url: link });
    const cookie = await s.login(OWNER_EMAIL);
    const res = await test('smtp', cookie, s);
    expect(res.json()).toMatchObject({ ok: true, message: m.mailSentSmtp(OWNER_EMAIL) });
    expect(received).toHaveLength(2);
    expect(received[1]!.to).toBe(OWNER_EMAIL);
    expect(received[1]!.raw).toContain('email de teste');
  });
});
