import { CODE } from '../limits.ts';

/** Money is integer centavos; the UI shows "R$ 1.234,56". */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const formatMoney = (cents: number) => brl.format(cents / 100).replace(/\u00a0/g, ' ');

/** "1.234,56": what a money field shows for an amount (formatMoney without the currency sign). */
export const moneyText = (cents: number) => (cents < 0 ? '-' : '') + formatMoney(Math.abs(cents)).replace(/^R\$ /, '');

/**
 * Parses what a Brazilian types ("1.234,56", "R$ 10", "10,5", and "10," left mid-typing) into
 * centavos; null when it is not money.
 */
export function parseMoney(text: string): number | null {
  if (text.length > CODE.money) return null;
  const t = text.replace(/R\$|\s/g, '');
  if (!/^-?(\d{1,3}(\.\d{3})*|\d+)(,\d{0,2})?$/.test(t)) return null;
  const [int, frac = ''] = t.replace(/\./g, '').split(',');
  const sign = int!.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(int)) * 100 + Number(frac.padEnd(2, '0')));
}
