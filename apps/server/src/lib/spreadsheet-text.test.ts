import { expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text.ts';

it('keeps what a spreadsheet would run as text, and leaves plain text and numbers alone', () => {
  for (const live of ['=1+1', '+55 21', '-2+3+cmd|"/C calc"!A0', '@SUM(A1)', '\tTab', '\rCR', '-', '-1e5', '--1'])
    expect(spreadsheetText(live)).toBe(`'${live}`);
  for (const plain of ['Maria', '-1500', '-12,50', '-0.5', '1+1', ' =x', '']) expect(spreadsheetText(plain)).toBe(plain);
});
