import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';

const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** Centavos to 'R$ 199,00' (the domain's formatter, so screens and documents agree). */
export const formatCurrency = formatMoney;

/** ISO date (as is) or timestamp (in America/Sao_Paulo) to dd/mm/aaaa. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatBrDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}
