import { describe, expect, it } from 'vitest';
import { displayRequestValue, requestFieldLabels, requestSections } from './labels.ts';
import { requestPlate, requestPdfFilename, requestSubject } from './request-meta.ts';
import { requestTypes } from './request-types.ts';

describe('request form labels', () => {
  it.each(requestTypes.map((r) => [r.type, r] as const))('%s: every form field has exactly one label, and nothing else', (type, entry) => {
    const keys = requestSections[type].flatMap((s) => s.fields.map((f) => f.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(entry.defaults()).sort());
    expect(Object.values(requestFieldLabels(type)).every((label) => label.trim() !== '')).toBe(true);
  });

  it('shows stored values the way a person reads them', () => {
    expect(displayRequestValue({ key: 'x', label: 'X', kind: 'flag' }, true)).toBe('Sim');
    expect(displayRequestValue({ key: 'x', label: 'X', kind: 'flag' }, undefined)).toBe('Não');
    expect(displayRequestValue({ key: 'x', label: 'X', kind: 'money' }, '1.234,5')).toBe('R$ 1.234,50');
    const fuel = requestSections['casos-especiais-comunicacao-venda'][1]!.fields.find((f) => f.key === 'combustivel')!;
    expect(displayRequestValue(fuel, 'etanol')).toBe('Etanol (álcool)');
    expect(displayRequestValue({ key: 'x', label: 'X', kind: 'list' }, ['A', 'B'])).toBe('A; B');
    expect(displayRequestValue({ key: 'x', label: 'X' }, '  ')).toBe('');
  });
});

describe('request summary', () => {
  it('takes the plate in Mercosul spelling and the main name from whichever block the form has', () => {
    expect(requestPlate({ placa: 'abc-1234' })).toBe('ABC1C34');
    expect(requestPlate({ placaVeiculo: 'ABC1D23' })).toBe('ABC1D23');
    expect(requestPlate({ nome: 'x' })).toBe('');
    expect(requestSubject({ nomeRazaoSocialVendedor: '  José   Silva ' })).toBe('José Silva');
    expect(requestSubject({ nomeRequerente: 'Ana' })).toBe('Ana');
    expect(requestPdfFilename('intencao-venda', { placa: 'ABC-1234' })).toBe('intencao-venda-ABC1C34.pdf');
    expect(requestPdfFilename('isencao-taxa', null)).toBe('isencao-taxa.pdf');
  });
});
