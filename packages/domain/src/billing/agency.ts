import { z } from 'zod';
import { agencyStatuses } from '../agency-status.ts';
import { boundedText } from '../contracts/fields.ts';

// The agency's own view of its subscription ("Assinatura") and the page a blocked agency sees.

export { agencyHasLeft, blockedAgencyStatuses, isBlockedAgencyStatus, DUNNING_REASON_TEXT, agencyBillingMessages } from './blocked-agency.ts';
import { agencyBillingMessages } from './blocked-agency.ts';

export const planChangeRequest = z.object({ planId: boundedText(64).min(1, agencyBillingMessages.planUnknown) });
export type PlanChangeRequest = z.infer<typeof planChangeRequest>;

const planItem = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  baseUsers: z.number().int(),
  additionalUserPriceCents: z.number().int(),
});

export const agencySubscriptionResponse = z.object({
  status: z.enum(agencyStatuses),
  plan: planItem,
  seats: z.object({ used: z.number().int(), included: z.number().int(), additional: z.number().int() }),
  /** Null while in trial with no end date known. */
  nextInvoice: z.object({ date: z.string(), amountCents: z.number().int() }).nullable(),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      periodStart: z.string().nullable(),
      periodEnd: z.string().nullable(),
      dueOn: z.string(),
      amountCents: z.number().int(),
      status: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      invoiceNumber: z.number().int(),
      method: z.string(),
      amountCents: z.number().int(),
      paidOn: z.string(),
      status: z.string(),
    }),
  ),
  /** Active plans the agency may move to. */
  plans: z.array(planItem),
});
export type AgencySubscriptionResponse = z.infer<typeof agencySubscriptionResponse>;

/** Why the agency is blocked: its status and the reason of its last status change. */
export const agencyStatusResponse = z.object({ status: z.enum(agencyStatuses), reason: z.string().nullable() });
export type AgencyStatusResponse = z.infer<typeof agencyStatusResponse>;
