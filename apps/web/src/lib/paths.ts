// Every route of the app with its pt-BR title: one place for links, menus and page headings.
export const paths = {
  home: { path: '/', title: 'Início' },
  login: { path: '/login', title: 'Entrar' },
  forgotPassword: { path: '/esqueci-senha', title: 'Esqueci minha senha' },
  resetPassword: { path: '/redefinir-senha', title: 'Redefinir senha' },
  unlockAccess: { path: '/liberar-acesso', title: 'Liberar acesso' },
  onboarding: { path: '/onboarding', title: 'Cadastre sua agência' },
  changePassword: { path: '/trocar-senha', title: 'Trocar senha' },
  myAccount: { path: '/minha-conta', title: 'Minha conta' },

  dashboard: { path: '/dashboard', title: 'Dashboard' },
  reports: { path: '/reports', title: 'Relatórios' },
  caixa: { path: '/caixa', title: 'Caixa' },
  systemRegistration: { path: '/cadastro-sistema', title: 'Cadastro do Sistema' },
  importData: { path: '/importar-dados', title: 'Importar dados' },
  serviceLedger: { path: '/servicos/:id/financeiro', title: 'Financeiro do serviço' },
  forms: { path: '/formularios', title: 'Formulários' },
  saleIntention: { path: '/intencao-venda', title: 'Intenção de Venda' },
  saleIntentionCancel: { path: '/cancelamento-intencao-venda', title: 'Cancelamento de Intenção de Venda' },
  transitInspection: { path: '/vistoria-transito', title: 'Vistoria em Trânsito' },
  feeExemption: { path: '/isencao-taxa', title: 'Isenção de Taxa (2ª via CRV/CRLV)' },
  saleCommunication: { path: '/comunicacao-venda', title: 'Comunicação de Venda' },
  saleCommunicationSpecial: {
    path: '/casos-especiais-comunicacao-venda',
    title: 'Casos Especiais de Comunicação de Venda',
  },
  saleInformation: { path: '/informacao-venda', title: 'Informação de Venda' },
  ownershipCertificate: { path: '/certidao-propriedade', title: 'Certidão de Propriedade' },
  serviceOrigins: { path: '/origem-servicos', title: 'Origem dos Serviços' },
  requestsHistory: { path: '/solicitacoes', title: 'Solicitações' },
  requestDetail: { path: '/solicitacoes/:id', title: 'Solicitação' },
  guidePl: { path: '/guia-pl', title: 'Guia PL' },
  guideGeneral: { path: '/guia-geral', title: 'Guia Geral' },
  requirementReturn: { path: '/retorno-exigencia', title: 'Retorno de Exigência' },
  quotes: { path: '/orcamentos', title: 'Orçamentos' },
  agenda: { path: '/agenda', title: 'Agenda' },
  privacy: { path: '/privacidade', title: 'Privacidade e dados (LGPD)' },
  agencyUsers: { path: '/usuarios', title: 'Usuários' },
  subscription: { path: '/assinatura', title: 'Assinatura' },
  customerTracking: { path: '/acompanhamento-clientes', title: 'Acompanhamento do cliente' },
  audit: { path: '/auditoria', title: 'Auditoria' },

  admin: { path: '/admin', title: 'Dashboard Administrativo' },
  adminDashboard: { path: '/admin/dashboard', title: 'Dashboard' },
  adminClients: { path: '/admin/clients', title: 'Clientes' },
  adminClientNew: { path: '/admin/clients/new', title: 'Novo Cliente' },
  adminClient: { path: '/admin/clients/:id', title: 'Detalhes do Cliente' },
  adminClientEdit: { path: '/admin/clients/:id/edit', title: 'Editar Cliente' },
  adminUsers: { path: '/admin/users', title: 'Usuários' },
  adminUserNew: { path: '/admin/users/new', title: 'Novo Usuário' },
  adminSubscriptions: { path: '/admin/subscriptions', title: 'Assinaturas' },
  adminServiceCatalog: { path: '/admin/service-catalog', title: 'Catálogo de Serviços' },
  adminBilling: { path: '/admin/billing', title: 'Faturamento' },
  adminSettings: { path: '/admin/settings', title: 'Configurações' },
  adminMonitoring: { path: '/admin/monitoring', title: 'Monitoramento' },
  adminAudit: { path: '/admin/auditoria', title: 'Auditoria' },
} as const;

export type PathKey = keyof typeof paths;

/** True for /admin and every path below it (the red admin area). */
export const isAdminPath = (pathname: string): boolean =>
  pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`);
