import { generateLicensePlate, isValidLicensePlate } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { displayPlate, isPlate, normalizePlate, plateFormat, plateVariants, toMercosulPlate } from './plate.ts';

describe('isPlate and plateFormat', () => {
  it.each([
    ['ABC1234', 'old'],
    ['abc-1234', 'old'],
    ['ABC 1234', 'old'],
    ['KMN9087', 'old'],
    ['ABC1D23', 'mercosul'],
    ['abc1d23', 'mercosul'],
    ['RIO2A18', 'mercosul'],
    ['BRA2E19', 'mercosul'],
  ] as const)('accepts %s as %s', (plate, format) => {
    expect(isPlate(plate)).toBe(true);
    expect(plateFormat(plate)).toBe(format);
    expect(isValidLicensePlate(plate)).toBe(true);
  });

  it.each(['AB12345', 'ABC12345', 'ABCD123', 'ABC12D3', '1BC1234', 'ABC123', 'ABC1DD3', 'ÁBC1234', ''])('rejects %s', (plate) => {
    expect(isPlate(plate)).toBe(false);
    expect(plateFormat(plate)).toBeNull();
  });

  it('accepts every plate the library generates, in both formats', () => {
    for (let i = 0; i < 100; i++) {
      const plate = generateLicensePlate(i % 2 ? 'LLLNLNN' : 'LLLNNNN');
      expect(isPlate(plate), plate).toBe(true);
    }
  });
});

describe('Mercosul conversion', () => {
  it('turns the fifth character into the letter A–J', () => {
    expect(toMercosulPlate('ABC1234')).toBe('ABC1C34');
    expect(toMercosulPlate('abc-1034')).toBe('ABC1A34');
    expect(toMercosulPlate('ABC1934')).toBe('ABC1J34');
    expect(toMercosulPlate('ABC1D23')).toBe('ABC1D23');
  });

  it('lists both spellings of a plate for lookups', () => {
    expect(plateVariants('abc-1234')).toEqual(['ABC1234', 'ABC1C34']);
    expect(plateVariants('ABC1C34')).toEqual(['ABC1C34', 'ABC1234']);
    expect(plateVariants('ABC1K34')).toEqual(['ABC1K34']);
  });
});

describe('normalizePlate and displayPlate', () => {
  it('upper-cases and shows the hyphen only on old plates', () => {
    expect(normalizePlate(' abc-1234 ')).toBe('ABC1234');
    expect(displayPlate('abc1234')).toBe('ABC-1234');
    expect(displayPlate('abc1d23')).toBe('ABC1D23');
  });
});
