import { describe, expect, it } from 'vitest';
import { chassisFitsYear, chassisFormat, isChassis, isChassisFormat, normalizeChassis, OLD_CHASSIS_LAST_YEAR } from './chassis.ts';

// Brazil does not use the VIN check digit (position 9), so only the alphabet and length count.
describe('isChassis (the 17-character VIN)', () => {
  it.each([
    '9BWZZZ377VT004251',
    '9bwzzz377vt004251',
    '9BW ZZZ377 VT004251',
    '1HGCM82633A004352',
    '9BGRD08X04G117974',
    '93HGE6750BZ100001',
    '9BD17106G51234567',
  ])('accepts %s', (chassis) => {
    expect(isChassis(chassis)).toBe(true);
    expect(chassisFormat(chassis)).toBe('vin');
  });

  it.each([
    '9BWZZZ377VT00425', // 16 characters
    '9BWZZZ377VT0042511', // 18 characters
    '9BWZZZ377VT0I4251', // I
    '9BWZZZ377VT0O4251', // O
    '9BWZZZ377VT0Q4251', // Q
    '9bwzzz377vt0o4251', // o, lower case
    '9BWZZZ377VT00425*',
    'AAAAAAAAAAAAAAAAA', // one character seventeen times
    '00000000000000000',
    '1111-1111-1111-11111',
    '',
  ])('rejects %s', (chassis) => expect(isChassis(chassis)).toBe(false));

  it('normalizes spaces, dots, hyphens and case', () => {
    expect(normalizeChassis(' 9bw-zzz.377 vt004251 ')).toBe('9BWZZZ377VT004251');
  });
});

describe('chassisFormat: the pre-VIN chassis of 5 to 21 characters', () => {
  it.each(['BS123456', 'bh-1234567', '5G69AVR123456', 'ABCDE', '9BWZZZ377VT00425', '9BWZZZ377VT0042511', 'B1234567890123456789Z'])(
    'reads %s as old',
    (chassis) => {
      expect(chassisFormat(chassis)).toBe('old');
      expect(isChassisFormat(chassis)).toBe(true);
      expect(isChassis(chassis)).toBe(false);
    },
  );

  it.each([
    'ABCD', // 4 characters
    'B1234567890123456789ZZ', // 22 characters
    '9BWZZZ377VT0O4251', // exactly 17 is always read as a VIN: an O stays an error
    'AAAAAAAA', // one character repeated
    'BS1234#56',
    'ÁBC12345',
  ])('refuses %s', (chassis) => {
    expect(chassisFormat(chassis)).toBeNull();
    expect(isChassisFormat(chassis)).toBe(false);
  });
});

describe('chassisFitsYear', () => {
  it(`accepts an old chassis only on a vehicle made up to ${OLD_CHASSIS_LAST_YEAR}`, () => {
    expect(chassisFitsYear('BS123456', '1975')).toBe(true);
    expect(chassisFitsYear('BS123456', ` ${OLD_CHASSIS_LAST_YEAR} `)).toBe(true);
    expect(chassisFitsYear('BS123456', String(OLD_CHASSIS_LAST_YEAR + 1))).toBe(false);
    expect(chassisFitsYear('BS123456', '')).toBe(false);
    expect(chassisFitsYear('BS123456', '75')).toBe(false);
  });

  it('accepts a VIN whatever the year, and nothing else', () => {
    expect(chassisFitsYear('9BWZZZ377VT004251', '')).toBe(true);
    expect(chassisFitsYear('9BWZZZ377VT004251', '1975')).toBe(true);
    expect(chassisFitsYear('AAAAAAAAAAAAAAAAA', '1975')).toBe(false);
  });
});
