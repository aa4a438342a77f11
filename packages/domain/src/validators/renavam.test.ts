import { generateRenavam, isValidRenavam } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { isRenavam, normalizeRenavam, renavamCheckDigit } from './renavam.ts';

describe('isRenavam', () => {
  it.each([
    '639884962',
    '00639884962',
    '0639884962',
    '1234567897',
    '14283256656',
    '95059845976',
    '01234567897',
    '60390908553',
    '0063988496-2',
    '00639.884.962',
  ])('accepts %s', (renavam) => expect(isRenavam(renavam)).toBe(true));

  it.each([
    '00639884961', // wrong check digit
    '639884961', // legacy, wrong check digit
    '12345678901',
    '32435674537',
    '00000000000', // all digits equal
    '000000000',
    '0639884961', // 10 digits, padded, wrong check digit
    '0063988496a', // a letter
    '6398849', // 7 digits
    '006398849620', // 12 digits
    '',
  ])('rejects %s', (renavam) => expect(isRenavam(renavam)).toBe(false));

  it('pads a legacy 9-digit RENAVAM with 00, and a 10-digit one (a spreadsheet dropped its zero) with 0', () => {
    expect(normalizeRenavam('639884962')).toBe('00639884962');
    expect(normalizeRenavam('1234567897')).toBe('01234567897');
    expect(normalizeRenavam('0639884962')).toBe('00639884962');
    expect(normalizeRenavam('00639884962')).toBe('00639884962');
  });

  it('computes the check digit the library computes, on 200 generated numbers', () => {
    for (let i = 0; i < 200; i++) {
      const renavam = generateRenavam();
      expect(renavamCheckDigit(renavam.slice(0, 10)), renavam).toBe(Number(renavam[10]));
      expect(isRenavam(renavam), renavam).toBe(true);
      const wrong = renavam.slice(0, 10) + ((Number(renavam[10]) + 1 + (i % 9)) % 10);
      expect(isRenavam(wrong), wrong).toBe(false);
    }
  });

  it('agrees with the library on arbitrary 9- and 11-digit strings', () => {
    let accepted = 0;
    for (let i = 0; i < 400; i++) {
      const length = i % 2 ? 11 : 9;
      const value = Array.from({ length }, (_, j) => (i * 31 + j * j * 7 + ((i * j) % 13)) % 10).join('');
      expect(isRenavam(value), value).toBe(isValidRenavam(value));
      if (isRenavam(value)) accepted++;
    }
    // Roughly one in eleven carries a right check digit: the loop checks both outcomes.
    expect(accepted).toBeGreaterThan(10);
  });
});
