import { z } from 'zod';
import { adminMessages as m } from '../admin-messages.ts';
import { DEFAULT_TRIAL_DAYS } from '../plans.ts';
import { parseMoney } from '../validators/money.ts';
import { CODE, PLAN_FEATURES_MAX, PLAN_FEATURES_TEXT_MAX, PLAN_PRICE_MAX_CENTS, TEXT, TRIAL_DAYS_MAX, USERS_MAX, digitsOf } from '../limits.ts';
import { planResponse } from './agencies.ts';
import { maxChars } from './fields.ts';

/** Spec §5: zero or blank trial days mean the default trial. */
const trialOrDefault = (days: number | undefined) => (days ? days : DEFAULT_TRIAL_DAYS);
const dropBlankLines = (lines: readonly string[]) => lines.map((l) => l.trim()).filter(Boolean);

const planName = () => z.string({ error: m.planRequired }).trim().min(1, m.planRequired).max(TEXT.name, maxChars(TEXT.name));
const planDescription = () => z.string().trim().max(TEXT.note, maxChars(TEXT.note));

// Prices and counts stay far below their int4 columns: a plan of R$ 1.000.000,00 or 10.000 seats is no plan.
const planFields = z.object({
  name: planName(),
  priceCents: z.number({ error: m.planRequired }).int(m.planPriceInvalid).min(0, m.planPriceInvalid).max(PLAN_PRICE_MAX_CENTS, m.planPriceTooLarge),
  description: planDescription(),
  baseUsers: z.number({ error: m.planBaseUsersInvalid }).int(m.planBaseUsersInvalid).min(1, m.planBaseUsersInvalid).max(USERS_MAX, m.planBaseUsersTooLarge),
  additionalUserPriceCents: z
    .number({ error: m.planAdditionalPriceInvalid })
    .int(m.planAdditionalPriceInvalid)
    .min(0, m.planAdditionalPriceInvalid)
    .max(PLAN_PRICE_MAX_CENTS, m.planAdditionalPriceTooLarge),
  trialDays: z
    .number({ error: m.planTrialDaysInvalid })
    .int(m.planTrialDaysInvalid)
    .min(0, m.planTrialDaysInvalid)
    .max(TRIAL_DAYS_MAX, m.planTrialDaysTooLarge),
  features: z.array(z.string().max(TEXT.featureLine, maxChars(TEXT.featureLine, m.planFeatureTooLong))).max(PLAN_FEATURES_MAX, m.planFeaturesTooMany),
  active: z.boolean(),
});

/**
 * POST /api/admin/plans (spec §5): name and price required; money in centavos; baseUsers 1,
 * additional user price 0 and trial 30 days when left out (trial also when 0); blank feature lines dropped.
 */
export const createPlanRequest = planFields
  .partial({ description: true, baseUsers: true, additionalUserPriceCents: true, trialDays: true, features: true, active: true })
  .transform((v) => ({
    name: v.name,
    priceCents: v.priceCents,
    description: v.description ?? '',
    baseUsers: v.baseUsers ?? 1,
    additionalUserPriceCents: v.additionalUserPriceCents ?? 0,
    trialDays: trialOrDefault(v.trialDays),
    features: dropBlankLines(v.features ?? []),
    active: v.active ?? true,
  }));
export type CreatePlanRequest = z.input<typeof createPlanRequest>;
export type CreatePlanData = z.output<typeof createPlanRequest>;

/** PATCH /api/admin/plans/:id: the fields sent change (an edit, or just `active` to (de)activate). */
export const updatePlanRequest = planFields.partial().transform((v) => ({
  ...v,
  ...(v.trialDays !== undefined ? { trialDays: trialOrDefault(v.trialDays) } : {}),
  ...(v.features !== undefined ? { features: dropBlankLines(v.features) } : {}),
}));
export type UpdatePlanRequest = z.input<typeof updatePlanRequest>;
export type UpdatePlanData = z.output<typeof updatePlanRequest>;

export const adminPlanResponse = planResponse.extend({
  active: z.boolean(),
  /** Agencies on the plan, counted by the database. */
  clients: z.number().int(),
  createdAt: z.string(),
});
export type AdminPlanResponse = z.infer<typeof adminPlanResponse>;

/**
 * The plan form as typed: prices as "R$ 1.234,56" text, counts as text, features one per line.
 * Its output is the API's create/update body.
 */
const moneyText = (message: string, tooLarge: string) =>
  z
    .string()
    .max(CODE.money, maxChars(CODE.money, message))
    .transform((text, ctx) => {
      const cents = parseMoney(text);
      const issue = cents === null || cents < 0 ? message : cents > PLAN_PRICE_MAX_CENTS ? tooLarge : null;
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
      return cents!;
    });
/** A count typed as text ('' → undefined): a longer text than the maximum's digits is larger than it. */
const optionalInt = (min: number, max: number, message: string, tooLarge: string) =>
  z
    .string()
    .trim()
    .max(digitsOf(max), maxChars(digitsOf(max), tooLarge))
    .transform((t, ctx) => {
      if (t === '') return undefined;
      const n = Number(t);
      const issue = !Number.isInteger(n) || n < min ? message : n > max ? tooLarge : null;
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue });
        return z.NEVER;
      }
      return n;
    });
/** The feature list typed one per line; blank lines are dropped. */
const featureLines = z
  .string()
  .max(PLAN_FEATURES_TEXT_MAX, maxChars(PLAN_FEATURES_TEXT_MAX))
  .transform((text, ctx) => {
    const lines = dropBlankLines(text.split('\n'));
    const issue = lines.length > PLAN_FEATURES_MAX ? m.planFeaturesTooMany : lines.some((l) => l.length > TEXT.featureLine) ? m.planFeatureTooLong : null;
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
    return lines;
  });

/** What the form sends, on create and on edit; activation has its own switch. */
export type PlanFormData = Omit<CreatePlanData, 'active'>;

export const planFormSchema = z
  .object({
    name: planName(),
    price: z
      .string()
      .trim()
      .min(1, m.planRequired)
      .max(CODE.money, maxChars(CODE.money, m.planPriceInvalid))
      .pipe(moneyText(m.planPriceInvalid, m.planPriceTooLarge)),
    description: planDescription(),
    baseUsers: optionalInt(1, USERS_MAX, m.planBaseUsersInvalid, m.planBaseUsersTooLarge),
    additionalUserPrice: z
      .string()
      .max(CODE.money, maxChars(CODE.money, m.planAdditionalPriceInvalid))
      .transform((t) => (t.trim() === '' ? '0' : t))
      .pipe(moneyText(m.planAdditionalPriceInvalid, m.planAdditionalPriceTooLarge)),
    trialDays: optionalInt(0, TRIAL_DAYS_MAX, m.planTrialDaysInvalid, m.planTrialDaysTooLarge),
    features: featureLines,
  })
  .transform((v): PlanFormData => ({
    name: v.name,
    priceCents: v.price,
    description: v.description,
    baseUsers: v.baseUsers ?? 1,
    additionalUserPriceCents: v.additionalUserPrice,
    trialDays: trialOrDefault(v.trialDays),
    features: v.features,
  }));
export type PlanFormValues = z.input<typeof planFormSchema>;
