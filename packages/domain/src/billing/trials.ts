import { z } from 'zod';
import { TEXT } from '../limits.ts';
import { boundedInt, requiredText } from '../contracts/fields.ts';

import { billingMessages as m } from './messages.ts';
import { TRIAL_EXTEND_DAYS_MAX } from './periods.ts';

/** POST /api/admin/trials/:agencyId/extend */
export const trialExtendBody = z.object({
  days: boundedInt(1, TRIAL_EXTEND_DAYS_MAX, m.extendDaysInvalid),
  reason: requiredText(m.extendReasonRequired, TEXT.note),
});
export type TrialExtendBody = z.infer<typeof trialExtendBody>;

/** Responses of Estender and Converter. */
export const trialExtendResponse = z.object({ trialEndsAt: z.string() });
export const trialConvertResponse = z.object({ invoiceId: z.string(), number: z.number().int() });
/** POST /api/admin/invoices/:invoiceId/cancel and .../resend (sentTo: the address mailed). */
export const invoiceActionResponse = z.object({ id: z.string(), number: z.number().int(), status: z.string(), sentTo: z.string().optional() });
export type InvoiceActionResponse = z.infer<typeof invoiceActionResponse>;
