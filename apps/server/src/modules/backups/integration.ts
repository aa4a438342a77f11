import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isPixKey } from '@despacha/domain/billing/admin';
import { backupMessages as m, type IntegrationCheck, type IntegrationCheckResponse } from '@despacha/domain/settings/backups';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Storage } from '../../lib/storage.ts';
import { getBillingSettings } from '../billing/public.ts';
import { pixConfigured } from '../billing/public.ts';
import type { SettingsStore } from '../settings/public.ts';

// Integração's "Testar": each check does the real thing and says what happened; nothing is
// reported as working that was not just exercised (issue 16 item 6).

export type IntegrationDeps = {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  store: SettingsStore;
  config: Pick<Config, 's3' | 'billingWebhookSecret'>;
};

/** Storage keys must look like the server's own (hex and dashes): a fixed folder no agency id can be. */
const PROBE_FOLDER = '00000000-0000-0000-0000-000000000000';
const PROBE_BYTES = 16 * 1024;

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}

function pixKind(key: string): keyof typeof m.pixKinds {
  if (/^\d{11}$/.test(key)) return 'cpf';
  if (/^\d{14}$/.test(key)) return 'cnpj';
  if (key.startsWith('+55')) return 'phone';
  return key.includes('@') ? 'email' : 'evp';
}

async function check(deps: IntegrationDeps, which: IntegrationCheck, userId: string): Promise<Omit<IntegrationCheckResponse, 'durationMs'>> {
  switch (which) {
    case 'smtp': {
      const [admin] = await deps.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
      const to = admin!.email;
      const platform = (await deps.store.fresh()).platform.platformName;
      try {
        const sent = await deps.mailer.send({
          to,
          subject: m.testMailSubject(platform),
          text: m.testMailText(platform),
          html: `<p>${m.testMailText(platform)}</p>`,
        });
        if (!sent) return { ok: false, message: m.mailWithheld };
      } catch (err) {
        return { ok: false, message: m.mailFailed(reason(err)) };
      }
      return { ok: true, message: deps.mailer.kind === 'smtp' ? m.mailSentSmtp(to) : m.mailSentOutbox(to) };
    }
    case 'storage': {
      const where = deps.config.s3 ? `S3, bucket ${deps.config.s3.bucket}` : 'disco local';
      const key = `${PROBE_FOLDER}/${crypto.randomUUID()}`;
      const data = crypto.randomBytes(PROBE_BYTES);
      try {
        await deps.storage.put(key, data, 'application/octet-stream');
        try {
          const back = await readAll(await deps.storage.read(key));
          if (!back.equals(data)) return { ok: false, message: m.storageMismatch(where) };
        } finally {
          await deps.storage.remove(key);
        }
      } catch (err) {
        return { ok: false, message: m.storageFailed(where, reason(err)) };
      }
      return { ok: true, message: m.storageOk(where, PROBE_BYTES) };
    }
    case 'webhook': {
      const secret = deps.config.billingWebhookSecret;
      return secret ? { ok: true, message: m.webhookOk(secret.length) } : { ok: false, message: m.webhookMissing };
    }
    case 'pix': {
      const billing = await getBillingSettings(deps.db);
      const key = billing.pixKey.trim();
      if (!key) return { ok: false, message: m.pixMissing };
      if (!isPixKey(key)) return { ok: false, message: m.pixInvalid };
      if (!pixConfigured(billing)) return { ok: false, message: m.pixIncomplete };
      return { ok: true, message: m.pixOk(m.pixKinds[pixKind(key)]) };
    }
  }
}

export async function runIntegrationCheck(deps: IntegrationDeps, which: IntegrationCheck, userId: string): Promise<IntegrationCheckResponse> {
  const started = performance.now();
  const result = await check(deps, which, userId);
  return { ...result, durationMs: Math.round(performance.now() - started) };
}
