import { describe, expect, it } from 'vitest';
import { importFieldKeys } from './field-keys.ts';
import { importFieldLabel, importFields } from './fields.ts';
import { matchHeaders } from './header-match.ts';

describe('importFields', () => {
  it('lists every field key once, with the forms’ labels', () => {
    expect(importFields.map((f) => f.key)).toEqual([...importFieldKeys]);
    expect(importFieldLabel('owner.cpfCnpj')).toBe('CPF/CNPJ');
    expect(importFieldLabel('owner.nome')).toBe('Proprietário');
    expect(importFieldLabel('vehicle.placa')).toBe('Placa');
    expect(importFieldLabel('vehicle.renavam')).toBe('RENAVAM');
    expect(importFieldLabel('service.honorarios')).toBe('Honorários');
    for (const f of importFields) expect(f.entity).toBe(f.key.split('.')[0]);
  });

  it('every field is found by its own label', () => {
    const labels = importFields.map((f) => f.label);
    expect(matchHeaders(labels)).toEqual([...importFieldKeys]);
  });
});
