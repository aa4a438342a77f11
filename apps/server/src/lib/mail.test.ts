import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { createMailer } from './mail.ts';

// A real SMTP server on loopback receives what the app sends when SMTP_URL is set.
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
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ config: testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` }) });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the confirmation e-mail through SMTP when SMTP_URL is set, not to the outbox', async () => {
  const res = await t.signUp('Carla', 'carla@exemplo.com.br');
  expect(res.statusCode).toBe(200);
  await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
  expect(received[0]!.to).toBe('carla@exemplo.com.br');
  const decoded = received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(decoded).toContain('/api/auth/verify-email?token=');
  expect(decoded).toContain('Confirme seu email');
  expect(await t.latestMail('carla@exemplo.com.br')).toBeUndefined();
});

it('sends attachments through SMTP as files, and keeps only their names and sizes in the outbox', async () => {
  const { port } = smtp.server.address() as AddressInfo;
  const pdf = Buffer.from('%PDF-1.4 DANFSe de teste');
  const message = {
    to: 'anexo@exemplo.com.br',
    subject: 'NFS-e',
    text: 'Segue.',
    html: '<p>Segue.</p>',
    attachments: [{ filename: 'danfse-7.pdf', contentType: 'application/pdf', content: pdf }],
  };
  const before = received.length;
  await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'nao-responda@despacha.com.br', db: t.db, log: t.app.log }).send(message);
  await expect.poll(() => received.length, { timeout: 5000 }).toBe(before + 1);
  const raw = received.at(-1)!.raw;
  expect(raw).toMatch(/Content-Type: application\/pdf; name=danfse-7\.pdf/);
  expect(raw).toContain('Content-Disposition: attachment; filename=danfse-7.pdf');
  expect(raw).toContain(pdf.toString('base64'));
  await createMailer({ from: 'nao-responda@despacha.com.br', db: t.db, log: t.app.log }).send(message);
  expect(await t.latestMail('anexo@exemplo.com.br')).toMatchObject({
    attachments: [{ filename: 'danfse-7.pdf', contentType: 'application/pdf', bytes: pdf.length }],
  });
});
