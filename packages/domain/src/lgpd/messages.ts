// pt-BR texts of Privacidade e dados (LGPD, issue 17 items 10 and 11), written once for the server
// and the web app.
const thousands = (n: number) => n.toLocaleString('pt-BR');

export const ANONYMISED_NAME = 'Titular anonimizado';
/** What the confirmation dialog accepts besides the person's CPF/CNPJ. */
export const ANONYMISE_WORD = 'ANONIMIZAR';
/** An exigência's demand after anonymisation: required text, so it says why it is gone. */
export const ERASED_TEXT = 'Texto removido (LGPD)';

export const lgpdMessages = {
  title: 'Privacidade e dados (LGPD)',
  intro: 'Consulte, exporte ou anonimize os dados que a agência guarda sobre uma pessoa, e exporte todos os dados da agência.',
  dispatcherOnly: 'Apenas o despachante responsável pela agência pode usar as ferramentas de LGPD.',
  personTitle: 'Dados de um titular',
  documentLabel: 'CPF/CNPJ do titular',
  documentRequired: 'Informe o CPF ou CNPJ',
  search: 'Buscar',
  notFound: 'A agência não guarda dados deste CPF/CNPJ.',
  anonymisedBadge: 'Anonimizado',
  anonymisedOn: (date: string) => `Dados anonimizados em ${date}.`,
  counts: {
    owners: 'Cadastros',
    vehicles: 'Veículos',
    services: 'Serviços',
    payments: 'Pagamentos',
    requests: 'Requerimentos',
    files: 'Arquivos',
    quotes: 'Orçamentos',
  },
  // Sections of the person's PDF beyond the counts
  pdfExigencias: 'Exigências',
  pdfConsents: 'Autorizações de avisos',
  pdfNotifications: 'Avisos ao cliente',
  exportJson: 'Exportar dados (JSON)',
  exportPdf: 'Exportar dados (PDF)',
  exported: 'Exportação gerada.',
  anonymise: 'Anonimizar',
  anonymiseTitle: 'Anonimizar titular',
  anonymiseWarning:
    'Nome, CPF/CNPJ, RG, endereço, telefones, e-mails e datas de nascimento serão apagados, e os arquivos enviados deste titular excluídos; os links de acompanhamento e de orçamento deixam de funcionar. Os serviços e valores ficam para a contabilidade. Não é possível desfazer.',
  confirmationLabel: `Digite o CPF/CNPJ ou ${ANONYMISE_WORD} para confirmar`,
  confirmationMismatch: `Digite o CPF/CNPJ do titular ou ${ANONYMISE_WORD}.`,
  anonymised: 'Dados do titular anonimizados.',
  cancel: 'Cancelar',
  // Agency export
  agencyTitle: 'Exportar todos os dados',
  agencyIntro: 'Um arquivo ZIP com uma planilha CSV por tabela (UTF-8, separada por ponto e vírgula) e os arquivos enviados da agência.',
  agencyStart: 'Exportar todos os dados',
  agencyRunning: 'Uma exportação da agência já está em andamento.',
  agencyNone: 'Nenhuma exportação feita ainda.',
  agencyProgress: (done: number, total: number) => `${thousands(done)} de ${thousands(total)} linhas`,
  agencyFilesProgress: (done: number, total: number) => `${thousands(done)} de ${thousands(total)} arquivos`,
  agencyDone: (who: string, date: string) => `Exportação de ${date}${who ? ` por ${who}` : ''}`,
  agencyFailed: 'A exportação falhou. Tente novamente.',
  agencyInterrupted: 'Interrompida: o servidor que a gerava parou.',
  agencyDownload: 'Baixar ZIP',
  agencyNotFound: 'Exportação não encontrada.',
  agencyNotReady: 'A exportação ainda não terminou.',
  agencyExpired: 'O arquivo desta exportação não está mais disponível. Exporte novamente.',
  // Audit trail summaries
  auditExported: (format: string) => `Exportou os dados de um titular (${format.toUpperCase()})`,
  auditAnonymised: 'Anonimizou os dados de um titular',
  auditAgencyExport: 'Exportou todos os dados da agência (ZIP)',
  // The person's PDF
  pdfTitle: 'Dados pessoais do titular (LGPD)',
  pdfGenerated: (date: string) => `Gerado em ${date}`,
} as const;
