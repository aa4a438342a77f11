import { labelOf, valuesOf, type Option } from '../options/option.ts';

// Commission settings' option lists (issue 34 item 13). The database checks hold the same values
// (apps/server/src/db/schema/commissions.ts): change both together.

/** Whether the agency pays the origin for the services it brings, or receives from it. */
export const commissionDirections = [
  { value: 'none', label: 'Sem comissão' },
  { value: 'pay', label: 'A agência paga comissão à origem' },
  { value: 'receive', label: 'A agência recebe comissão da origem' },
] as const satisfies readonly Option[];
export type CommissionDirection = (typeof commissionDirections)[number]['value'];
export const commissionDirectionValues = valuesOf(commissionDirections);
export const commissionDirectionLabel = (v: string) => labelOf(commissionDirections, v);

/** A rule is a share of the service's honorários or a fixed amount per service. */
export const commissionModes = [
  { value: 'percent', label: 'Percentual dos honorários' },
  { value: 'fixed', label: 'Valor fixo por serviço' },
] as const satisfies readonly Option[];
export type CommissionMode = (typeof commissionModes)[number]['value'];
export const commissionModeValues = valuesOf(commissionModes);

/** Most rules an origin carries: the default and one per service type, with room for added types. */
export const COMMISSION_RULES_MAX = 40;
/** The longest statement period: a year, for the annual settlement some partners ask for. */
export const COMMISSION_PERIOD_MAX_DAYS = 366;
/** Most services one statement lists; beyond, the user narrows the period. */
export const COMMISSION_ROWS_MAX = 5000;
/** Most services settled in one go. */
export const COMMISSION_SETTLE_MAX = 500;
