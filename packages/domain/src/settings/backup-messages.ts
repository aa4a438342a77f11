// Backup and Integração's pt-BR texts without zod: Configurações shows them at render, and zod
// loads only with a form (decision 009). backups.ts re-exports them with the API's shapes.

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
