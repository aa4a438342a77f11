import type { AuditDeclaration } from './audit-declaration-types.ts';

// better-auth's endpoints behind GET and POST /api/auth/*, by method and path, as
// testing/audit-declarations.ts declares the app's routes. The test lists the endpoints from
// better-auth itself (server-only ones have no route), so a plugin added later must be declared.

const NO_SOCIAL = 'no social provider is configured: refused before anything is read or changed';
const OWN_SESSIONS = "the caller's own sessions: ending them is signing out, which the trail does not record";
const DISABLED = 'not enabled in lib/auth.ts: refused before anything changes';

export const authDeclarations: Record<string, AuditDeclaration> = {
  // Ways in: a session made is 'signed_in' (lib/auth.ts), a refusal 'sign_in_failed'
  // (lib/login-lockout.ts, lib/audit-two-factor.ts). With two-factor on, only the code signs in.
  'POST /sign-in/email': { action: 'signed_in', entity: 'user' },
  'POST /two-factor/verify-totp': { action: 'signed_in', entity: 'user' },
  'POST /two-factor/verify-backup-code': { action: 'signed_in', entity: 'user' },
  'GET /verify-email': { action: 'signed_in', entity: 'user' },
  // The account (lib/audit-auth-plugin.ts).
  'POST /sign-up/email': { action: 'created', entity: 'user', id: '@answer' },
  'POST /reset-password': { action: 'updated', entity: 'user' },
  'POST /change-password': { action: 'updated', entity: 'user', id: '@actor' },
  'POST /update-user': { action: 'updated', entity: 'user', id: '@actor' },
  'POST /two-factor/disable': { action: 'updated', entity: 'user', id: '@actor' },
  'POST /two-factor/generate-backup-codes': { action: 'updated', entity: 'user', id: '@actor' },
  'POST /two-factor/get-totp-uri': { action: 'viewed', entity: 'user', id: '@actor' },
  'POST /two-factor/enable': { exempt: 'starts an enrolment that the first code confirms: two-factor turns on, and is audited, at /two-factor/verify-totp' },
  'POST /two-factor/send-otp': { exempt: 'no OTP sender is configured (TOTP only): refused' },
  'POST /two-factor/verify-otp': { exempt: 'no OTP sender is configured (TOTP only): refused' },
  'POST /request-password-reset': {
    exempt: 'mails a reset link (kept in the outbox without SMTP, whose reading is audited); the password set through it is audited at /reset-password',
  },
  'POST /send-verification-email': { exempt: 'mails the confirmation link again; following it signs in, which is audited' },
  'POST /sign-out': { exempt: OWN_SESSIONS },
  'POST /revoke-session': { exempt: OWN_SESSIONS },
  'POST /revoke-sessions': { exempt: OWN_SESSIONS },
  'POST /revoke-other-sessions': { exempt: OWN_SESSIONS },
  'POST /update-session': { exempt: 'no session field of ours may be set through it' },
  'POST /change-email': { exempt: DISABLED },
  'POST /delete-user': { exempt: DISABLED },
  'GET /delete-user/callback': { exempt: DISABLED },
  'POST /sign-in/social': { exempt: NO_SOCIAL },
  'POST /link-social': { exempt: NO_SOCIAL },
  'POST /unlink-account': { exempt: NO_SOCIAL },
  'POST /refresh-token': { exempt: NO_SOCIAL },
  'POST /get-access-token': { exempt: NO_SOCIAL },
  'GET /callback/:id': { exempt: NO_SOCIAL },
  'POST /callback/:id': { exempt: NO_SOCIAL },
  'GET /account-info': { exempt: NO_SOCIAL },
  'GET /get-session': { exempt: "the caller's own session" },
  'POST /get-session': { exempt: "the caller's own session" },
  'POST /verify-password': { exempt: "checks the caller's own password (lib/login-lockout.ts counts the wrong ones); nothing changes" },
  'GET /ok': { exempt: 'answers ok; nothing read or changed' },
  'GET /error': { exempt: "better-auth's error page; nothing read or changed" },
  'GET /list-sessions': { exempt: "the caller's own sessions" },
  'GET /list-accounts': { exempt: "the caller's own sign-in methods" },
  'GET /reset-password/:token': { exempt: 'sends the link on to the reset page; nothing changes until POST /reset-password' },
};
