// The audit trail's pt-BR texts (issue 17 items 8–9, decision 035), written once for the server's
// exports and the web screens. No zod here: the pages import these eagerly.

export const auditActions = [
  'created', 'updated', 'viewed', 'exported', 'deleted', 'anonymised', 'signed_in', 'sign_in_failed', 'forbidden', 'admin_action',
] as const;
export type AuditActionValue = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditActionValue, string> = {
  created: 'Criou',
  updated: 'Alterou',
  viewed: 'Visualizou',
  exported: 'Exportou',
  deleted: 'Excluiu',
  anonymised: 'Anonimizou',
  signed_in: 'Entrou',
  sign_in_failed: 'Entrada recusada',
  forbidden: 'Acesso recusado',
  admin_action: 'Ação administrativa',
};

/** Record kinds a filter offers (what personal data the issue names, and a few more); others still show. */
export const auditEntityLabels: Record<string, string> = {
  owner: 'Cliente',
  vehicle: 'Veículo',
  service: 'Serviço',
  request: 'Requerimento',
  file: 'Arquivo',
  user: 'Usuário',
  agency: 'Agência',
  client: 'Agência',
  quote: 'Orçamento',
  guia: 'Guia',
  exigencia: 'Exigência',
  settings: 'Configurações',
  origin: 'Origem',
  subscription: 'Assinatura',
  report: 'Relatório',
  caixa: 'Caixa',
  commission: 'Comissão',
  access: 'Acesso',
  plan: 'Plano',
  billing: 'Cobrança',
  backup: 'Backup',
  outbox: 'Caixa de saída de e-mails',
  monitoring: 'Monitoramento',
  field_option: 'Opção de campo',
  service_catalog: 'Catálogo de serviços',
  licensing_calendar: 'Calendário de licenciamento',
  platform: 'Plataforma',
  audit: 'Auditoria',
};
export const auditEntityLabel = (entity: string) => auditEntityLabels[entity] ?? entity;

/** Events one export writes at most: more is refused with a hint, never cut silently. */
export const AUDIT_EXPORT_MAX = 50_000;
export const AUDIT_PAGE_SIZE = 50;

export const auditMessages = {
  title: 'Auditoria',
  adminTitle: 'Auditoria da plataforma',
  intro: 'Quem criou, alterou, visualizou, exportou ou excluiu dados pessoais, entradas no sistema e acessos recusados.',
  adminIntro: 'Eventos de todas as agências e da plataforma (administradores, entradas e acessos recusados).',
  filterActor: 'Pessoa',
  filterAction: 'Ação',
  filterEntity: 'Registro',
  filterEntityId: 'Código do registro',
  filterSearch: 'CPF, CNPJ ou placa',
  filterAgency: 'Agência',
  filterFrom: 'De',
  filterTo: 'Até',
  any: 'Todos',
  anyFem: 'Todas',
  platformOnly: 'Somente plataforma',
  apply: 'Filtrar',
  clear: 'Limpar filtros',
  columnWhen: 'Data e hora',
  columnWho: 'Pessoa',
  columnAgency: 'Agência',
  columnAction: 'Ação',
  columnRecord: 'Registro',
  columnSummary: 'Descrição',
  columnChanges: 'Alterações',
  columnIp: 'Endereço IP',
  anonymous: 'Anônimo',
  platform: 'Plataforma',
  empty: 'Nenhum evento encontrado com esses filtros.',
  emptyHint: 'Mude a pessoa, a ação, o registro ou o período, ou limpe os filtros.',
  loadMore: 'Carregar mais',
  exportCsv: 'Exportar CSV',
  exportXlsx: 'Exportar XLSX',
  exporting: 'Exportando…',
  exportFailed: 'Não foi possível exportar a auditoria.',
  changesShow: 'Ver alterações',
  changeLine: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
  emptyValue: '(vazio)',
  retentionNote: (years: number) => `Eventos são mantidos por ${years} ${years === 1 ? 'ano' : 'anos'} (Configurações › Segurança).`,
  searchInvalid: 'Informe um CPF, CNPJ ou placa válido.',
  periodInvalid: 'Informe datas válidas (dd/mm/aaaa).',
  periodOrder: 'A data final deve ser igual ou posterior à inicial.',
  filterInvalid: 'Filtro inválido.',
  cursorInvalid: 'Página inválida.',
  formatInvalid: 'Formato inválido: use CSV ou XLSX.',
  tooManyToExport: `A exportação tem mais de ${AUDIT_EXPORT_MAX.toLocaleString('pt-BR')} eventos: reduza o período ou use mais filtros.`,
  exportTitle: 'Auditoria',
  loadFailed: 'Não foi possível carregar a auditoria.',
} as const;
