import { passwordPolicyMessage, passwordPolicyParts as p } from './messages.ts';

export type PasswordPolicy = { passwordMinLength: number; requireNumbers: boolean; requireSpecialChars: boolean };

const NUMBER = /\p{Nd}/u;
/** Anything that is neither a letter, a digit nor a space counts as special. */
const SPECIAL = /[^\p{L}\p{Nd}\s]/u;

/** What `password` lacks under `policy`, as pt-BR phrases (empty when it complies). */
export function passwordPolicyIssues(password: string, policy: PasswordPolicy): string[] {
  const missing: string[] = [];
  // Code points, as a person counts them (an emoji is one character).
  if (Array.from(password).length < policy.passwordMinLength) missing.push(p.length(policy.passwordMinLength));
  if (policy.requireNumbers && !NUMBER.test(password)) missing.push(p.number);
  if (policy.requireSpecialChars && !SPECIAL.test(password)) missing.push(p.special);
  return missing;
}

/** The pt-BR message listing what is missing, or null when the password complies. */
export function passwordPolicyError(password: string, policy: PasswordPolicy): string | null {
  const missing = passwordPolicyIssues(password, policy);
  return missing.length ? passwordPolicyMessage(missing) : null;
}

/** Everything the policy asks, as the sign-up form's hint ("A senha precisa ter pelo menos 8 caracteres e um número."). */
export function passwordPolicyHint(policy: PasswordPolicy): string {
  const parts = [p.length(policy.passwordMinLength)];
  if (policy.requireNumbers) parts.push(p.number);
  if (policy.requireSpecialChars) parts.push(p.special);
  return passwordPolicyMessage(parts);
}
