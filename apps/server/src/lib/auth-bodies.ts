import { z } from 'zod';
import { forgotPasswordRequest, loginRequest, newPasswordText, passwordText, signupRequest } from '@despacha/domain/contracts/auth';
import { maxChars, requiredEmail } from '@despacha/domain/contracts/fields';
import { changePasswordBody } from '@despacha/domain/contracts/users';
import { backupCodeBody, totpCodeBody, twoFactorPasswordBody } from '@despacha/domain/two-factor';
import { authErrorMessages, authMessages, commonMessages } from '@despacha/domain/messages';
import { invalid, type FieldErrors } from './http-error.ts';

// better-auth checks types but no lengths, so /api/auth/* bodies pass our contracts here first:
// the same fields and pt-BR messages as the forms, in the wire shapes the web (and better-auth's
// own client) sends. Keys better-auth reads are declared and bounded; any other key is dropped.

/** A callback or redirect address (better-auth checks it against our origins); a path in practice. */
const URL_MAX = 2048;
/** better-auth's tokens have 24 to 32 characters: anything far longer is not one. */
const TOKEN_MAX = 256;

const badUrl = authErrorMessages.INVALID_CALLBACK_URL!;
const badToken = authErrorMessages.INVALID_TOKEN!;

const callbackUrl = () => z.string({ error: badUrl }).max(URL_MAX, maxChars(URL_MAX, badUrl)).optional();
const token = () => z.string({ error: badToken }).min(1, badToken).max(TOKEN_MAX, maxChars(TOKEN_MAX, badToken));
const flag = () => z.boolean({ error: commonMessages.invalidData }).optional();
const email = () => requiredEmail(authMessages.emailRequired);

/**
 * POST bodies by better-auth path (after /api/auth). '/update-user' is the input guard's
 * (plugins/input-guard.ts); social sign-in and account linking have no provider configured.
 */
const authBodies = new Map<string, z.ZodType>([
  ['/sign-up/email', signupRequest.extend({ callbackURL: callbackUrl(), rememberMe: flag() })],
  ['/sign-in/email', loginRequest.extend({ callbackURL: callbackUrl(), rememberMe: flag() })],
  ['/request-password-reset', forgotPasswordRequest.extend({ redirectTo: callbackUrl() })],
  // The token may come in the query string instead (better-auth reads either).
  ['/reset-password', z.object({ newPassword: newPasswordText(), token: token().optional() })],
  ['/change-password', changePasswordBody.extend({ revokeOtherSessions: flag() })],
  ['/verify-password', z.object({ password: passwordText() })],
  ['/change-email', z.object({ newEmail: email(), callbackURL: callbackUrl() })],
  ['/send-verification-email', z.object({ email: email(), callbackURL: callbackUrl() })],
  ['/revoke-session', z.object({ token: token() })],
  ['/sign-out', z.object({ callbackURL: callbackUrl(), disableRedirect: flag(), state: token().optional() })],
  // Two-factor (decision 033): the issuer is the platform's name, never the client's; no
  // "trusted device" is offered, so every sign-in of an enrolled user asks for a code.
  ['/two-factor/enable', twoFactorPasswordBody],
  ['/two-factor/disable', twoFactorPasswordBody],
  ['/two-factor/get-totp-uri', twoFactorPasswordBody],
  ['/two-factor/generate-backup-codes', twoFactorPasswordBody],
  ['/two-factor/verify-totp', totpCodeBody],
  ['/two-factor/verify-backup-code', backupCodeBody],
]);

/**
 * The body to hand better-auth for a POST to `path` (relative to /api/auth): the contract's
 * output (trimmed, unknown keys dropped), or the body as sent when no contract covers the path.
 * A body that breaks the contract throws 400 with a message per field; the answer's message is
 * the first field's, since the auth forms show it as is. A missing body is checked as `{}` and
 * stays missing.
 */
export function authRequestBody(path: string, body: unknown): unknown {
  const schema = authBodies.get(path);
  if (!schema) return body;
  const result = schema.safeParse(body === undefined ? {} : body);
  if (result.success) return body === undefined ? undefined : result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    // Only a body that is not an object fails at the root; zod's own words there are English.
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.path.length ? issue.message : commonMessages.invalidData;
  }
  throw invalid(fields, Object.values(fields)[0]);
}
