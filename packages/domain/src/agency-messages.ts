// Texts of agency onboarding and tenancy.
export const agencyMessages = {
  nameRequired: 'Nome da agência é obrigatório',
  cnpjRequired: 'CNPJ é obrigatório',
  planRequired: 'Selecione um plano',
  planUnknown: 'Plano não encontrado',
  alreadyMember: 'Seu usuário já pertence a uma agência.',
  noAgency: 'Seu usuário ainda não pertence a uma agência.',
  adminCannotOnboard: 'Administradores da plataforma não criam agências pelo onboarding.',
  createdTitle: 'Agência criada',
  createdDescription: 'Seu período de teste começou. Bom trabalho!',
  createFailed: 'Erro ao criar agência. Tente novamente.',
} as const;
