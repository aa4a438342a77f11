// Apart from contracts/dashboard.ts so that the web dashboard shows them without loading zod.
/** Spec §6: isAdmin switches two card labels. A receber (decision 025): the positive saldos of the services. */
export const receivableHint = 'Saldos a pagar dos serviços; créditos de clientes não descontam';
export const dashboardLabels = {
  agency: {
    customers: 'Clientes Ativos',
    activeServices: 'Serviços Ativos',
    pendingDocuments: 'Documentos Pendentes',
    monthRevenue: 'Faturamento',
    receivable: 'A receber',
  },
  platform: {
    customers: 'Total de Clientes',
    activeServices: 'Serviços Ativos',
    pendingDocuments: 'Documentos Pendentes',
    monthRevenue: 'Receita Mensal',
    receivable: 'A receber',
  },
} as const;

/** How many recent activities the dashboard lists (its placeholder draws as many rows). */
export const RECENT_ACTIVITIES = 10;
