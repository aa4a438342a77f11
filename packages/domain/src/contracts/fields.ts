import { z } from 'zod';
import { formatMessages as f } from '../messages.ts';
import { isCep } from '../validators/cep.ts';
import { chassisFitsYear, chassisFormat, isChassisFormat, normalizeChassis } from '../validators/chassis.ts';
import { isCnhFormat } from '../validators/cnh.ts';
import { isCnpj, normalizeCnpj } from '../validators/cnpj.ts';
import { isCpf } from '../validators/cpf.ts';
import { isCpfOrCnpj } from '../validators/cpf-cnpj.ts';
import { formatBrDate, isBrDate, parseBrDate } from '../validators/date.ts';
import { parseMoney } from '../validators/money.ts';
import { onlyDigits, strictDigits } from '../validators/digits.ts';
import { isPhone, normalizePhone } from '../validators/phone.ts';
import { isPlate, normalizePlate } from '../validators/plate.ts';
import { isRenavam, normalizeRenavam } from '../validators/renavam.ts';
import { isUf } from '../validators/uf.ts';
import { isEmail } from '../validators/email.ts';
import { CODE, MONEY_MAX_CENTS, PAGE_MAX, TEXT } from '../limits.ts';

// Field builders shared by every contract. A required field shows the spec's message when it is
// empty and the format message when it is filled wrong; values are normalized on the way in.
// Every string has a maximum (limits.ts), checked first and fatally (abort), so no format check,
// normalization or form-level rule ever reads an oversized value.

/** The length check every text runs before anything else: 'Máximo de N caracteres' unless told. */
export const maxChars = (max: number, message: string = f.tooLong(max)) => ({ error: message, abort: true }) as const;

/** Required text of at most `max` characters: trimmed, with the field's own message when empty. */
export const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, maxChars(max));

/** Optional text of at most `max` characters: trimmed, '' when absent. */
export const boundedText = (max: number) => z.string().trim().max(max, maxChars(max));
export const optionalText = (max: number) => boundedText(max).optional().default('');

/** A search box or a text filter of a list: '' when absent. */
export const searchText = () => optionalText(TEXT.search);

/** A record id in a body or filter (a uuid, or a plan id such as 'basico'): '' when absent. */
export const optionalId = () => optionalText(TEXT.id);

/** A whole number within [min, max] (the column's and the meaning's), one message for any miss. */
export const boundedInt = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The page of a list asked in the query string: 1 when absent. */
export const pageNumber = () =>
  z.coerce.number({ error: f.pageInvalid }).int(f.pageInvalid).min(1, f.pageInvalid).max(PAGE_MAX, f.pageInvalid).optional().default(1);

// The format check runs only on a filled value (pipe), so a field shows one message: the spec's
// when empty, the format's when wrong (a code longer than its format is wrong too). Issues stay
// non-fatal, so form-level rules still run.
const checked = (required: string, invalid: string, test: (v: string) => boolean, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxChars(max, invalid)).pipe(z.string().refine(test, invalid));

export const requiredEmail = (requiredMessage: string, invalidMessage: string = f.emailInvalid) =>
  requiredText(requiredMessage, TEXT.email).pipe(z.email(invalidMessage));

/** Optional e-mail: '' is accepted, anything else must be an address (spec: 'Email inválido'). */
export const optionalEmail = (invalidMessage: string = f.emailInvalid) =>
  z
    .string({ error: invalidMessage })
    .trim()
    .max(TEXT.email, maxChars(TEXT.email))
    .optional()
    .default('')
    .refine((v) => v === '' || isEmail(v), invalidMessage);

export const cpfField = (required: string, invalid: string = f.cpfInvalid) => checked(required, invalid, isCpf, CODE.cpf).transform(onlyDigits);

export const cnpjField = (required: string, invalid: string = f.cnpjInvalid) => checked(required, invalid, isCnpj, CODE.cnpj).transform(normalizeCnpj);

export const cpfCnpjField = (required: string, invalid: string = f.cpfCnpjInvalid) =>
  checked(required, invalid, isCpfOrCnpj, CODE.cpfCnpj).transform(normalizeCnpj);

/** Optional CPF/CNPJ: empty is fine, a filled value must be valid. */
export const optionalCpfCnpjField = (invalid: string = f.cpfCnpjInvalid) => optionalChecked(invalid, isCpfOrCnpj, normalizeCnpj, CODE.cpfCnpj);

export const plateField = (required: string, invalid: string = f.plateInvalid) => checked(required, invalid, isPlate, CODE.plate).transform(normalizePlate);

export const renavamField = (required: string, invalid: string = f.renavamInvalid) =>
  checked(required, invalid, isRenavam, CODE.renavam).transform(normalizeRenavam);

/** A VIN, or a pre-VIN chassis that the form's checkChassisYear then holds to the vehicle's year. */
export const chassisField = (required: string, invalid: string = f.chassisInvalid) =>
  checked(required, invalid, isChassisFormat, CODE.chassis).transform(normalizeChassis);

/**
 * Form-level: a pre-VIN chassis (5 to 21 characters) needs the vehicle's manufacturing year, up to
 * 1986; said on the chassis field. A VIN or a chassis the field already refused adds nothing.
 */
export function checkChassisYear(chassis: string | undefined, year: string | undefined, ctx: z.RefinementCtx, path: PropertyKey[]) {
  if (chassis && chassisFormat(chassis) === 'old' && !chassisFitsYear(chassis, year ?? '')) {
    ctx.addIssue({ code: 'custom', message: f.chassisOldFormat, path });
  }
}

/** CEP: the spec's own rule is "at least 8 characters"; a filled CEP must also be a real one. */
export const cepField = (minMessage: string, invalid: string = f.cepInvalid) =>
  z
    .string({ error: minMessage })
    .trim()
    .min(8, minMessage)
    .max(CODE.cep, maxChars(CODE.cep, invalid))
    .pipe(z.string().refine(isCep, invalid))
    .transform(onlyDigits);

export const ufField = (required: string, invalid: string = f.ufInvalid) =>
  z
    .string({ error: required })
    .trim()
    .min(2, required)
    .max(CODE.uf, maxChars(CODE.uf, invalid))
    .pipe(z.string().refine(isUf, invalid))
    .transform((v) => v.toUpperCase());

/** The national number is stored: '+55 (21) 98765-4321' and '(021) 98765-4321' both become '21987654321'. */
const storedPhone = (v: string) => normalizePhone(v) ?? v;

export const phoneField = (required: string, invalid: string = f.phoneInvalid) => checked(required, invalid, isPhone, CODE.phone).transform(storedPhone);

/** An optional field checked only when filled ('' stays ''). */
const optionalCode = (invalid: string, test: (v: string) => boolean, max: number) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, maxChars(max, invalid))
    .optional()
    .default('')
    .refine((v) => v === '' || test(v), invalid);

/** An optional field checked only when filled, normalized on the way in ('' stays ''). */
const optionalChecked = (invalid: string, test: (v: string) => boolean, normalize: (v: string) => string, max: number) =>
  optionalCode(invalid, test, max).transform((v) => (v === '' ? '' : normalize(v)));

export const optionalPhoneField = (invalid: string = f.phoneInvalid) => optionalChecked(invalid, isPhone, storedPhone, CODE.phone);

/**
 * CNH: optional; when filled, 11 digits ('CNH deve ter 11 dígitos'), not one digit repeated (its own
 * message). A check-digit mismatch is only a warning, see cnhCheckDigitsMatch.
 */
export const optionalCnhField = (invalid: string = f.cnhInvalid) =>
  optionalCode(invalid, (v) => /^\d{11}$/.test(strictDigits(v) ?? ''), CODE.cnh)
    .superRefine((v, ctx) => {
      if (/^\d{11}$/.test(strictDigits(v) ?? '') && !isCnhFormat(v)) ctx.addIssue({ code: 'custom', message: f.cnhRepeated });
    })
    .transform((v) => (v === '' ? '' : onlyDigits(v)));

export const brDateField = (required: string, invalid: string = f.dateInvalid) => checked(required, invalid, isBrDate, CODE.date);

export const optionalBrDateField = (invalid: string = f.dateInvalid) => optionalCode(invalid, isBrDate, CODE.date);

export const isVehicleYear = (v: string) => /^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= new Date().getFullYear() + 1;

export const yearField = (required: string, invalid: string = f.yearInvalid) => checked(required, invalid, isVehicleYear, CODE.year);

export const optionalPlateField = (invalid: string = f.plateInvalid) => optionalChecked(invalid, isPlate, normalizePlate, CODE.plate);
export const optionalRenavamField = (invalid: string = f.renavamInvalid) => optionalChecked(invalid, isRenavam, normalizeRenavam, CODE.renavam);
export const optionalChassisField = (invalid: string = f.chassisInvalid) => optionalChecked(invalid, isChassisFormat, normalizeChassis, CODE.chassis);
export const optionalCepField = (invalid: string = f.cepInvalid) => optionalChecked(invalid, isCep, onlyDigits, CODE.cep);
export const optionalUfField = (invalid: string = f.ufInvalid) => optionalChecked(invalid, isUf, (v) => v.toUpperCase(), CODE.uf);
export const optionalCpfField = (invalid: string = f.cpfInvalid) => optionalChecked(invalid, isCpf, onlyDigits, CODE.cpf);
export const optionalCnpjField = (invalid: string = f.cnpjInvalid) => optionalChecked(invalid, isCnpj, normalizeCnpj, CODE.cnpj);
export const optionalYearField = (invalid: string = f.yearInvalid) => optionalChecked(invalid, isVehicleYear, (v) => v, CODE.year);

/** A declaration checkbox that must be ticked. */
export const mustBeTrue = (message: string) => z.boolean({ error: message }).refine((v) => v, message);

/**
 * Money as typed or sent: centavos, or null when left blank ('' or absent; and null itself where
 * `nullable`, as the browser sends a blank it has validated through the same field).
 */
const typedMoney = (invalid: string, max: number, tooLarge: string, nullable: boolean) =>
  z
    .union(
      [z.number().int(invalid).min(0, invalid).max(max, tooLarge), z.string().max(CODE.money, maxChars(CODE.money, invalid)), ...(nullable ? [z.null()] : [])],
      { error: invalid },
    )
    .optional()
    .transform((v, ctx): number | null => {
      if (typeof v === 'number') return v;
      if (v === undefined || v === null || v.trim() === '') return null;
      const cents = parseMoney(v);
      const message = cents === null || cents < 0 ? invalid : cents > max ? tooLarge : null;
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents!;
    });

/**
 * Money: centavos from the API (integer) or what a Brazilian types ("1.234,56"); '' or absent is 0.
 * At most `max` centavos (a service's int4 columns), said with `tooLarge`.
 */
export const moneyField = (invalid: string = f.moneyInvalid, max: number = MONEY_MAX_CENTS, tooLarge: string = f.moneyTooLarge) =>
  typedMoney(invalid, max, tooLarge, false).transform((v) => v ?? 0);

/** As moneyField, but a blank stays null: "not typed" apart from a typed 0,00 (an exemption, say). */
export const blankableMoneyField = (invalid: string = f.moneyInvalid, max: number = MONEY_MAX_CENTS, tooLarge: string = f.moneyTooLarge) =>
  typedMoney(invalid, max, tooLarge, true);

/** Optional date: dd/mm/aaaa as typed or ISO yyyy-mm-dd from the API; leaves as ISO or null. */
export const optionalDateField = (invalid: string = f.dateInvalid) =>
  z
    .union([z.string().max(CODE.date, maxChars(CODE.date, invalid)), z.null()], { error: invalid })
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
