import { guessablePasswordMessages as m } from '@despacha/domain/settings/messages';
import { passwordPolicyError, type PasswordPolicy } from '@despacha/domain/settings/password-policy';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Whose password it is, when known: their e-mail and name must not be in it. */
export type PasswordOwner = { email: string; name: string };

// Lower case, no accents, letters and digits only: "Ana.Souza!" and "anasouza" are the same guess.
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** What an attacker who knows the person tries first: the password is, or holds, the address or the full name. */
function personal(plain: string, owner: PasswordOwner): boolean {
  const email = owner.email.trim().toLowerCase();
  const local = folded(email.split('@')[0] ?? '');
  const whole = [folded(email), folded(owner.name)].filter((term) => term.length >= 4);
  return plain === local || whole.some((term) => plain.includes(term));
}

/**
 * Every new password, wherever it is chosen (sign-up, reset, change, temporary passwords): the
 * security tab's rules first, then what makes a compliant password guessable. The pt-BR message,
 * or null when the password may be used.
 */
export function newPasswordError(password: string, policy: PasswordPolicy, owner: PasswordOwner | null): string | null {
  const broken = passwordPolicyError(password, policy);
  if (broken) return broken;
  const plain = folded(password);
  if (owner && personal(plain, owner)) return m.personal;
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || COMMON_PASSWORDS.has(plain)) return m.common;
  return null;
}
