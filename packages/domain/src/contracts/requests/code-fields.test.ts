import { describe, expect, it } from 'vitest';
import { displayCode, normaliseCode, requestCodeKinds } from './code-fields.ts';
import { displayRequestValue, requestSections, visibleFields } from './labels.ts';
import { normaliseRequestValues } from './stored-values.ts';

describe('request codes', () => {
  it('are stored in the contracts’ normal form, whatever the mask or the API sent', () => {
    expect(normaliseCode('renavam', '639884962')).toBe('00639884962');
    expect(normaliseCode('phone', '+55 21 98765-4321')).toBe('21987654321');
    expect(normaliseCode('phone', '5521987654321')).toBe('21987654321');
    expect(normaliseCode('phone', '(21) 3222-1100')).toBe('2132221100');
    expect(normaliseCode('document', '529.982.247-25')).toBe('52998224725');
    expect(normaliseCode('cep', '22270-000')).toBe('22270000');
    expect(normaliseCode('plate', 'abc-1234')).toBe('ABC1234');
    expect(normaliseCode('phone', '')).toBe('');
  });

  it('are shown as the rest of the system shows them, stored normalised or as typed', () => {
    expect(displayCode('plate', 'ABC1234')).toBe('ABC-1234');
    expect(displayCode('plate', 'abc1d23')).toBe('ABC1D23');
    expect(displayCode('renavam', '639884962')).toBe('00639884962');
    expect(displayCode('phone', '+55 21 98765-4321')).toBe('(21) 98765-4321');
    expect(displayCode('phone', '2132221100')).toBe('(21) 3222-1100');
    expect(displayCode('document', '11222333000181')).toBe('11.222.333/0001-81');
    expect(displayCode('cep', '22270000')).toBe('22270-000');
    // What cannot be read as its code is shown as it was stored.
    expect(displayCode('phone', 'ramal 12')).toBe('ramal 12');
  });

  it('cover every plate, RENAVAM, CPF/CNPJ, phone and CEP field of the eight forms', () => {
    const fields = Object.values(requestSections).flatMap((sections) => sections.flatMap((s) => s.fields));
    const coded = fields.filter((f) => /^(Placa|RENAVAM|CPF\/CNPJ|Telefone|Celular|CEP|CNH|UF|Chassi)/.test(f.label));
    for (const field of coded) expect(requestCodeKinds[field.key], field.key).toBeDefined();
    const placa = fields.find((f) => f.key === 'placa')!;
    expect(displayRequestValue(placa, 'ABC1234')).toBe('ABC-1234');
    expect(normaliseRequestValues({ renavam: '639.884.962', telefone: '+55 21 98765-4321', nome: ' as typed ' })).toEqual({
      renavam: '00639884962',
      telefone: '21987654321',
      nome: ' as typed ',
    });
  });

  it('print the reason of a vistoria móvel only where it applies', () => {
    const kind = requestSections['vistoria-transito'].find((s) => s.fields.some((f) => f.key === 'motivoVistoriaMovel'))!;
    const keys = (data: Record<string, unknown>) => visibleFields(kind, data).map((f) => f.key);
    expect(keys({ vistoriaMovel: true })).toContain('motivoVistoriaMovel');
    expect(keys({})).toContain('motivoVistoriaMovel');
    expect(keys({ vistoriaRioJaneiro: true })).not.toContain('motivoVistoriaMovel');
    expect(keys({ vistoriaOutrosEstados: true })).not.toContain('motivoVistoriaMovel');
  });
});
