import { z } from 'zod';
import { agencyStatuses } from '../agency-status.ts';
import { billingMessages } from '../billing/messages.ts';
import { trialStatusOptions } from '../statuses.ts';
import { valuesOf } from '../options/option.ts';
import { pageNumber } from './fields.ts';
import { sortFields } from './lists.ts';

/** GET /api/admin/subscriptions/summary: the Subscriptions cards, computed by the server. */
export const subscriptionSummaryResponse = z.object({
  mrrCents: z.number().int(),
  arrCents: z.number().int(),
  /** Percent with one decimal over the last 30 days. */
  churnRate: z.number(),
  growthRate: z.number(),
  activeSubscriptions: z.number().int(),
  totalClients: z.number().int(),
  periodDays: z.number().int(),
});
export type SubscriptionSummaryResponse = z.infer<typeof subscriptionSummaryResponse>;

export const TRIALS_PAGE_SIZE = 20;

const trialStatuses = valuesOf(trialStatusOptions);

/** The trials tab's sortable columns; the server maps each to one SQL expression. */
export const trialSortKeys = ['client', 'plan', 'start', 'end', 'status'] as const;
export type TrialSortKey = (typeof trialSortKeys)[number];

/** GET /api/admin/subscriptions/trials: a page of them, newest trial first unless told. */
export const trialListQuery = z.object({
  status: z
    .enum(['', ...trialStatuses], { error: billingMessages.trialStatusInvalid })
    .optional()
    .default(''),
  ...sortFields(trialSortKeys, 'start', 'desc'),
  page: pageNumber(),
});
export type TrialListQuery = z.input<typeof trialListQuery>;

/** One trial: current (active or expired) or converted into a subscription. */
export const trialResponse = z.object({
  clientId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  planId: z.string(),
  planName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(trialStatuses),
  clientStatus: z.enum(agencyStatuses),
});
export type TrialResponse = z.infer<typeof trialResponse>;

export const trialPage = z.object({ items: z.array(trialResponse), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type TrialPage = z.infer<typeof trialPage>;
