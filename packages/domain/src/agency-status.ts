export const agencyStatuses = ['active', 'trial', 'suspended', 'cancelled', 'inactive'] as const;
export type AgencyStatus = (typeof agencyStatuses)[number];

export const agencyStatusLabels: Record<AgencyStatus, string> = {
  active: 'Ativo',
  trial: 'Teste',
  suspended: 'Suspenso',
  cancelled: 'Cancelado',
  inactive: 'Inativo',
};

export function agencyStatusLabel(status: string): string {
  return (agencyStatusLabels as Record<string, string>)[status] ?? 'Desconhecido';
}
