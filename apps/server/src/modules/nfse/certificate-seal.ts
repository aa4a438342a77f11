import crypto from 'node:crypto';

// The .pfx and its password at rest: AES-256-GCM under NFSE_CERT_KEY, the agency id as associated
// data so a sealed value copied to another agency's row does not open (decision 070).

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

type Secret = { pfx: Buffer; password: string };

export function sealCertificate(key: Buffer, agencyId: string, secret: Secret): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(agencyId));
  const plain = Buffer.from(JSON.stringify({ v: VERSION, pfx: secret.pfx.toString('base64'), password: secret.password }));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  plain.fill(0);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Throws when the key is not the one that sealed it, or the value was altered or moved. */
export function openCertificate(key: Buffer, agencyId: string, sealed: string): Secret {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(agencyId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  const parsed = JSON.parse(plain.toString('utf8')) as { v: number; pfx: string; password: string };
  plain.fill(0);
  return { pfx: Buffer.from(parsed.pfx, 'base64'), password: parsed.password };
}
