import { z } from 'zod';
import { formatMessages as f } from '../../messages.ts';
import { isCep } from '../../validators/cep.ts';
import { parseBrDate, todayBr } from '../../validators/date.ts';
import { onlyDigits } from '../../validators/digits.ts';
import { parseMoney } from '../../validators/money.ts';
import { requestMessages as m } from './messages.ts';
import { CODE, MONEY_MAX_CENTS, TEXT } from '../../limits.ts';
import { maxChars } from '../fields.ts';

// Builders the request forms need beyond ../fields.ts: optional documents checked when filled,
// option lists, money and years. Same rule: empty → the field's message, filled wrong → format message.

/**
 * CEP required without the 8-character rule (Casos Especiais and the requester block): empty gives
 * `required`; a filled CEP must still be a real one, or nothing downstream could use it.
 */
export const requiredCepField = (required: string, invalid: string = f.cepInvalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CODE.cep, maxChars(CODE.cep, invalid))
    .pipe(z.string().refine(isCep, invalid))
    .transform(onlyDigits);

/** Money typed as "1.234,56": optional, kept as integer centavos (null when blank), at most MONEY_MAX_CENTS. */
export const optionalMoneyField = (invalid: string = f.moneyInvalid, tooLarge: string = f.moneyTooLarge) =>
  z
    .string({ error: invalid })
    .trim()
    .max(CODE.money, maxChars(CODE.money, invalid))
    .optional()
    .default('')
    .refine((v) => v === '' || (parseMoney(v) ?? -1) >= 0, { error: invalid, abort: true })
    .refine((v) => v === '' || parseMoney(v)! <= MONEY_MAX_CENTS, tooLarge)
    .transform((v) => (v === '' ? null : parseMoney(v)));

/** A select: '' (nothing chosen) gives `required`; its output is one of `values`. */
export const choiceField = <V extends string>(values: readonly [V, ...V[]], required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(TEXT.label, maxChars(TEXT.label, m.invalidChoice))
    .pipe(z.enum(values, { error: m.invalidChoice }));

export const optionalChoiceField = <V extends string>(values: readonly [V, ...V[]]) =>
  z
    .string({ error: m.invalidChoice })
    .trim()
    .max(TEXT.label, maxChars(TEXT.label, m.invalidChoice))
    .optional()
    .default('')
    .refine((v) => v === '' || (values as readonly string[]).includes(v), m.invalidChoice)
    .transform((v) => v as V | '');

/** A checkbox group that needs at least one ticked box; each box once at most. */
export const choiceListField = <V extends string>(values: readonly [V, ...V[]], minMessage: string) =>
  z
    .array(z.enum(values, { error: m.invalidChoice }), { error: minMessage })
    .min(1, minMessage)
    .max(values.length, m.invalidChoice);

export const flag = () => z.boolean().optional().default(false);

export const isFutureBrDate = (brDate: string, today: string = todayBr()) => {
  const iso = parseBrDate(brDate);
  return iso !== null && iso > parseBrDate(today)!;
};
