import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** AUTH_SECRET when given; in the embedded mode one is generated once into the data folder. */
export function resolveAuthSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
