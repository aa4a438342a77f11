import type { ReportResultColumn } from '@despacha/domain/contracts/reports';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';

export type ReportCell = string | number | null;

/** A cell as the exports write it: money in R$, dates dd/mm/aaaa, counts with pt-BR thousands. */
export function formatCell(type: ReportResultColumn['type'], value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'int':
      return typeof value === 'number' ? value.toLocaleString('pt-BR') : String(value);
    case 'date':
      return formatBrDate(String(value)) || String(value);
    default:
      return String(value);
  }
}

export const isNumeric = (type: ReportResultColumn['type']) => type === 'money' || type === 'int';
