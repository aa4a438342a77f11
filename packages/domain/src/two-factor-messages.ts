// Two-factor sign-in (decision 033): words and constants only, no zod. The /login page's code
// step imports this file and has a small JS budget (decision 003); the contracts are in two-factor.ts.

/** Authenticator codes have 6 digits; better-auth's backup codes are 10 characters with a dash. */
export const TOTP_DIGITS = 6;
export const BACKUP_CODE_MAX = 32;

export const twoFactorMessages = {
  codeRequired: 'Informe o código do aplicativo autenticador.',
  codeInvalid: 'O código tem 6 dígitos.',
  backupCodeRequired: 'Informe um código de recuperação.',
  passwordRequired: 'Informe sua senha.',
  /** Server → web: an administrator must enrol before the admin area (twoFactorAuth setting). */
  enrolmentRequired: 'A plataforma exige verificação em duas etapas para administradores. Ative-a para continuar.',
  enabled: 'Verificação em duas etapas ativada',
  disabled: 'Verificação em duas etapas desativada',
  title: 'Verificação em duas etapas',
  codeStepTitle: 'Código de verificação',
  codeStepHint: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  backupStepHint: 'Digite um dos seus códigos de recuperação. Cada código funciona uma vez.',
  useBackup: 'Usar um código de recuperação',
  useApp: 'Usar o aplicativo autenticador',
  verify: 'Verificar',
  uriInvalid: 'Endereço do autenticador inválido.',
  cardDescription: 'Além da senha, peça um código do aplicativo autenticador (Google Authenticator, Authy, 1Password...) ao entrar.',
  statusOn: 'Ativada',
  statusOff: 'Desativada',
  password: 'Senha',
  enable: 'Ativar verificação em duas etapas',
  disable: 'Desativar',
  scanHint: 'Escaneie o QR code com o aplicativo autenticador ou digite a chave abaixo. Depois, informe o código de 6 dígitos que ele mostrar.',
  secretLabel: 'Chave',
  qrAlt: 'QR code para o aplicativo autenticador',
  confirm: 'Confirmar',
  backupTitle: 'Códigos de recuperação',
  backupHint: 'Guarde estes códigos: cada um permite entrar uma vez sem o aplicativo. Eles não serão mostrados de novo.',
  backupDownload: 'Baixar códigos (.txt)',
  backupDone: 'Guardei os códigos',
  disableHint: 'Informe sua senha para desativar.',
} as const;

/** The 403 code the server answers on the admin API while an administrator has not enrolled. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
