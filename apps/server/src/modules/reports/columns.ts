import type { ReportResultColumn } from '@despacha/domain/contracts/reports';
import type { ReportKind } from '@despacha/domain/reports/kinds';

// The columns of each report (decision 026), one list for the screen, the totals and every export.
export type ReportColumnDef = ReportResultColumn & { width: number };

const col = (key: string, header: string, type: ReportColumnDef['type'], width: number): ReportColumnDef => ({ key, header, type, width });

const money = [col('total', 'Total (R$)', 'money', 14), col('paid', 'Pago (R$)', 'money', 14), col('balance', 'Saldo (R$)', 'money', 14)];

/** GERAL, DAP and 0KM list services; they differ in which services, not in what is shown. */
export const serviceColumns: ReportColumnDef[] = [
  col('number', 'Nº', 'int', 8),
  col('owner', 'Proprietário', 'text', 32),
  col('document', 'CPF/CNPJ', 'text', 20),
  col('plate', 'Placa', 'text', 10),
  col('renavam', 'RENAVAM', 'text', 13),
  col('service', 'Serviço', 'text', 28),
  col('stage', 'Etapa', 'text', 13),
  col('status', 'Status', 'text', 13),
  col('openedOn', 'Aberto em', 'date', 11),
  col('prazo', 'Prazo', 'date', 11),
  col('completedOn', 'Concluído em', 'date', 12),
  // The fee as printed: "a confirmar" when unknown (decision 078), its total then leaves it out.
  col('detranFee', 'Taxa DETRAN', 'text', 12),
  ...money,
];

export const originColumns: ReportColumnDef[] = [
  col('origin', 'Origem', 'text', 36),
  col('cnpj', 'CNPJ', 'text', 20),
  col('services', 'Serviços', 'int', 10),
  // How many of them have the DETRAN fee "a confirmar": summed without it (decision 078).
  col('feesToConfirm', 'Taxa DETRAN a confirmar', 'int', 12),
  ...money,
];

export const columnsOf = (kind: ReportKind) => (kind === 'por-origem' ? originColumns : serviceColumns);

/** The columns a totals row adds up: counts and money. */
export const summedKeys = (columns: readonly ReportColumnDef[]) =>
  columns.filter((c) => c.type === 'money' || (c.type === 'int' && c.key !== 'number')).map((c) => c.key);
