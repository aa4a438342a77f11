import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

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
