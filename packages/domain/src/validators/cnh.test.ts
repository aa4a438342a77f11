import { generateCnh } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { cnhCheckDigitsMatch, isCnhFormat } from './cnh.ts';

describe('CNH', () => {
  it.each(['00000000119', '02650306461', '97625655678', '000000001-19', '026.503.064-61'])('accepts %s, check digits included', (cnh) => {
    expect(isCnhFormat(cnh)).toBe(true);
    expect(cnhCheckDigitsMatch(cnh)).toBe(true);
  });

  // The rule is the format; a check-digit mismatch only warns the user.
  it.each(['12345678901', '04033156238', '00000000118', '02650306462'])('accepts the format of %s but flags its check digits', (cnh) => {
    expect(isCnhFormat(cnh)).toBe(true);
    expect(cnhCheckDigitsMatch(cnh)).toBe(false);
  });

  // One digit eleven times is no registro, whatever its check digits say ('00000000000' adds up).
  it.each(['0265030646', '026503064612', '', 'ABC', '1234567890', '00000000000', '11111111111', '99999999999', '026503064a1', 'CNH02650306461'])(
    'rejects the format of %s',
    (cnh) => {
      expect(isCnhFormat(cnh)).toBe(false);
      expect(cnhCheckDigitsMatch(cnh)).toBe(false);
    },
  );

  it('matches the check digits of every generated CNH', () => {
    for (let i = 0; i < 200; i++) {
      const cnh = generateCnh();
      expect(cnhCheckDigitsMatch(cnh), cnh).toBe(true);
      const wrong = cnh.slice(0, 10) + ((Number(cnh[10]) + 1 + (i % 9)) % 10);
      expect(cnhCheckDigitsMatch(wrong), wrong).toBe(false);
    }
  });
});
