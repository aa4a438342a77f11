import { z } from 'zod';
import { formatMessages as f } from '../messages.ts';
import { isCep } from '../validators/cep.ts';
import { isChassis, normalizeChassis } from '../validators/chassis.ts';
import { isCnhFormat } from '../validators/cnh.ts';
import { isCnpj, normalizeCnpj } from '../validators/cnpj.ts';
import { isCpf } from '../validators/cpf.ts';
import { isCpfOrCnpj } from '../validators/cpf-cnpj.ts';
import { formatBrDate, isBrDate, parseBrDate } from '../validators/date.ts';
import { parseMoney } from '../validators/money.ts';
import { onlyDigits } from '../validators/digits.ts';
import { isPhone } from '../validators/phone.ts';
import { isPlate, normalizePlate } from '../validators/plate.ts';
import { isRenavam, normalizeRenavam } from '../validators/renavam.ts';
import { isUf } from '../validators/uf.ts';

// Field builders shared by every contract. A required field shows the spec's message when it is
// empty and the format message when it is filled wrong; values are normalized on the way in.

/** Required text: trimmed, with the field's own message when empty. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const optionalText = () => z.string().trim().optional().default('');

// The format check runs only on a filled value (pipe), so a field shows one message: the spec's
// when empty, the format's when wrong. Issues stay non-fatal, so form-level rules still run.
const checked = (required: string, invalid: string, test: (v: string) => boolean) =>
  requiredText(required).pipe(z.string().refine(test, invalid));

export const requiredEmail = (requiredMessage: string, invalidMessage: string = f.emailInvalid) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).pipe(z.email(invalidMessage));

/** Optional e-mail: '' is accepted, anything else must be an address (spec: 'Email inválido'). */
export const optionalEmail = (invalidMessage: string = f.emailInvalid) =>
  z.union([z.literal(''), z.string().trim().pipe(z.email(invalidMessage))], { error: invalidMessage }).optional().default('');

export const cpfField = (required: string, invalid: string = f.cpfInvalid) =>
  checked(required, invalid, isCpf).transform(onlyDigits);

export const cnpjField = (required: string, invalid: string = f.cnpjInvalid) =>
  checked(required, invalid, isCnpj).transform(normalizeCnpj);

export const cpfCnpjField = (required: string, invalid: string = f.cpfCnpjInvalid) =>
  checked(required, invalid, isCpfOrCnpj).transform(normalizeCnpj);

/** Optional CPF/CNPJ: empty is fine, a filled value must be valid. */
export const optionalCpfCnpjField = (invalid: string = f.cpfCnpjInvalid) => optionalChecked(invalid, isCpfOrCnpj, normalizeCnpj);

export const plateField = (required: string, invalid: string = f.plateInvalid) =>
  checked(required, invalid, isPlate).transform(normalizePlate);

export const renavamField = (required: string, invalid: string = f.renavamInvalid) =>
  checked(required, invalid, isRenavam).transform(normalizeRenavam);

export const chassisField = (required: string, invalid: string = f.chassisInvalid) =>
  checked(required, invalid, isChassis).transform(normalizeChassis);

/** CEP: the spec's own rule is "at least 8 characters"; a filled CEP must also be a real one. */
export const cepField = (minMessage: string, invalid: string = f.cepInvalid) =>
  z.string({ error: minMessage }).trim().min(8, minMessage).pipe(z.string().refine(isCep, invalid)).transform(onlyDigits);

export const ufField = (required: string, invalid: string = f.ufInvalid) =>
  z.string({ error: required }).trim().min(2, required).pipe(z.string().refine(isUf, invalid)).transform((v) => v.toUpperCase());

export const phoneField = (required: string, invalid: string = f.phoneInvalid) =>
  checked(required, invalid, isPhone).transform(onlyDigits);

export const optionalPhoneField = (invalid: string = f.phoneInvalid) =>
  z.string().trim().optional().default('').refine((v) => v === '' || isPhone(v), invalid).transform(onlyDigits);

/** CNH: optional; when filled, 11 digits (a check-digit mismatch is only a warning, see cnhCheckDigitsMatch). */
export const optionalCnhField = (invalid: string = f.cnhInvalid) =>
  z.string().trim().optional().default('').refine((v) => v === '' || isCnhFormat(v), invalid).transform(onlyDigits);

export const brDateField = (required: string, invalid: string = f.dateInvalid) => checked(required, invalid, isBrDate);

export const optionalBrDateField = (invalid: string = f.dateInvalid) =>
  z.string().trim().optional().default('').refine((v) => v === '' || isBrDate(v), invalid);

export const isVehicleYear = (v: string) => /^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= new Date().getFullYear() + 1;

export const yearField = (required: string, invalid: string = f.yearInvalid) => checked(required, invalid, isVehicleYear);

/** An optional field checked only when filled, normalized on the way in ('' stays ''). */
const optionalChecked = (invalid: string, test: (v: string) => boolean, normalize: (v: string) => string) =>
  z.string().trim().optional().default('').refine((v) => v === '' || test(v), invalid).transform((v) => (v === '' ? '' : normalize(v)));

export const optionalPlateField = (invalid: string = f.plateInvalid) => optionalChecked(invalid, isPlate, normalizePlate);
export const optionalRenavamField = (invalid: string = f.renavamInvalid) => optionalChecked(invalid, isRenavam, normalizeRenavam);
export const optionalChassisField = (invalid: string = f.chassisInvalid) => optionalChecked(invalid, isChassis, normalizeChassis);
export const optionalCepField = (invalid: string = f.cepInvalid) => optionalChecked(invalid, isCep, onlyDigits);
export const optionalUfField = (invalid: string = f.ufInvalid) => optionalChecked(invalid, isUf, (v) => v.toUpperCase());
export const optionalCpfField = (invalid: string = f.cpfInvalid) => optionalChecked(invalid, isCpf, onlyDigits);
export const optionalCnpjField = (invalid: string = f.cnpjInvalid) => optionalChecked(invalid, isCnpj, normalizeCnpj);
export const optionalYearField = (invalid: string = f.yearInvalid) => optionalChecked(invalid, isVehicleYear, (v) => v);

/** A declaration checkbox that must be ticked. */
export const mustBeTrue = (message: string) => z.boolean({ error: message }).refine((v) => v === true, message);

/** Money: centavos from the API (integer) or what a Brazilian types ("1.234,56"); '' or absent is 0. */
export const moneyField = (invalid: string = f.moneyInvalid) =>
  z
    .union([z.number().int().min(0, invalid), z.string()], { error: invalid })
    .optional()
    .transform((v, ctx) => {
      if (typeof v === 'number') return v;
      if (v === undefined || v.trim() === '') return 0;
      const cents = parseMoney(v);
      if (cents === null || cents < 0) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return cents;
    });

/** Optional date: dd/mm/aaaa as typed or ISO yyyy-mm-dd from the API; leaves as ISO or null. */
export const optionalDateField = (invalid: string = f.dateInvalid) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      const t = v?.trim() ?? '';
      if (t === '') return null;
      const iso = /^\d{4}-\d{2}-\d{2}$/.test(t) && parseBrDate(formatBrDate(t)) ? t : parseBrDate(t);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return iso;
    });
