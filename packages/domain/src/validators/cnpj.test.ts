import { generateCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { displayCnpj, isCnpj, normalizeCnpj } from './cnpj.ts';

/** Independent reference: weights 2..9 from the right, each character worth its ASCII code − 48, mod 11 (< 2 → 0). */
function referenceCheckDigits(base12: string): string {
  const digit = (chars: string) => {
    let sum = 0;
    for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(chars.length - 1 - i) - 48) * ((i % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base12);
  return `${first}${digit(base12 + first)}`;
}

describe('isCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '11.444.777/0001-61',
    '00.000.000/0001-91', // Banco do Brasil
    '33.000.167/0001-01', // Petrobras
    '60.701.190/0001-04',
    '12.ABC.345/01DE-35', // alphanumeric (IN RFB 2.229/2024)
    '12abc34501de35',
    'Q0.SLF.MBD/7VX4-39',
  ])('accepts %s', (cnpj) => expect(isCnpj(cnpj)).toBe(true));

  it.each([
    '11.222.333/0001-82', // wrong second check digit
    '11.222.333/0001-91', // wrong first check digit
    '00.000.000/0000-00',
    '11.111.111/1111-11',
    '12.ABC.345/01DE-36', // alphanumeric, wrong check digit
    '12.ABC.345/01DE-53', // alphanumeric, check digits swapped
    '12.ABD.345/01DE-35', // a letter changed, same check digits
    '12.ABC.345/01DE-3A', // check digits are always numeric
    '12ABC34501DE3', // 13 characters
    '11.222.333/0001-811', // 15 characters
    '11#222#333/0001-81', // a symbol is not punctuation
    '6ad0.t391.9asd47/0ad001-00', // letters around a number (brazilian-utils)
    '',
  ])('rejects %s', (cnpj) => expect(isCnpj(cnpj)).toBe(false));

  it('agrees with the reference check digits and the library on generated CNPJs', () => {
    for (let i = 0; i < 200; i++) {
      const cnpj = generateCnpj({ version: i % 4 === 0 ? 1 : 2 });
      expect(cnpj.slice(12), cnpj).toBe(referenceCheckDigits(cnpj.slice(0, 12)));
      expect(isCnpj(cnpj), cnpj).toBe(true);
      expect(isCnpj(cnpj.toLowerCase()), cnpj).toBe(true);
      const wrong = cnpj.slice(0, 13) + ((Number(cnpj[13]) + 1 + (i % 9)) % 10);
      expect(isCnpj(wrong), wrong).toBe(false);
      expect(isValidCnpj(wrong, { version: 2 }), wrong).toBe(false);
    }
  });

  it('accepts the reference check digits on bases that walk the whole alphabet', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 200; i++) {
      const base = Array.from({ length: 12 }, (_, j) => alphabet[(i * 7 + j * 13) % alphabet.length]).join('');
      const cnpj = base + referenceCheckDigits(base);
      expect(isCnpj(cnpj), cnpj).toBe(true);
      expect(isValidCnpj(cnpj, { version: 2 }), cnpj).toBe(true);
    }
  });
});

describe('normalizeCnpj and displayCnpj', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
  });

  it('shows the 00.000.000/0000-00 mask, letters included', () => {
    expect(displayCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(displayCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
