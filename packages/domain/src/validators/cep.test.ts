import { describe, expect, it } from 'vitest';
import { displayCep, isCep } from './cep.ts';

describe('isCep', () => {
  it.each(['20071-002', '20071002', '01310-100', '70040-010', '30130010', '69900-000'])('accepts %s', (cep) => expect(isCep(cep)).toBe(true));

  // A letter is not noise to strip: 'abc01310100' is no CEP (brutils-python keeps the letters and refuses it too).
  it.each(['00000-000', '2007100', '20071-0021', '200710021', '', 'abcde-fgh', 'abc01310100', '01310-100x', '01310$100'])('rejects %s', (cep) =>
    expect(isCep(cep)).toBe(false),
  );
});

describe('displayCep', () => {
  it('shows 00000-000', () => {
    expect(displayCep('20071002')).toBe('20071-002');
    expect(displayCep('20071-002')).toBe('20071-002');
    expect(displayCep('2007')).toBe('2007');
  });
});
