// pt-BR texts of the dashboards; card labels come from dashboardLabels, status labels from serviceStatusOptions.
export const dashboardStrings = {
  cardsTitle: 'Indicadores',
  activitiesTitle: 'Atividades Recentes',
  activitiesEmpty: 'Nenhuma atividade recente.',
  statusTitle: 'Status dos Serviços',
  stageTitle: 'Etapas dos processos',
  quickActionsTitle: 'Ações Rápidas',
  adminLinksTitle: 'Acesso Rápido',
  newService: 'Novo Serviço',
  newCustomer: 'Cadastrar Cliente',
  newVehicle: 'Cadastrar Veículo',
  viewReports: 'Ver Relatórios',
  loading: 'Carregando indicadores',
  loadError: 'Não foi possível carregar o dashboard.',
  loadErrorHint: 'Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
} as const;

// Serviços em exigência: the agency's services waiting on a DETRAN demand.
export const requirementStrings = {
  title: 'Serviços em exigência',
  loading: 'Carregando serviços em exigência',
  loadError: 'Não foi possível carregar os serviços em exigência.',
  empty: 'Nenhum serviço em exigência.',
  count: (n: number) => (n === 1 ? '1 serviço' : `${n} serviços`),
  item: (number: number, placa: string, servico: string) => `Nº ${number} — ${placa} — ${servico}`,
  since: (date: string) => `desde ${date}`,
  more: (shown: string, total: string) => `Mostrando os ${shown} mais recentes de ${total}.`,
} as const;

export const welcome = (name: string) => `Bem-vindo, ${name}!`;
export const activityBy = (name: string) => `por ${name}`;
