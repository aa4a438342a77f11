import type { TrialListQuery } from '@despacha/domain/contracts/subscription-metrics';

/** Cache keys of the admin subscriptions screen; the public lists are refreshed after admin edits. */
export const subscriptionsKeys = {
  all: ['admin', 'subscriptions'] as const,
  summary: ['admin', 'subscriptions', 'summary'] as const,
  trials: (filters: TrialListQuery) => ['admin', 'subscriptions', 'trials', filters] as const,
  changes: ['admin', 'subscriptions', 'changes'] as const,
  plans: ['admin', 'plans'] as const,
  fieldOptions: ['admin', 'field-options'] as const,
  /** The lists every signed-in user reads (onboarding's plans, the registry's select lists). */
  publicPlans: ['plans'] as const,
  publicFieldOptions: ['field-options'] as const,
};
