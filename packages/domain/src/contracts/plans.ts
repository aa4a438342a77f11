import { z } from 'zod';
import { adminMessages as m } from '../admin-messages.ts';
import { DEFAULT_TRIAL_DAYS } from '../plans.ts';
import { parseMoney } from '../validators/money.ts';
import { planResponse } from './agencies.ts';

/** Spec §5: zero or blank trial days mean the default trial. */
const trialOrDefault = (days: number | undefined) => (days ? days : DEFAULT_TRIAL_DAYS);
const dropBlankLines = (lines: readonly string[]) => lines.map((l) => l.trim()).filter(Boolean);

const planFields = z.object({
  name: z.string({ error: m.planRequired }).trim().min(1, m.planRequired).max(120),
  priceCents: z.number({ error: m.planRequired }).int(m.planPriceInvalid).min(0, m.planPriceInvalid),
  description: z.string().trim().max(2000),
  baseUsers: z.number({ error: m.planBaseUsersInvalid }).int(m.planBaseUsersInvalid).min(1, m.planBaseUsersInvalid),
  additionalUserPriceCents: z.number({ error: m.planAdditionalPriceInvalid }).int(m.planAdditionalPriceInvalid).min(0, m.planAdditionalPriceInvalid),
  trialDays: z.number({ error: m.planTrialDaysInvalid }).int(m.planTrialDaysInvalid).min(0, m.planTrialDaysInvalid),
  features: z.array(z.string().max(300)).max(50),
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
const moneyText = (message: string) =>
  z.string().transform((text, ctx) => {
    const cents = parseMoney(text);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
const optionalInt = (min: number, message: string) =>
  z.string().transform((text, ctx) => {
    const t = text.trim();
    if (t === '') return undefined;
    const n = Number(t);
    if (!Number.isInteger(n) || n < min) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** What the form sends, on create and on edit; activation has its own switch. */
export type PlanFormData = Omit<CreatePlanData, 'active'>;

export const planFormSchema = z
  .object({
    name: z.string().trim().min(1, m.planRequired),
    price: z.string().trim().min(1, m.planRequired).pipe(moneyText(m.planPriceInvalid)),
    description: z.string().trim(),
    baseUsers: optionalInt(1, m.planBaseUsersInvalid),
    additionalUserPrice: z.string().transform((t) => (t.trim() === '' ? '0' : t)).pipe(moneyText(m.planAdditionalPriceInvalid)),
    trialDays: optionalInt(0, m.planTrialDaysInvalid),
    features: z.string(),
  })
  .transform(
    (v): PlanFormData => ({
      name: v.name,
      priceCents: v.price,
      description: v.description,
      baseUsers: v.baseUsers ?? 1,
      additionalUserPriceCents: v.additionalUserPrice,
      trialDays: trialOrDefault(v.trialDays),
      features: dropBlankLines(v.features.split('\n')),
    }),
  );
export type PlanFormValues = z.input<typeof planFormSchema>;
