import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { displayCpf, isCpf } from './cpf.ts';

describe('isCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '390.533.447-05', '280.012.389-38', ' 935.411.347-80 '])('accepts %s', (cpf) =>
    expect(isCpf(cpf)).toBe(true),
  );

  it.each([
    '111.111.111-11', // all digits equal (its check digits do add up)
    '000.000.000-00',
    '529.982.247-24', // wrong second check digit
    '529.982.247-15', // wrong first check digit
    '123.456.789-00',
    '5299822472', // 10 digits
    '529.982.247-255', // 12 digits
    'foo391.838.38test0-66', // letters around a valid CPF are not stripped
    '529.982.247-2S', // S for 5
    '529$982$247-25',
    '',
  ])('rejects %s', (cpf) => expect(isCpf(cpf)).toBe(false));

  it('accepts every generated CPF and rejects it with any other last digit', () => {
    for (let i = 0; i < 200; i++) {
      const cpf = generateCpf();
      expect(isCpf(cpf), cpf).toBe(true);
      const wrong = cpf.slice(0, 10) + ((Number(cpf[10]) + 1 + (i % 9)) % 10);
      expect(isCpf(wrong), wrong).toBe(false);
    }
  });
});

describe('displayCpf', () => {
  it('formats the digits as 000.000.000-00', () => {
    expect(displayCpf('52998224725')).toBe('529.982.247-25');
    expect(displayCpf('529.982.247-25')).toBe('529.982.247-25');
  });
});
