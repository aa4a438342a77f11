import { describe, expect, it } from 'vitest';
import { isUf, ufCodes, ufs } from './uf.ts';

const all = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
];

describe('isUf', () => {
  it('lists the 27 federative units, each with its name', () => {
    expect([...ufCodes].sort()).toEqual([...all].sort());
    expect(ufs.find((u) => u.code === 'RJ')?.name).toBe('Rio de Janeiro');
    expect(new Set(ufs.map((u) => u.name)).size).toBe(27);
  });

  it.each(all)('accepts %s in any case', (uf) => {
    expect(isUf(uf)).toBe(true);
    expect(isUf(` ${uf.toLowerCase()} `)).toBe(true);
  });

  it.each(['XX', 'BR', 'R', 'RJJ', 'R J', ''])('rejects %s', (uf) => expect(isUf(uf)).toBe(false));
});
