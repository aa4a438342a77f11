const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
export const TEMPORARY_PASSWORD_LENGTH = 8;

export const isTemporaryPassword = (value: string) =>
  new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${TEMPORARY_PASSWORD_LENGTH}}$`).test(value);

/**
 * Spec §9: 8 characters, letters and digits (at least one of each). Look-alike characters
 * (0/O, 1/l/I) are left out because the password is read aloud or copied by hand.
 */
export function generateTemporaryPassword(randomInt: (max: number) => number = cryptoRandomInt): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(all[randomInt(all.length)]!);
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
