import type { AllSettings, SettingsTab } from '@despacha/domain/settings/defaults';
import { SUBSCRIPTION_EXPIRING_DAYS } from '@despacha/domain/settings/admin-notification-mails';

// Configurações' labels (spec §2 tabs platform, security, notifications, integration, backup).

type FieldText = { label: string; hint?: string };
type Fields<T extends SettingsTab> = Record<keyof AllSettings[T], FieldText>;

export const settingsStrings = {
  tabs: { platform: 'Plataforma', security: 'Segurança', notifications: 'Notificações', integration: 'Integração', backup: 'Backup' },
  tabsLabel: 'Seções das configurações',
  save: 'Salvar',
  saving: 'Salvando...',
  loading: 'Carregando configurações...',
  loadError: 'Não foi possível carregar as configurações.',
  retry: 'Tentar novamente',
  saveErrorTitle: 'Erro',
  nothingChanged: 'Nenhuma alteração para salvar.',
  unsaved: '(alterações não salvas)',
  yes: 'Sim',
  no: 'Não',
  historyTitle: 'Histórico de alterações',
  historyEmpty: 'Nenhuma alteração registrada ainda.',
  historyBy: (name: string | null) => name ?? 'Usuário removido',
  notificationsNote: 'Emails enviados a todos os administradores ativos. Desligado, aquele tipo de email deixa de ser enviado.',
  integrationNote:
    'O que este servidor tem configurado (variáveis de ambiente e Faturamento). "Testar" faz de verdade: envia um email de teste para você, grava, lê e apaga um arquivo de teste, confere o segredo do webhook e a chave PIX.',
  integration: {
    smtp: 'Envio de email (SMTP)',
    smtpOn: (from: string | null) => `Configurado${from ? ` (remetente ${from})` : ''}`,
    smtpOff: 'Não configurado: os emails ficam na caixa de saída e os links aparecem no log do servidor.',
    storage: 'Armazenamento de arquivos',
    storageLocal: 'Disco local, na pasta de dados do servidor',
    storageS3: (bucket: string | null) => `S3${bucket ? ` (bucket ${bucket})` : ''}`,
    webhook: 'Webhook do provedor de pagamentos',
    pixKey: 'Chave PIX das faturas',
    configured: 'Configurado',
    notConfigured: 'Não configurado',
  },
  fields: {
    platform: {
      platformName: { label: 'Nome da plataforma', hint: 'Aparece nos títulos das páginas, no menu, no login e nos emails.' },
      supportEmail: { label: 'Email de suporte', hint: 'Vai nos emails e na página de agência bloqueada. Em branco: nenhum.' },
      maxUsersPerClient: { label: 'Máximo de usuários por cliente', hint: 'Limite acima do que o plano vende.' },
      trialPeriodDays: { label: 'Período de teste (dias)', hint: 'Padrão de um novo cliente em teste quando o período não é informado.' },
      sessionTimeout: { label: 'Tempo limite da sessão (minutos)', hint: 'Sessão sem uso por esse tempo é encerrada; toda sessão dura no máximo 24 horas.' },
      maintenanceMode: { label: 'Modo de manutenção', hint: 'Somente administradores usam o sistema enquanto estiver ligado.' },
      newRegistrations: { label: 'Permitir novos cadastros' },
      emailVerificationRequired: { label: 'Exigir confirmação de email para entrar' },
      autoBackup: { label: 'Backup automático', hint: 'Um backup por dia (veja a aba Backup).' },
      backupRetention: { label: 'Retenção dos backups (dias)', hint: 'Backups mais antigos são apagados; recomendado: 30.' },
    },
    security: {
      passwordMinLength: { label: 'Tamanho mínimo da senha' },
      requireSpecialChars: { label: 'Exigir caracteres especiais' },
      requireNumbers: { label: 'Exigir números' },
      passwordExpiry: { label: 'Expiração da senha (dias)', hint: '0 = a senha nunca expira.' },
      maxLoginAttempts: {
        label: 'Máximo de tentativas de login',
        hint: 'Por conta e endereço de origem: depois disso, o acesso a partir desse endereço fica bloqueado por 15 minutos.',
      },
      twoFactorAuth: {
        label: 'Autenticação em dois fatores para administradores',
        hint: 'Administradores precisam ativar a verificação em duas etapas em Minha conta antes de usar a área administrativa.',
      },
      auditRetentionYears: {
        label: 'Retenção da auditoria (anos)',
        hint: 'Eventos mais antigos são apagados uma vez por dia; padrão: 5 anos (prazos legais de guarda).',
      },
    },
    notifications: {
      newClientRegistration: { label: 'Novo cliente cadastrado', hint: 'Cadastro pelo site ou por outro administrador.' },
      paymentFailures: { label: 'Falhas de pagamento', hint: 'Cobrança recusada pelo provedor e faturas que vencem sem pagamento.' },
      subscriptionExpiring: {
        label: 'Assinaturas expirando',
        hint: `Teste que termina ou assinatura a ser suspensa por inadimplência nos próximos ${SUBSCRIPTION_EXPIRING_DAYS} dias.`,
      },
      systemAlerts: { label: 'Alertas do sistema', hint: 'Incidentes abertos pelo monitoramento ou registrados por um administrador.' },
      weeklyReports: { label: 'Relatório semanal', hint: 'Toda segunda-feira: novos clientes, receita, falhas e incidentes da semana anterior.' },
      monthlyReports: { label: 'Relatório mensal', hint: 'Todo dia 1º: os mesmos números do mês anterior.' },
    },
  } satisfies { [T in SettingsTab]: Fields<T> },
} as const;
