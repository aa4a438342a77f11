// Apart from contracts/dashboard.ts so that the web dashboard shows them without loading zod.
/** Spec §6: isAdmin switches two card labels. */
export const dashboardLabels = {
  agency: { customers: 'Clientes Ativos', activeServices: 'Serviços Ativos', pendingDocuments: 'Documentos Pendentes', monthRevenue: 'Faturamento' },
  platform: { customers: 'Total de Clientes', activeServices: 'Serviços Ativos', pendingDocuments: 'Documentos Pendentes', monthRevenue: 'Receita Mensal' },
} as const;
