import type { Option } from './options/option.ts';

// Spec §4 client subscription_status. 'trial' is shown by the detail view and by onboarding.
export const agencyStatusOptions = [
  { value: 'active', label: 'Ativo' },
  { value: 'trial', label: 'Em teste' },
  { value: 'suspended', label: 'Suspenso' },
  { value: 'cancelled', label: 'Cancelado' },
  { value: 'inactive', label: 'Inativo' },
] as const satisfies readonly Option[];

export const agencyStatuses = ['active', 'trial', 'suspended', 'cancelled', 'inactive'] as const;
export type AgencyStatus = (typeof agencyStatuses)[number];

/** Statuses offered by the list filter buttons (spec: all, active, suspended, cancelled, inactive; plus the trial). */
export const agencyStatusFilters = ['active', 'trial', 'suspended', 'cancelled', 'inactive'] as const;

/** Labels in lists; an unknown status reads 'Desconhecido'. */
export function agencyStatusLabel(status: string): string {
  return agencyStatusOptions.find((o) => o.value === status)?.label ?? 'Desconhecido';
}

const badgeLabels: Record<string, string> = {
  active: 'Ativa',
  trial: 'Em teste',
  suspended: 'Suspensa',
  cancelled: 'Cancelada',
  inactive: 'Inativa',
};

/** Status badges: the spec's feminine forms; anything else reads 'Ativo'. */
export const agencyStatusBadge = (status: string) => badgeLabels[status] ?? 'Ativo';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';
export const agencyStatusTone: Record<AgencyStatus, BadgeTone> = {
  active: 'success',
  trial: 'info',
  suspended: 'warning',
  cancelled: 'danger',
  inactive: 'neutral',
};
