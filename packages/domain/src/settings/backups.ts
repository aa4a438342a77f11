import { z } from 'zod';

// Configurações' Backup and Integração tabs (issue 16 items 6 and 7; decision 031): the API's
// shapes and every pt-BR text they show, written once.

/** A backup's file name: made by the server, so anything else in a URL is refused before the disk. */
export const BACKUP_NAME = /^despacha-backup-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/;
export const backupNameParams = z.object({ name: z.string().max(64).regex(BACKUP_NAME) });

export const backupItem = z.object({
  name: z.string(),
  createdAt: z.string(),
  sizeBytes: z.number().int(),
  /** null = the daily automatic backup. */
  createdByName: z.string().nullable(),
  automatic: z.boolean(),
  files: z.number().int(),
});
export type BackupItem = z.infer<typeof backupItem>;

export const backupStatusResponse = z.object({
  /** embedded: the server archives the PGlite folder and the files; postgresql: the database server does. */
  mode: z.enum(['embedded', 'postgresql']),
  autoBackup: z.boolean(),
  retentionDays: z.number().int(),
  items: z.array(backupItem),
  running: z.object({ startedAt: z.string(), createdByName: z.string().nullable() }).nullable(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** PostgreSQL only: what the server reports of its WAL archiving (PITR), when it is on. */
  server: z
    .object({
      archiveMode: z.string(),
      lastArchivedAt: z.string().nullable(),
      lastFailedAt: z.string().nullable(),
      archivedCount: z.number().int(),
    })
    .nullable(),
});
export type BackupStatusResponse = z.infer<typeof backupStatusResponse>;

export const integrationChecks = ['smtp', 'storage', 'webhook', 'pix'] as const;
export type IntegrationCheck = (typeof integrationChecks)[number];
export const integrationCheckParams = z.object({ check: z.enum(integrationChecks) });
export const integrationCheckResponse = z.object({ ok: z.boolean(), message: z.string(), durationMs: z.number().int() });
export type IntegrationCheckResponse = z.infer<typeof integrationCheckResponse>;

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;

export const backupMessages = {
  started: 'Backup iniciado. Ele aparece na lista quando terminar.',
  done: 'Backup concluído',
  alreadyRunning: 'Já existe um backup em andamento. Aguarde ele terminar.',
  external:
    'Com PostgreSQL externo, os backups do banco pertencem ao servidor de banco de dados (pg_dump ou PITR); os arquivos ficam no armazenamento configurado.',
  notFound: 'Backup não encontrado.',
  failed: 'O backup falhou. Veja o log do servidor.',
  retentionInvalid: 'Retenção dos backups: de 1 a 365 dias',
  testMailSubject: (platform: string) => `${platform}: email de teste`,
  testMailText: (platform: string) =>
    `Este é um email de teste enviado pela aba Integração das Configurações do ${platform}. Se você o recebeu, o envio de emails funciona.`,
  mailSentSmtp: (to: string) => `Email de teste enviado para ${to} pelo servidor SMTP.`,
  mailSentOutbox: (to: string) => `SMTP não configurado: email de teste para ${to} guardado na caixa de saída (link no log do servidor).`,
  mailWithheld: 'Limite de emails por hora para este destinatário atingido. Tente mais tarde.',
  mailFailed: (reason: string) => `Falha ao enviar o email de teste: ${reason}`,
  storageOk: (where: string, bytes: number) => `Armazenamento (${where}): objeto de teste de ${kb(bytes)} gravado, lido e apagado.`,
  storageMismatch: (where: string) => `Armazenamento (${where}): o objeto lido não é igual ao gravado.`,
  storageFailed: (where: string, reason: string) => `Falha no armazenamento (${where}): ${reason}`,
  webhookOk: (length: number) => `Segredo do webhook configurado (${length} caracteres).`,
  webhookMissing: 'BILLING_WEBHOOK_SECRET não configurado: o webhook de pagamentos responde 503.',
  pixOk: (kind: string) => `Chave PIX válida (${kind}), com nome e cidade do recebedor para o QR Code.`,
  pixMissing: 'Nenhuma chave PIX configurada em Faturamento: as faturas saem sem PIX.',
  pixInvalid: 'A chave PIX configurada não é válida.',
  pixIncomplete: 'Chave PIX válida, mas faltam o nome ou a cidade do recebedor em Faturamento: o QR Code não é gerado.',
  pixKinds: { cpf: 'CPF', cnpj: 'CNPJ', phone: 'telefone', email: 'email', evp: 'chave aleatória' },
} as const;
