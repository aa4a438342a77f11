import { describe, expect, it } from 'vitest';
import { cellText, dateText, isDateFormat, numberText } from './xlsx-reader.ts';

describe('numberText', () => {
  it('writes digits with a dot, no exponent, at 15 significant digits', () => {
    expect(numberText(1234.56)).toBe('1234.56');
    expect(numberText(12345678901)).toBe('12345678901');
    expect(numberText(123456789012345)).toBe('123456789012345');
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(-5)).toBe('-5');
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(1.5e-7)).toBe('0.00000015');
    expect(numberText(Number.NaN)).toBe('');
  });
});

describe('dateText', () => {
  it('writes dd/mm/aaaa from the UTC parts, and a bare time as a time', () => {
    expect(dateText(new Date(Date.UTC(2024, 1, 29, 23, 59)))).toBe('29/02/2024');
    expect(dateText(new Date(Date.UTC(1899, 11, 30, 8, 5)))).toBe('08:05');
    expect(dateText(new Date(Number.NaN))).toBe('');
  });
});

describe('cellText', () => {
  it('turns every exceljs value into the text a user would type', () => {
    expect(cellText(null)).toBe('');
    expect(cellText('ABC1D23')).toBe('ABC1D23');
    expect(cellText(true)).toBe('VERDADEIRO');
    expect(cellText(false)).toBe('FALSO');
    expect(cellText({ richText: [{ text: 'São ' }, { text: 'João' }] })).toBe('São João');
    expect(cellText({ text: 'site', hyperlink: 'https://example.com' })).toBe('site');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText({ formula: 'A1*2', result: 10 })).toBe('10');
    expect(cellText({ formula: 'A1&B1', result: 'ab' })).toBe('ab');
    expect(cellText({ formula: 'A1' })).toBe('');
    expect(cellText({ formula: '1/0', result: Number.NaN })).toBe(''); // an error result, as the streaming reader parses it
    expect(cellText({ formula: 'A1+1', result: 45323 }, 'dd/mm/yyyy')).toBe('01/02/2024');
    expect(cellText({ sharedFormula: 'A1', result: 7 })).toBe('7');
  });

  it('knows date formats from number formats', () => {
    expect(isDateFormat('dd/mm/yyyy')).toBe(true);
    expect(isDateFormat('mm-dd-yy')).toBe(true);
    expect(isDateFormat('#,##0.00')).toBe(false);
    expect(isDateFormat('"R$" #,##0.00')).toBe(false);
    expect(isDateFormat('[Red]0.00')).toBe(false);
  });
});
