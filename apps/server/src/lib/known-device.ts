import crypto from 'node:crypto';
import { accountOf } from './sign-in-keys.ts';

/** How long a browser stays known to an account after it last signed in (or opened an unlock link). */
export const KNOWN_DEVICE_DAYS = 180;
const MAX_AGE_SECONDS = KNOWN_DEVICE_DAYS * 86_400;
// Sent with sign-in requests only: no other request carries it.
const COOKIE_PATH = '/api/auth/sign-in';
const COOKIE_PREFIX = 'despacha_device_';
// An expiry in seconds and a SHA-256 HMAC in base64url: anything longer is not ours.
const VALUE_MAX = 64;

export type KnownDeviceCookie = {
  name: string;
  value: string;
  attributes: { path: string; maxAge: number; httpOnly: true; sameSite: 'lax'; secure: boolean };
};

/**
 * The "known device" cookie (decision 052): a browser that signed in to an account, or opened its
 * owner's unlock link, carries one per account and skips the account-wide slowdown. The name and
 * the value are HMACs with the auth secret over the account, so a cookie says nothing readable,
 * cannot be made for another account, and ends with its expiry whatever the browser keeps.
 */
export function knownDevices(secret: string, o: { secure: boolean }) {
  const mac = (text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url');
  const nameFor = (email: string) => COOKIE_PREFIX + mac(`known-device-name:${accountOf(email)}`).slice(0, 16);
  const proof = (email: string, expires: number) => mac(`known-device:${accountOf(email)}:${expires}`);

  /** A fresh cookie for `email`, valid KNOWN_DEVICE_DAYS from now. */
  function cookie(email: string): KnownDeviceCookie {
    const expires = Math.floor(Date.now() / 1000) + MAX_AGE_SECONDS;
    return {
      name: nameFor(email),
      value: `${expires}.${proof(email, expires)}`,
      attributes: { path: COOKIE_PATH, maxAge: MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure: o.secure },
    };
  }

  return {
    nameFor,
    cookie,
    /** The cookie as a Set-Cookie header value, for routes outside better-auth. */
    header(email: string): string {
      const c = cookie(email);
      return `${c.name}=${c.value}; Path=${c.attributes.path}; Max-Age=${c.attributes.maxAge}; HttpOnly; SameSite=Lax${c.attributes.secure ? '; Secure' : ''}`;
    },
    /** Whether `value` (the cookie named nameFor(email)) marks a browser known to `email`, unexpired. */
    isKnown(email: string, value: string | null | undefined): boolean {
      if (!value || value.length > VALUE_MAX) return false;
      const [expiresText, given] = value.split('.');
      const expires = Number(expiresText);
      if (!given || !Number.isInteger(expires) || expires * 1000 <= Date.now()) return false;
      const expected = Buffer.from(proof(email, expires));
      const actual = Buffer.from(given);
      return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
