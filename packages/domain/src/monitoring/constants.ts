// Monitoramento (issue 17, spec §2, §4 and §9): the values and pt-BR texts shared by the server,
// the admin screen and the tests. Thresholds and the refresh interval are the spec's.
import { TEXT } from '../limits.ts';

export const MONITORING_REFRESH_MS = 30_000;
/** Spec §9: high usage from these percentages on. */
export const RESOURCE_THRESHOLDS = { cpu: 80, memory: 85, disk: 90 } as const;
/** Spec §9: the response-time bars are drawn on a 200 ms scale. */
export const RESPONSE_TIME_SCALE_MS = 200;
/** A check slower than this is "warning" although it answered. */
export const CHECK_WARNING_MS = 1_000;
/** A check that has not answered by then has failed. */
export const CHECK_TIMEOUT_MS = 3_000;
/** A check failing for this long opens an incident by itself. */
export const INCIDENT_AFTER_MS = 3 * 60_000;
/** The hourly performance history is kept this many days. */
export const HISTORY_DAYS = 7;

export const serviceStatuses = ['online', 'warning', 'error', 'maintenance'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];
export const checkNames = ['api', 'database', 'storage', 'email'] as const;
export type CheckName = (typeof checkNames)[number];

/** Spec §9: the system as a whole is online, in maintenance, or has issues (a check not online). */
export const systemStatuses = ['online', 'maintenance', 'issues'] as const;
export type SystemStatus = (typeof systemStatuses)[number];
export function systemStatusOf(checks: readonly { status: ServiceStatus }[], maintenance: boolean): SystemStatus {
  if (maintenance) return 'maintenance';
  return checks.some((c) => c.status === 'error' || c.status === 'warning') ? 'issues' : 'online';
}

export const incidentTypes = ['warning', 'info', 'resolved'] as const;
export const incidentStatuses = ['investigating', 'scheduled', 'resolved'] as const;
export const incidentSeverities = ['high', 'medium', 'low'] as const;
export type IncidentType = (typeof incidentTypes)[number];
export type IncidentStatus = (typeof incidentStatuses)[number];
export type IncidentSeverity = (typeof incidentSeverities)[number];

export const logLevels = ['info', 'warn', 'error'] as const;
export type LogLevelName = (typeof logLevels)[number];

// The same limits as every title and note of the product (field-max-length.ts).
export const INCIDENT_LIMITS = { title: TEXT.label, description: TEXT.note, note: TEXT.note } as const;

export const monitoringLabels = {
  title: 'Monitoramento',
  refresh: 'Atualizar',
  refreshed: 'Atualizado',
  lastUpdate: 'Última atualização',
  checkedAt: 'Verificado às',
  checks: { api: 'API', database: 'Banco de dados', storage: 'Armazenamento', email: 'E-mail' } satisfies Record<CheckName, string>,
  status: { online: 'Online', warning: 'Atenção', error: 'Erro', maintenance: 'Manutenção' } satisfies Record<ServiceStatus, string>,
  offline: 'Offline',
  system: 'Sistema',
  systemStatus: { online: 'Online', maintenance: 'Em manutenção', issues: 'Com problemas' } satisfies Record<SystemStatus, string>,
  resources: 'Uso de recursos',
  host: 'Servidor',
  process: 'Processo',
  cpu: 'CPU',
  memory: 'Memória',
  disk: 'Disco',
  highUsage: 'Uso alto',
  performance: 'Desempenho',
  requestsPerMinute: 'Requisições por minuto',
  errorRate: 'Taxa de erro',
  latency: 'Tempo de resposta',
  routeGroup: 'Grupo de rotas',
  requests: 'Requisições',
  history: 'Histórico por hora (7 dias)',
  historyEmpty: 'Ainda não há horas completas registradas.',
  incidents: 'Incidentes',
  incidentsEmpty: 'Nenhum incidente registrado.',
  newIncident: 'Registrar incidente',
  resolve: 'Resolver',
  resolutionNote: 'Nota de resolução',
  incidentTitle: 'Título',
  incidentDescription: 'Descrição',
  incidentType: 'Tipo',
  incidentStatus: 'Status',
  incidentSeverity: 'Severidade',
  save: 'Salvar',
  cancel: 'Cancelar',
  logs: 'Registros do sistema',
  logsEmpty: 'Nenhum registro neste nível.',
  allLevels: 'Todos',
  incidentType_: { warning: 'Alerta', info: 'Informação', resolved: 'Resolvido' } satisfies Record<IncidentType, string>,
  incidentStatus_: { investigating: 'Investigando', scheduled: 'Agendado', resolved: 'Resolvido' } satisfies Record<IncidentStatus, string>,
  severity: { high: 'Alta', medium: 'Média', low: 'Baixa' } satisfies Record<IncidentSeverity, string>,
  logLevel: { info: 'Info', warn: 'Aviso', error: 'Erro' } satisfies Record<LogLevelName, string>,
} as const;

export const monitoringMessages = {
  titleRequired: 'Informe o título do incidente',
  noteRequired: 'Descreva como o incidente foi resolvido',
  invalidChoice: 'Opção inválida',
  incidentNotFound: 'Incidente não encontrado',
  alreadyResolved: 'Este incidente já foi resolvido',
  incidentCreated: 'Incidente registrado',
  incidentResolved: 'Incidente resolvido',
  autoTitle: (check: string) => `${check} sem resposta`,
  autoDescription: (check: string, minutes: number, error: string) => `A verificação de ${check} falha há ${minutes} minutos. Último erro: ${error}`,
  autoResolved: 'Resolvido automaticamente: a verificação voltou a responder.',
  smtpNotConfigured: 'SMTP não configurado: os e-mails ficam na caixa de saída',
  checkTimeout: 'Sem resposta no tempo limite',
  metricsTokenInvalid: 'Token de métricas ausente ou inválido',
} as const;
