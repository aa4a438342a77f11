import crypto from 'node:crypto';

// Links opened signed out (a customer's tracking page, a shared quote) carry a bearer token. It
// holds 256 random bits, far above the 128 asked for, so it cannot be guessed or enumerated; the
// database keeps only its SHA-256, so a leaked backup or dump does not leak working links.

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new token (shown once, inside the link) and the hash to store. */
export function newPublicToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashPublicToken(token) };
}

export function hashPublicToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Anything not shaped like one of our tokens is rejected before touching the database. */
export function isPublicTokenShape(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
