import { z } from 'zod';
import { agencyStatuses } from '../agency-status.ts';
import { periodSummaryResponse } from '../billing/admin.ts';

/** GET /api/admin/dashboard: the platform's own figures (its clients and what they pay), for admins. */
export const adminDashboardResponse = z.object({
  clients: z.object({ total: z.number().int(), byStatus: z.record(z.enum(agencyStatuses), z.number().int()) }),
  mrrCents: z.number().int(),
  arrCents: z.number().int(),
  churnRate: z.number(),
  growthRate: z.number(),
  pendingCents: z.number().int(),
  overdueCents: z.number().int(),
  overdueInvoices: z.number().int(),
  collectionRate: z.number().int(),
  trialsEnding: z.array(z.object({ clientId: z.string(), clientName: z.string(), planName: z.string(), endsAt: z.string() })),
  /** This month so far (São Paulo calendar). */
  month: periodSummaryResponse,
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;
