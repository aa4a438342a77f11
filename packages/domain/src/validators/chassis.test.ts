import { describe, expect, it } from 'vitest';
import { isChassis, normalizeChassis } from './chassis.ts';

// Brazil does not use the VIN check digit (position 9), so only the alphabet and length count.
describe('isChassis', () => {
  it.each(['9BWZZZ377VT004251', '9bwzzz377vt004251', '9BW ZZZ377 VT004251', '1HGCM82633A004352', '9BGRD08X04G117974', '93HGE6750BZ100001', '9BD17106G51234567'])(
    'accepts %s',
    (chassis) => expect(isChassis(chassis)).toBe(true),
  );

  it.each([
    '9BWZZZ377VT00425', // 16 characters
    '9BWZZZ377VT0042511', // 18 characters
    '9BWZZZ377VT0I4251', // I
    '9BWZZZ377VT0O4251', // O
    '9BWZZZ377VT0Q4251', // Q
    '9bwzzz377vt0o4251', // o, lower case
    '9BWZZZ377VT00425*',
    '',
  ])('rejects %s', (chassis) => expect(isChassis(chassis)).toBe(false));

  it('normalizes spaces, dots, hyphens and case', () => {
    expect(normalizeChassis(' 9bw-zzz.377 vt004251 ')).toBe('9BWZZZ377VT004251');
  });
});
