import { describe, expect, it } from 'vitest';
import { formatPhone, isPhone, normalizePhone } from './phone.ts';

describe('isPhone', () => {
  it.each(['(21) 98765-4321', '21987654321', '(11) 3456-7890', '1134567890', '(61) 2222-3333', '(92) 99999-0000', '(51) 4004-1234'])('accepts %s', (phone) =>
    expect(isPhone(phone)).toBe(true),
  );

  it.each([
    '(21) 8765-432', // 9 digits
    '(21) 98765-43210', // 12 digits
    '(21) 88765-4321', // 11 digits without the mobile 9
    '(21) 1765-4321', // a landline starts with 2 to 5
    '(01) 98765-4321', // DDD with a zero
    '(10) 98765-4321',
    '(23) 98765-4321', // DDD 23 does not exist
    '(20) 3456-7890',
    '(21) 98765-432l', // l for 1
    'tel. (21) 98765-4321',
    '21 98765-4321 ramal 2',
    '+1 (212) 555-0100', // a foreign number
    '+55 (23) 98765-4321',
    '21+987654321',
    '',
  ])('rejects %s', (phone) => expect(isPhone(phone)).toBe(false));
});

describe('normalizePhone: the national number, country code and trunk zero dropped', () => {
  it.each([
    ['+55 84 99987-3456', '84999873456'],
    ['0055 11 98765-4321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['+55 (11) 3000-0000', '1130000000'],
    ['55 21 3456-7890', '2134567890'],
    ['+5521987654321', '21987654321'],
    ['(021) 98765-4321', '21987654321'],
    ['021 3456-7890', '2134567890'],
    ['0055 (21) 3456.7890', '2134567890'],
    // DDD 55 (Santa Maria, RS) is a DDD, not a country code, when the number is national-length.
    ['(55) 98765-4321', '55987654321'],
    ['+55 55 98765-4321', '55987654321'],
    [' (21) 98765-4321 ', '21987654321'],
  ])('reads %s as %s', (typed, national) => {
    expect(normalizePhone(typed)).toBe(national);
    expect(isPhone(typed)).toBe(true);
  });

  it.each(['55987654321', '5534567890'])('keeps %s: 55 in front of a national-length number is its DDD', (typed) => {
    expect(normalizePhone(typed)).toBe(typed);
  });
});

describe('formatPhone', () => {
  it.each([
    ['21987654321', '(21) 98765-4321'],
    ['2134567890', '(21) 3456-7890'],
    ['(21) 98765-4321', '(21) 98765-4321'],
    ['2', '(2'],
    ['21', '(21'],
    ['219', '(21) 9'],
    ['219876', '(21) 9876'],
    ['2198765', '(21) 9876-5'],
    ['219876543210', '(21) 98765-4321'],
    ['5521987654321', '(21) 98765-4321'],
    ['(021) 98765-4321', '(21) 98765-4321'],
    ['0055 11 98765-4321', '(11) 98765-4321'],
    ['+55 (11) 3000-0000', '(11) 3000-0000'],
    ['(55) 98765-4321', '(55) 98765-4321'],
    ['0', ''],
    ['', ''],
  ])('formats %s as %s', (input, output) => expect(formatPhone(input)).toBe(output));
});
