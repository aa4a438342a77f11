import { formatBrDate } from '../validators/date.ts';

// The caixa's pt-BR texts (issue 15, decision 027), written once for the server's exports and the
// web screen. No zod here: the /caixa page imports these eagerly.

/** The longest period one caixa covers, in days (a leap year's). */
export const CAIXA_PERIOD_DAYS_MAX = 366;
/** Live entries on one page of the screen; totals, subtotals and balances still count every entry. */
export const CAIXA_PAGE_SIZE = 100;
/** Voided entries listed apart on the screen, at most. */
export const CAIXA_VOIDED_ENTRIES_MAX = 2_000;
/** Entries one export writes at most: a period with more is refused with a hint. */
export const CAIXA_EXPORT_ENTRIES_MAX = 20_000;
/** The PDF is for reading and printing, and renders within the PDF worker's 10 s (2,500 entries, 104 pages, took 6-7 s on a loaded 2-core machine): beyond this, XLSX or CSV. */
export const CAIXA_PDF_ENTRIES_MAX = 2_500;

const thousands = (n: number) => n.toLocaleString('pt-BR');

export const caixaMessages = {
  title: 'Caixa',
  periodInvalid: 'Informe datas válidas (dd/mm/aaaa).',
  periodOrder: 'A data final deve ser igual ou posterior à inicial.',
  periodTooLong: `O período do caixa deve ter no máximo ${CAIXA_PERIOD_DAYS_MAX} dias.`,
  formatInvalid: 'Formato de exportação inválido.',
  tooManyEntries: `O período tem mais de ${thousands(CAIXA_EXPORT_ENTRIES_MAX)} lançamentos. Reduza o período para exportar.`,
  pdfTooManyEntries: `O PDF comporta até ${thousands(CAIXA_PDF_ENTRIES_MAX)} lançamentos. Reduza o período ou exporte em XLSX ou CSV.`,
  opening: 'Saldo anterior',
  closing: 'Saldo final',
  totalIn: 'Entradas',
  totalOut: 'Saídas',
  net: 'Resultado',
  periodTotal: 'Total do período',
  daySubtotal: (isoDay: string) => `Subtotal de ${formatBrDate(isoDay)}`,
  methodTotal: (label: string) => `Total ${label}`,
  receipt: (n: number) => `Recibo nº ${n}`,
  refund: (n: number) => `Devolução de crédito ao cliente · recibo de devolução nº ${n}`,
  payment: 'Recebimento',
  empty: 'Nenhum lançamento no período.',
  period: (from: string, to: string) => (from === to ? formatBrDate(from) : `${formatBrDate(from)} a ${formatBrDate(to)}`),
} as const;

/** Column headers of the day-by-day table, on screen and in every export. */
export const caixaColumns = {
  date: 'Data',
  time: 'Hora',
  service: 'Serviço',
  owner: 'Proprietário',
  description: 'Descrição',
  method: 'Forma',
  in: 'Entrada',
  out: 'Saída',
  balance: 'Saldo',
  who: 'Responsável',
} as const;
