// Spec §9 plans. Money is integer centavos.
export const DEFAULT_TRIAL_DAYS = 30;

export type PlanDefinition = {
  id: string;
  name: string;
  priceCents: number;
  baseUsers: number;
  additionalUserPriceCents: number;
  trialDays: number;
  description: string;
  features: string[];
};

export const standardPlans: PlanDefinition[] = [
  {
    id: 'basico',
    name: 'Básico',
    priceCents: 19900,
    baseUsers: 2,
    additionalUserPriceCents: 5000,
    trialDays: DEFAULT_TRIAL_DAYS,
    description: 'Para despachantes que estão começando.',
    features: ['Cadastro de veículos e proprietários', 'Formulários DETRAN-RJ', 'Relatórios básicos'],
  },
  {
    id: 'intermediario',
    name: 'Intermediário',
    priceCents: 39900,
    baseUsers: 5,
    additionalUserPriceCents: 4000,
    trialDays: DEFAULT_TRIAL_DAYS,
    description: 'Para agências com equipe.',
    features: ['Tudo do Básico', 'Origens de serviço', 'Relatórios completos'],
  },
  {
    id: 'avancado',
    name: 'Avançado',
    priceCents: 69900,
    baseUsers: 10,
    additionalUserPriceCents: 3000,
    trialDays: DEFAULT_TRIAL_DAYS,
    description: 'Para agências de alto volume.',
    features: ['Tudo do Intermediário', 'Exportação de dados', 'Suporte prioritário'],
  },
];

/** Monthly price of a plan for a number of users: base price plus each seat above the included ones. */
export function planPriceForUsers(plan: Pick<PlanDefinition, 'priceCents' | 'baseUsers' | 'additionalUserPriceCents'>, users: number): number {
  const extra = Math.max(0, users - plan.baseUsers);
  return plan.priceCents + extra * plan.additionalUserPriceCents;
}
