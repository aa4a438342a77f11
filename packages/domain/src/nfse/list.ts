// Notas fiscais (issue 37, decision 075): the agency's NFS-e list and the month's XMLs as a ZIP.
// Without zod: /notas-fiscais reads its sort keys and labels at render, and zod loads only with a
// form (decision 009). list-contracts.ts holds the query and answer schemas.

/** The list's sortable columns (GET /api/nfse?sort=&dir=); newest first by default. */
export const nfseListSortKeys = ['issued', 'competence', 'number', 'tomador', 'value', 'status'] as const;
export type NfseListSortKey = (typeof nfseListSortKeys)[number];

/** Which date the month filters on: the competência declared in the DPS, or the day it was issued (Brasília). */
export const nfseDateBases = ['competencia', 'emissao'] as const;
export type NfseDateBasis = (typeof nfseDateBases)[number];

export const NFSE_PAGE_SIZE = 50;
/** At most this many XMLs in one month's ZIP: a despachante issues far fewer; more is refused, not cut. */
export const NFSE_ZIP_MAX = 5000;
/** Months a filter may name (the table's competence check is 2000–2100). */
export const NFSE_YEAR_MIN = 2000;
/** Rows in one export of the list (XLSX, CSV): far above a year of a busy agency; more is refused, not cut. */
export const NFSE_EXPORT_MAX = 20_000;
/** Rows in the PDF: an A4 table of some 60 pages, what the PDF workers render in their time limit (as the caixa's). */
export const NFSE_PDF_EXPORT_MAX = 2_500;
/** GET /api/nfse/export?format=. */
export const nfseExportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type NfseExportFormat = (typeof nfseExportFormats)[number];
export const NFSE_YEAR_MAX = 2100;

/** aaaa-mm within the years above. */
export const isNfseMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && Number(v.slice(0, 4)) >= NFSE_YEAR_MIN && Number(v.slice(0, 4)) <= NFSE_YEAR_MAX;

/** "01/2026" from "2026-01". */
export const displayNfseMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

export const nfseListMessages = {
  monthInvalid: 'Mês inválido (use aaaa-mm)',
  monthRequired: 'Escolha o mês das notas',
  basisInvalid: 'Escolha competência ou emissão',
  statusInvalid: 'Situação inválida',
  zipEmpty: (month: string, basis: NfseDateBasis) =>
    `Nenhuma NFS-e autorizada com ${basis === 'competencia' ? 'competência' : 'emissão'} em ${displayNfseMonth(month)}.`,
  zipTooMany: (count: number) =>
    `O mês tem ${count.toLocaleString('pt-BR')} NFS-e autorizadas, mais do que as ${NFSE_ZIP_MAX.toLocaleString('pt-BR')} de um arquivo. Fale com o suporte.`,
  zipBusy: 'Muitos arquivos de XML sendo preparados agora. Tente de novo em alguns instantes.',
  formatInvalid: 'Formato de exportação inválido.',
  exportEmpty: 'Nenhuma NFS-e encontrada com estes filtros.',
  exportTooMany: (count: number) =>
    `O filtro tem ${count.toLocaleString('pt-BR')} NFS-e, mais do que as ${NFSE_EXPORT_MAX.toLocaleString('pt-BR')} de uma exportação. Escolha um mês ou uma situação.`,
  pdfTooMany: (count: number) =>
    `O PDF comporta até ${NFSE_PDF_EXPORT_MAX.toLocaleString('pt-BR')} notas e o filtro tem ${count.toLocaleString('pt-BR')}. Escolha um mês ou exporte em XLSX ou CSV.`,
} as const;

/** The exported file (XLSX, CSV, PDF): its title, columns and totals lines (pt-BR). */
export const nfseExportStrings = {
  title: 'Notas fiscais emitidas (NFS-e)',
  sheet: 'Notas fiscais',
  columns: {
    issued: 'Emissão',
    competence: 'Competência',
    number: 'Número da NFS-e',
    dps: 'DPS (série/número)',
    service: 'Serviço',
    tomador: 'Tomador',
    document: 'CPF/CNPJ do tomador',
    value: 'Valor (R$)',
    status: 'Situação',
    environment: 'Ambiente',
    accessKey: 'Chave de acesso',
  },
  environments: { producao: 'Produção', homologacao: 'Homologação' },
  everyMonth: 'todos os meses',
  everyStatus: 'todas as situações',
  filterLine: (basis: string, month: string, status: string) => `${basis}: ${month} · Situação: ${status}`,
  authorisedLine: (count: number) => `Autorizadas: ${count.toLocaleString('pt-BR')} ${count === 1 ? 'nota' : 'notas'}`,
  totalLine: (count: number) => `Total do filtro: ${count.toLocaleString('pt-BR')} ${count === 1 ? 'nota' : 'notas'}`,
} as const;

/** The screen Notas fiscais (pt-BR). */
export const nfseListStrings = {
  intro: 'NFS-e emitidas pela agência, com os totais do filtro. Os XML autorizados do mês saem num arquivo ZIP para o contador.',
  month: 'Mês',
  monthHint: 'Em branco: todos os meses.',
  basis: 'Mês de',
  basisLabels: { competencia: 'Competência', emissao: 'Emissão' } satisfies Record<NfseDateBasis, string>,
  status: 'Situação',
  allStatuses: 'Todas',
  list: 'Notas fiscais emitidas',
  empty: 'Nenhuma NFS-e encontrada com estes filtros.',
  loadFailed: 'Não foi possível carregar as notas fiscais.',
  issued: 'Emissão',
  competence: 'Competência',
  number: 'Número',
  numberPending: (series: string, number: number) => `DPS ${series}/${number}`,
  service: 'Serviço',
  serviceNumber: (n: number) => `nº ${n}`,
  tomador: 'Tomador',
  value: 'Valor',
  statusColumn: 'Situação',
  count: 'Notas no filtro',
  total: 'Valor no filtro',
  authorisedTotal: 'Autorizadas',
  authorisedSummary: (count: number, value: string) => `${count} ${count === 1 ? 'nota' : 'notas'} · ${value}`,
  homologacao: 'homologação',
  downloadZip: 'Baixar XML do mês (ZIP)',
  downloadZipHint: 'Escolha um mês para baixar os XML das notas autorizadas.',
  downloadZipNone: 'Nenhuma NFS-e autorizada neste mês.',
  downloadFailed: 'Não foi possível baixar o arquivo.',
  export: 'Exportar',
  exportFormats: { csv: 'Planilha CSV', xlsx: 'Planilha Excel (XLSX)', pdf: 'PDF' } satisfies Record<NfseExportFormat, string>,
  exportNone: 'Nenhuma nota no filtro para exportar.',
  exportTooLarge: 'Filtro com notas demais para exportar: escolha um mês ou uma situação.',
  pdfTooLarge: 'Filtro com notas demais para PDF: exporte em XLSX ou CSV.',
  pagerLabel: 'Páginas das notas fiscais',
  pagerItems: 'notas',
} as const;
