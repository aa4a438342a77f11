import { z } from 'zod';
import { authMessages as m } from '../messages.ts';
import { requiredEmail, requiredText } from './fields.ts';

export const SIGNUP_PASSWORD_MIN = 6;

export const signupRequest = z.object({
  name: requiredText(m.nameRequired),
  email: requiredEmail(m.emailRequired),
  password: z.string().min(1, m.passwordRequired).min(SIGNUP_PASSWORD_MIN, m.passwordMin),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  email: requiredEmail(m.emailRequired),
  password: z.string().min(1, m.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const forgotPasswordRequest = z.object({
  email: requiredEmail(m.emailRequired),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    password: z.string().min(1, m.passwordRequired).min(SIGNUP_PASSWORD_MIN, m.passwordMin),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: m.passwordConfirmMismatch });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
