import { z } from 'zod';
import { documentChecklist } from '../options/document-checklist.ts';
import { valuesOf } from '../options/option.ts';
import { CODE, MONEY_MAX_CENTS, TEXT } from '../limits.ts';
import { parseMoney } from '../validators/money.ts';
import { boundedInt, boundedText, maxChars, optionalDateField } from '../contracts/fields.ts';
import { normalizeDudaCode } from './duda-code.ts';
import { catalogMessages as m } from './messages.ts';
import {
  CATALOG_DEADLINE_BASIS_MAX,
  CATALOG_DEADLINE_MAX_DAYS,
  CATALOG_DOCUMENTS_MAX,
  CATALOG_DUDA_DESCRIPTION_MAX,
  CATALOG_FEE_SOURCE_MAX,
  CATALOG_YEAR_MAX,
  CATALOG_YEAR_MIN,
} from './limits.ts';

/** A DUDA code of a service type; `verified` false means "a confirmar": never printed as fact. */
export const catalogDudaCode = z.object({ id: z.string(), code: z.string(), description: z.string(), verified: z.boolean() });
export type CatalogDudaCode = z.infer<typeof catalogDudaCode>;

/**
 * A type's fee for a year. `confirmed` false is "a confirmar": no figure (`feeCents` null) or one
 * still to check (copied from the year before); it never fills a quote or a service. 0 confirmed
 * is an exemption. `source` is where the figure was read (a link), `checkedOn` the day it was.
 */
export const catalogFee = z.object({
  year: z.number().int(),
  feeCents: z.number().int().nullable(),
  confirmed: z.boolean(),
  source: z.string(),
  checkedOn: z.string().nullable(),
});
export type CatalogFee = z.infer<typeof catalogFee>;

/** One change of a fee (admin screen's history): what it became, who changed it and when. */
export const catalogFeeChange = catalogFee.extend({
  id: z.string(),
  action: z.enum(['set', 'copy', 'delete', 'seed']),
  changedByName: z.string(),
  changedAt: z.string(),
});
export type CatalogFeeChange = z.infer<typeof catalogFeeChange>;

/** One service type's catalog entry, as every signed-in user reads it. */
export const catalogEntry = z.object({
  serviceType: z.string(),
  label: z.string(),
  dudaCodes: z.array(catalogDudaCode),
  /** Newest year first. */
  fees: z.array(catalogFee),
  /** The server's current year (America/Sao_Paulo) and its confirmed fee; null is "a confirmar". */
  currentYear: z.number().int(),
  currentFeeCents: z.number().int().nullable(),
  /** Checklist items (the general 17's values) a new service of this type starts with. */
  documents: z.array(z.string()),
  deadlineDays: z.number().int().nullable(),
  deadlineBasis: z.string(),
});
export type CatalogEntry = z.infer<typeof catalogEntry>;

export const serviceTypeParams = z.object({ serviceType: z.string().trim().min(1).max(TEXT.label, maxChars(TEXT.label)) });

const year = () => z.coerce.number({ error: m.yearInvalid }).int(m.yearInvalid).min(CATALOG_YEAR_MIN, m.yearInvalid).max(CATALOG_YEAR_MAX, m.yearInvalid);
export const feeParams = serviceTypeParams.extend({ year: year() });

const feeAmount = () =>
  z
    .union(
      [
        z.number().int(m.feeInvalid).min(0, m.feeInvalid).max(MONEY_MAX_CENTS, m.feeTooLarge),
        z.string().trim().max(CODE.money, maxChars(CODE.money, m.feeInvalid)),
        z.null(),
      ],
      { error: m.feeInvalid },
    )
    .transform((v, ctx) => {
      if (v === null || v === '') return null;
      const cents = typeof v === 'number' ? v : parseMoney(v);
      const issue = cents === null || cents < 0 ? m.feeInvalid : cents > MONEY_MAX_CENTS ? m.feeTooLarge : null;
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
      return cents!;
    });

/**
 * PUT .../fees/:year: the fee as centavos or as typed ("219,89"), its source and the day it was
 * checked. A blank fee, or `confirmed: false`, keeps the year "a confirmar" (0 is an exemption).
 */
export const catalogFeeRequest = z.object({
  fee: feeAmount(),
  confirmed: z.boolean().optional(),
  source: boundedText(CATALOG_FEE_SOURCE_MAX).optional().default(''),
  checkedOn: optionalDateField(m.checkedOnInvalid),
});

/** Whether a fee request sets a confirmed fee: a figure not marked `confirmed: false`. */
export const feeRequestConfirmed = (r: { fee: number | null; confirmed?: boolean }) => r.fee !== null && r.confirmed !== false;
export type CatalogFeeRequest = z.input<typeof catalogFeeRequest>;

/** POST /api/admin/service-catalog/fees/:year/copy: last year's fees start this year, "a confirmar". */
export const catalogFeeCopyParams = z.object({ year: year() });
export const catalogFeeCopyResponse = z.object({ year: z.number().int(), fromYear: z.number().int(), copied: z.number().int() });
export type CatalogFeeCopyResponse = z.infer<typeof catalogFeeCopyResponse>;

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
