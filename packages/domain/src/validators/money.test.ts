import { describe, expect, it } from 'vitest';
import { formatMoney, moneyText, parseMoney } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [19900, 'R$ 199,00'],
    [100000000, 'R$ 1.000.000,00'],
    [-150, '-R$ 1,50'],
  ])('formats %i centavos as %s', (cents, text) => expect(formatMoney(cents)).toBe(text));

  it('uses a plain space, not a no-break one', () => expect(formatMoney(100)).not.toMatch(/\u00a0/));
});

describe('moneyText', () => {
  it.each([
    [123456, '1.234,56'],
    [0, '0,00'],
    [5, '0,05'],
    [-150, '-1,50'],
  ])('shows %i centavos as %s', (cents, text) => expect(moneyText(cents)).toBe(text));
});

describe('parseMoney', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['0,5', 50],
    ['10', 1000],
    ['R$\u00a010,00', 1000],
    ['1.000.000', 100000000],
    ['-1,50', -150],
    [' 199,9 ', 19990],
    // What the money mask shows mid-typing: the comma waits for its centavos.
    ['1.234,', 123400],
  ])('reads %s as %i centavos', (text, cents) => expect(parseMoney(text)).toBe(cents));

  it.each(['1,234', '12.34', '1.23,45', '1,2,3', ',5', 'abc', 'R$', ''])('rejects %s', (text) => expect(parseMoney(text)).toBeNull());

  it('round-trips through formatMoney', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 999, 1000, 123456, 9999999, 123456789, -1, -123456]) {
      expect(parseMoney(formatMoney(cents)), String(cents)).toBe(cents);
    }
  });
});
