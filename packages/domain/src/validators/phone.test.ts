import { describe, expect, it } from 'vitest';
import { formatPhone, isPhone } from './phone.ts';

describe('isPhone', () => {
  it.each(['(21) 98765-4321', '21987654321', '(11) 3456-7890', '1134567890', '(61) 2222-3333', '(92) 99999-0000', '(51) 4004-1234'])(
    'accepts %s',
    (phone) => expect(isPhone(phone)).toBe(true),
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
    '',
  ])('rejects %s', (phone) => expect(isPhone(phone)).toBe(false));
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
    ['', ''],
  ])('formats %s as %s', (input, output) => expect(formatPhone(input)).toBe(output));
});
