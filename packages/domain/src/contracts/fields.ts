import { z } from 'zod';
import { isCnpj, normalizeCnpj } from '../validators/cnpj.ts';
import { isPhone } from '../validators/phone.ts';

/** Required text: trimmed, with the field's own message when empty. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const requiredEmail = (requiredMessage: string, invalidMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).pipe(z.email(invalidMessage));

export const cnpjField = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage)
    .refine(isCnpj, invalidMessage)
    .transform(normalizeCnpj);

export const phoneField = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage)
    .refine(isPhone, invalidMessage)
    .transform((v) => v.replace(/\D/g, ''));
