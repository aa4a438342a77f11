// pt-BR texts of the agency screens that agencyMessages does not hold.
export const agencyStrings = {
  heading: 'Cadastre sua agência',
  description: 'Informe os dados da sua agência e escolha um plano. Todos os planos começam com um período de teste gratuito.',
  name: 'Nome da agência',
  cnpj: 'CNPJ',
  cnpjPlaceholder: '00.000.000/0000-00',
  cnpjHint: 'Aceita o CNPJ numérico ou o novo CNPJ alfanumérico.',
  email: 'Email da agência',
  phone: 'Telefone',
  phonePlaceholder: '(21) 99999-9999',
  plan: 'Plano',
  plansError: 'Não foi possível carregar os planos.',
  plansEmpty: 'Nenhum plano disponível no momento.',
  retry: 'Tentar novamente',
  submit: 'Criar agência',
  submitting: 'Criando agência...',
  summaryTitle: 'Sua agência',
  statusLabel: 'Situação',
  planLabel: 'Plano',
  cnpjLabel: 'CNPJ',
} as const;

export const perMonth = (price: string) => `${price}/mês`;
export const includedUsers = (count: number) => (count === 1 ? '1 usuário incluído' : `${count} usuários incluídos`);
export const freeTrialDays = (days: number) => `${days} dias grátis`;
export const additionalUser = (price: string) => `${price} por usuário adicional`;
export const trialUntil = (date: string) => `Período de teste até ${date}`;
