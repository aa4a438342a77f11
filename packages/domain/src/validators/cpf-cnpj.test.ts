import { describe, expect, it } from 'vitest';
import { displayCpfOrCnpj, documentKind, isCpfOrCnpj } from './cpf-cnpj.ts';

describe('isCpfOrCnpj and documentKind', () => {
  it.each([
    ['529.982.247-25', 'cpf'],
    ['11144477735', 'cpf'],
    ['11.222.333/0001-81', 'cnpj'],
    ['12.ABC.345/01DE-35', 'cnpj'],
    ['60701190000104', 'cnpj'],
  ] as const)('accepts %s as %s', (value, kind) => {
    expect(isCpfOrCnpj(value)).toBe(true);
    expect(documentKind(value)).toBe(kind);
  });

  it.each([
    '111.111.111-11',
    '529.982.247-24',
    '11.222.333/0001-82',
    '12.ABC.345/01DE-36',
    '5299822472',
    '529982247251',
    '',
    'foo391.838.38test0-66',
    '11.222.333/0001-81#',
  ])('rejects %s', (value) => {
    expect(isCpfOrCnpj(value)).toBe(false);
    expect(documentKind(value)).toBeNull();
  });
});

describe('displayCpfOrCnpj', () => {
  it('masks by length and leaves anything else as typed', () => {
    expect(displayCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(displayCpfOrCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(displayCpfOrCnpj('123')).toBe('123');
  });
});
