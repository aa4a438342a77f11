import { z } from 'zod';
import { BACKUP_CODE_MAX, twoFactorMessages } from './two-factor-messages.ts';

// Bodies of better-auth's two-factor endpoints as we accept them (decision 033).
export { BACKUP_CODE_MAX, TOTP_DIGITS, TWO_FACTOR_REQUIRED, twoFactorMessages } from './two-factor-messages.ts';

const digits = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .regex(/^\d{6}$/, twoFactorMessages.codeInvalid);
const backup = z
  .string({ error: twoFactorMessages.backupCodeRequired })
  .trim()
  .min(1, twoFactorMessages.backupCodeRequired)
  .max(BACKUP_CODE_MAX, twoFactorMessages.backupCodeRequired);
const password = z
  .string({ error: twoFactorMessages.passwordRequired })
  .min(1, twoFactorMessages.passwordRequired)
  .max(128, twoFactorMessages.passwordRequired);

/** Bodies of better-auth's two-factor endpoints as we accept them (issuer and trustDevice dropped). */
export const totpCodeBody = z.object({ code: digits });
export const backupCodeBody = z.object({ code: backup });
export const twoFactorPasswordBody = z.object({ password });

/** The otpauth URI better-auth returned at enrolment, sent back to be drawn as a QR code. */
export const totpQrBody = z.object({
  uri: z
    .string({ error: twoFactorMessages.uriInvalid })
    .max(512, twoFactorMessages.uriInvalid)
    .regex(/^otpauth:\/\/totp\//, twoFactorMessages.uriInvalid),
});
