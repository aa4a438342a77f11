import { z } from 'zod';

export const dashboardResponse = z.object({
  scope: z.enum(['agency', 'platform']),
  cards: z.object({
    customers: z.number().int(),
    activeServices: z.number().int(),
    pendingDocuments: z.number().int(),
    monthRevenueCents: z.number().int(), // the agency's own fees received this month, from the ledger (decisions 017, 025)
    monthPassThroughCents: z.number().int(), // DETRAN fees and vehicle debts received this month, not revenue
    receivableCents: z.number().int(), // A receber: the sum of the positive saldos (decision 025)
    receivableFeesToConfirm: z.number().int(), // services whose DETRAN fee is "a confirmar", left out of A receber (decision 078)
  }),
  statusCounts: z.object({ pending: z.number().int(), in_progress: z.number().int(), completed: z.number().int(), late: z.number().int() }),
  /** Services by process stage (decision 058): where each process is, as Nova guia and the customer read it. */
  stageCounts: z.object({
    agencia: z.number().int(),
    detran: z.number().int(),
    exigencia: z.number().int(),
    pronto: z.number().int(),
    concluido: z.number().int(),
  }),
  recentActivities: z.array(
    z.object({
      id: z.string(),
      actorName: z.string(),
      action: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      summary: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export { dashboardLabels } from '../dashboard-labels.ts';
