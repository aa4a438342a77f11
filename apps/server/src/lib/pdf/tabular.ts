import type { TableCell } from 'pdfmake/interfaces';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import type { CellType } from '../reports/report.ts';

const numeric = (type: CellType) => type === 'money' || type === 'int' || type === 'percent';
const decimal = (v: number, digits: number) => v.toFixed(digits).replace('.', ',');

/** A typed cell as a PDF shows it: R$ money, pt-BR dates, a decimal comma. */
export function tabularText(value: string | number | null, type: CellType): string {
  if (value === null || value === '') return '';
  if (type === 'money') return formatMoney(Number(value));
  if (type === 'percent') return `${decimal(Number(value), 2)}%`;
  if (type === 'date') return formatBrDate(String(value));
  // Whole numbers are service numbers and counts: written plain, as the screens write them.
  return String(value);
}

/**
 * A cell of a PDF table whose columns size to their content (caixa, reports): figures to the
 * right, and nothing but text may wrap, so "R$ 1.600,00" never breaks into "R$" over "1.600,00"
 * when a wide table squeezes its columns (issue 34 item 10).
 */
export const tabularCell = (value: string | number | null, type: CellType, bold = false): TableCell => ({
  text: tabularText(value, type),
  alignment: numeric(type) ? 'right' : 'left',
  bold,
  noWrap: type !== 'text',
});

export const tabularHeader = (header: string, type: CellType): TableCell => ({ text: header, bold: true, alignment: numeric(type) ? 'right' : 'left' });
