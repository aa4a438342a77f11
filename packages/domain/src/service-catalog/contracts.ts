import { z } from 'zod';
import { documentChecklist } from '../options/document-checklist.ts';
import { valuesOf } from '../options/option.ts';
import { CODE, MONEY_MAX_CENTS, TEXT } from '../limits.ts';
import { parseMoney } from '../validators/money.ts';
import { boundedInt, boundedText, maxChars } from '../contracts/fields.ts';
import { normalizeDudaCode } from './duda-code.ts';
import { catalogMessages as m } from './messages.ts';
import {
  CATALOG_DEADLINE_BASIS_MAX,
  CATALOG_DEADLINE_MAX_DAYS,
  CATALOG_DOCUMENTS_MAX,
  CATALOG_DUDA_DESCRIPTION_MAX,
  CATALOG_YEAR_MAX,
  CATALOG_YEAR_MIN,
} from './limits.ts';

/** A DUDA code of a service type; `verified` false means "a confirmar": never printed as fact. */
export const catalogDudaCode = z.object({ id: z.string(), code: z.string(), description: z.string(), verified: z.boolean() });
export type CatalogDudaCode = z.infer<typeof catalogDudaCode>;

export const catalogFee = z.object({ year: z.number().int(), feeCents: z.number().int() });
export type CatalogFee = z.infer<typeof catalogFee>;

/** One service type's catalog entry, as every signed-in user reads it. */
export const catalogEntry = z.object({
  serviceType: z.string(),
  label: z.string(),
  dudaCodes: z.array(catalogDudaCode),
  /** Newest year first. */
  fees: z.array(catalogFee),
  /** The server's current year (America/Sao_Paulo) and its fee, null when none was entered. */
  currentYear: z.number().int(),
  currentFeeCents: z.number().int().nullable(),
  /** Checklist items (the general 17's values) a new service of this type starts with. */
  documents: z.array(z.string()),
  deadlineDays: z.number().int().nullable(),
  deadlineBasis: z.string(),
});
export type CatalogEntry = z.infer<typeof catalogEntry>;

export const serviceTypeParams = z.object({ serviceType: z.string().trim().min(1).max(TEXT.label, maxChars(TEXT.label)) });

const year = () =>
  z.coerce
    .number({ error: m.yearInvalid })
    .int(m.yearInvalid)
    .min(CATALOG_YEAR_MIN, m.yearInvalid)
    .max(CATALOG_YEAR_MAX, m.yearInvalid);
export const feeParams = serviceTypeParams.extend({ year: year() });

/** PUT .../fees/:year: the fee as centavos or as typed ("219,89"); blank is refused (delete instead). */
export const catalogFeeRequest = z.object({
  fee: z
    .union([z.number().int(m.feeInvalid), z.string().trim().min(1, m.feeInvalid).max(CODE.money, maxChars(CODE.money, m.feeInvalid))], { error: m.feeInvalid })
    .transform((v, ctx) => {
      const cents = typeof v === 'number' ? v : parseMoney(v);
      const issue = cents === null || cents < 0 ? m.feeInvalid : cents > MONEY_MAX_CENTS ? m.feeTooLarge : null;
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
      return cents!;
    }),
});
export type CatalogFeeRequest = z.input<typeof catalogFeeRequest>;

/** PUT /api/admin/service-catalog/:serviceType: documents and legal deadline. */
export const catalogEntryRequest = z.object({
  documents: z
    .array(z.enum(valuesOf(documentChecklist), { error: m.documentInvalid }))
    .max(CATALOG_DOCUMENTS_MAX, m.documentInvalid)
    .transform((items) => [...new Set(items)]),
  deadlineDays: boundedInt(1, CATALOG_DEADLINE_MAX_DAYS, m.deadlineInvalid).nullable(),
  deadlineBasis: boundedText(CATALOG_DEADLINE_BASIS_MAX),
});
export type CatalogEntryRequest = z.input<typeof catalogEntryRequest>;

const dudaCode = () =>
  z
    .string({ error: m.dudaCodeInvalid })
    .trim()
    .max(CODE.money, maxChars(CODE.money, m.dudaCodeInvalid))
    .transform((t, ctx) => {
      const code = normalizeDudaCode(t);
      if (!code) {
        ctx.addIssue({ code: 'custom', message: m.dudaCodeInvalid });
        return z.NEVER;
      }
      return code;
    });

/** POST .../duda-codes: an admin-entered code always starts "a confirmar". */
export const catalogDudaCodeRequest = z.object({ code: dudaCode(), description: boundedText(CATALOG_DUDA_DESCRIPTION_MAX).optional().default('') });
export type CatalogDudaCodeRequest = z.input<typeof catalogDudaCodeRequest>;

/** PATCH .../duda-codes/:id: confirm (or withdraw the confirmation of) a code, or reword its note. */
export const catalogDudaCodeUpdate = z.object({
  verified: z.boolean().optional(),
  description: boundedText(CATALOG_DUDA_DESCRIPTION_MAX).optional(),
});
export type CatalogDudaCodeUpdate = z.input<typeof catalogDudaCodeUpdate>;

