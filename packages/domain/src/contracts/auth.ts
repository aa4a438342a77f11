import { z } from 'zod';
import { authMessages as m, unlockMessages } from '../messages.ts';
import { TEXT } from '../limits.ts';
import { maxChars, requiredEmail, requiredText } from './fields.ts';
import { UNLOCK_TOKEN_MAX } from './unlock-token.ts';

export const SIGNUP_PASSWORD_MIN = 6;

/** A password as typed (never trimmed): required, at most TEXT.password characters. */
export const passwordText = (required: string = m.passwordRequired) =>
  z.string({ error: required }).min(1, required).max(TEXT.password, maxChars(TEXT.password));

/** A new password: also at least SIGNUP_PASSWORD_MIN characters. */
export const newPasswordText = () => passwordText().min(SIGNUP_PASSWORD_MIN, m.passwordMin);

export const signupRequest = z.object({
  name: requiredText(m.nameRequired, TEXT.name),
  email: requiredEmail(m.emailRequired),
  password: newPasswordText(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  email: requiredEmail(m.emailRequired),
  password: passwordText(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const forgotPasswordRequest = z.object({
  email: requiredEmail(m.emailRequired),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    password: newPasswordText(),
    confirm: z.string().max(TEXT.password, maxChars(TEXT.password)),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: m.passwordConfirmMismatch });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export { UNLOCK_TOKEN_MAX } from './unlock-token.ts';

/** POST /api/sign-in-unlock: the token of the e-mailed link that marks this browser as the owner's. */
export const unlockSignInRequest = z.object({
  token: z.string({ error: unlockMessages.invalidLink }).min(1, unlockMessages.invalidLink).max(UNLOCK_TOKEN_MAX, maxChars(UNLOCK_TOKEN_MAX)),
});
export type UnlockSignInRequest = z.infer<typeof unlockSignInRequest>;
