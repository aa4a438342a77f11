// pt-BR texts of the dashboards; card labels come from dashboardLabels, status labels from serviceStatusOptions.
export const dashboardStrings = {
  cardsTitle: 'Indicadores',
  activitiesTitle: 'Atividades Recentes',
  activitiesEmpty: 'Nenhuma atividade recente.',
  statusTitle: 'Status dos Serviços',
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

export const welcome = (name: string) => `Bem-vindo, ${name}!`;
export const activityBy = (name: string) => `por ${name}`;
