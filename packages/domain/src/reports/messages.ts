import { feeMessages } from '../money/fee-display.ts';
import { REPORT_EXPORT_ROWS_MAX, REPORT_PDF_ROWS_MAX, REPORT_PERIOD_DAYS_MAX } from './kinds.ts';

// pt-BR texts of the reports, written once for the server and the web app.
const thousands = (n: number) => n.toLocaleString('pt-BR');

export const reportMessages = {
  periodInvalid: 'Informe datas válidas (dd/mm/aaaa).',
  periodOrder: 'A data final deve ser igual ou posterior à inicial.',
  periodTooLong: `O período deve ter no máximo ${REPORT_PERIOD_DAYS_MAX} dias.`,
  filterInvalid: 'Filtro inválido.',
  kindUnknown: 'Relatório não encontrado.',
  formatInvalid: 'Formato de exportação inválido.',
  runNotFound: 'Relatório não encontrado no histórico.',
  runStillRunning: 'O relatório ainda está sendo gerado. Tente novamente em instantes.',
  runFailed: 'A geração deste relatório falhou. Gere-o novamente.',
  runInterrupted: 'Interrompido: o servidor que o gerava parou.',
  runNoFile: 'Este relatório foi gerado apenas na tela; não há arquivo para baixar.',
  tooManyRows: `O período tem mais de ${thousands(REPORT_EXPORT_ROWS_MAX)} serviços. Reduza o período ou use filtros.`,
  pdfTooManyRows: `O PDF comporta até ${thousands(REPORT_PDF_ROWS_MAX)} linhas. Reduza o período ou exporte em XLSX ou CSV.`,
  noOrigin: 'Sem origem',
  // The services whose DETRAN fee is "a confirmar" are summed without it, and the totals say how many (decision 078).
  totalsRow: (services: number, feesToConfirm = 0) =>
    `Total (${thousands(services)} ${services === 1 ? 'serviço' : 'serviços'})${feesToConfirm > 0 ? ` — ${feeMessages.feesToConfirm(feesToConfirm)}` : ''}`,
  emptyPeriod: 'Nenhum serviço no período.',
  chartServicesPerWeek: 'Serviços por semana e status',
  chartRevenueByOrigin: 'Valor por origem',
  chartTotal: 'Total',
  chartPaid: 'Pago',
} as const;

/** Labels of the filters in a run's one-line summary ("01/11/2026 a 30/11/2026 · Origem: Loja X"). */
export const reportFilterLabels = {
  origin: 'Origem',
  servico: 'Serviço',
  etapa: 'Etapa',
  posicao: 'Posição',
  status: 'Status',
  user: 'Usuário',
} as const;
