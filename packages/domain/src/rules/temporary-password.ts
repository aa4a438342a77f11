const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
/** Added only when the security settings require a special character (easy to read aloud). */
const SPECIALS = '!@#$%*';
export const TEMPORARY_PASSWORD_LENGTH = 8;
const SHAPE_MAX = 64;

export const isTemporaryPassword = (value: string) => new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${TEMPORARY_PASSWORD_LENGTH}}$`).test(value);

/**
 * What the platform accepts as a temporary password: the spec's shape, or a longer one with
 * special characters when Configurações > Segurança asks for more (the server checks that policy).
 */
export const isTemporaryPasswordShape = (value: string) =>
  new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%*]{${TEMPORARY_PASSWORD_LENGTH},${SHAPE_MAX}}$`).test(value);

/** The parts of the security settings a generated password must meet. */
export type TemporaryPasswordPolicy = { passwordMinLength: number; requireSpecialChars: boolean };

/**
 * Spec §9: 8 characters, letters and digits (at least one of each); longer, or with a special
 * character, when the platform's password policy asks for it. Look-alike characters
 * (0/O, 1/l/I) are left out because the password is read aloud or copied by hand.
 */
export function generateTemporaryPassword(randomInt: (max: number) => number = cryptoRandomInt, policy?: TemporaryPasswordPolicy): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  if (policy?.requireSpecialChars) chars.push(SPECIALS[randomInt(SPECIALS.length)]!);
  const length = Math.min(SHAPE_MAX, Math.max(TEMPORARY_PASSWORD_LENGTH, policy?.passwordMinLength ?? 0));
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

function cryptoRandomInt(max: number): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0]! % max;
}
