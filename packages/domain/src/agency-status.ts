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

/**
 * Status badges read the same words as the select, the filter buttons and the lists (issue 34: a
 * badge 'Ativa' beside a filter 'Ativo' read as two different statuses); anything else reads 'Ativo'.
 */
export const agencyStatusBadge = (status: string) => agencyStatusOptions.find((o) => o.value === status)?.label ?? 'Ativo';

/** The list's filter buttons: 'Todos' and then the statuses, each under its one label. */
export const agencyStatusFilterOptions = agencyStatusFilters.map((value) => ({ value, label: agencyStatusLabel(value) }));

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';
export const agencyStatusTone: Record<AgencyStatus, BadgeTone> = {
  active: 'success',
  trial: 'info',
  suspended: 'warning',
  cancelled: 'danger',
  inactive: 'neutral',
};
