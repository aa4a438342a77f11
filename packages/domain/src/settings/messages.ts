// pt-BR texts of Configurações (spec §2 Settings, §8 toasts) and of the rules it drives.
import { adminMessages } from '../admin-messages.ts';

// The spec's toasts, written once in admin-messages.ts.
export const settingsToasts = {
  platform: adminMessages.settingsSaved,
  security: adminMessages.securityUpdated,
  notifications: adminMessages.notificationsUpdated,
} as const;

export const settingsMessages = {
  platformNameRequired: 'Informe o nome da plataforma',
  supportEmailInvalid: 'Email de suporte inválido',
  maxUsersInvalid: 'Usuários por cliente: de 1 a 10.000',
  trialDaysInvalid: 'Período de teste: de 1 a 365 dias',
  sessionTimeoutInvalid: 'Tempo de sessão: de 5 a 720 minutos',
  passwordMinLengthInvalid: 'Tamanho mínimo da senha: de 6 a 64 caracteres',
  passwordExpiryInvalid: 'Expiração da senha: de 0 a 365 dias (0 = nunca)',
  maxLoginAttemptsInvalid: 'Tentativas de login: de 3 a 20',
  auditRetentionInvalid: 'Retenção da auditoria: de 1 a 20 anos',
  invalidBoolean: 'Informe sim ou não.',
  saveFailed: 'Não foi possível salvar as configurações.',
  maintenanceTitle: 'Plataforma em manutenção',
  /** The API answer to a non-administrator while the platform is in maintenance. */
  maintenance: 'A plataforma está em manutenção. Tente novamente em alguns minutos.',
  registrationsClosed: 'Novos cadastros estão encerrados no momento. Procure o administrador da plataforma.',
  seatCapReached: (max: number) => `Limite da plataforma de ${max.toLocaleString('pt-BR')} usuários por cliente atingido.`,
} as const;

/** The login toast's description (spec §8 'Bem-vindo ao ...'), with Configurações' platformName. */
export const welcomeMessage = (platformName: string) => `Bem-vindo ao ${platformName}`;

/** Shown with the support address wherever one is published (blocked agency page). */
export const supportEmailLabel = 'Email de suporte:';

/** What a new password lacks, each item a phrase completing "A senha precisa ter". */
export const passwordPolicyParts = {
  length: (min: number) => `pelo menos ${min} caracteres`,
  number: 'um número',
  special: 'um caractere especial (por exemplo ! @ # $ %)',
} as const;

export const passwordPolicyMessage = (missing: string[]) =>
  `A senha precisa ter ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} e ${missing.at(-1)}` : missing[0]}.`;

/** The password expired (security tab's passwordExpiry): the user chooses a new one at sign-in. */
/** A password that meets the rules but is easy to guess (issue 32 item 12). */
export const guessablePasswordMessages = {
  personal: 'A senha não pode ser nem conter o seu e-mail ou o seu nome.',
  common: 'Esta senha está entre as mais usadas e seria adivinhada logo. Escolha outra.',
} as const;

export const passwordExpiredMessage = 'Sua senha expirou. Escolha uma nova senha para continuar.';
