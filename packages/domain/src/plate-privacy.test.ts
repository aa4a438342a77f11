import { expect, it } from 'vitest';
import { partialPlate } from './plate-privacy.ts';

it('shows the letters and the first digit, hides the last three, old-style with its hyphen and Mercosul without', () => {
  expect(partialPlate('ABC1234')).toBe('ABC-1***');
  expect(partialPlate('abc-1234')).toBe('ABC-1***');
  expect(partialPlate('PJI5J90')).toBe('PJI5***');
  expect(partialPlate('pji-5j90')).toBe('PJI5***');
});

it('shows nothing of what is not a plate', () => {
  for (const other of ['', 'ABC12345', 'AB1234', '1234567', 'ABCD123']) expect(partialPlate(other)).toBe('***');
});
