import { describe, expect, it } from 'vitest';
import { matchOption } from './option-match.ts';
import { combustivelOptions } from '../options/registry-options.ts';
import { serviceTypeOptions } from '../service-catalog/service-types.ts';

describe('matchOption', () => {
  it('finds by value, label, the label without its note, a prefix or held words; never guesses between two', () => {
    const fuels = [
      { value: 'etanol', label: 'Etanol (álcool)' },
      { value: 'gasolina', label: 'Gasolina' },
      { value: 'flex', label: 'Flex' },
    ];
    expect(matchOption(fuels, 'ALCOOL')?.value).toBe('etanol');
    expect(matchOption(fuels, 'Etanol')?.value).toBe('etanol');
    expect(matchOption(fuels, 'gasolina')?.value).toBe('gasolina');
    expect(matchOption(fuels, 'Diesel')).toBeNull();
    expect(matchOption(fuels, '')).toBeNull();
    expect(matchOption(serviceTypeOptions, 'vistoria')?.value).toBe('vistoria');
    expect(matchOption(serviceTypeOptions, 'baixa')?.value).toBe('baixa');
    expect(matchOption(serviceTypeOptions, 'gravame')).toBeNull();
  });

  it("understands DETRAN's printed fuels, whether a CRLV-e or a spreadsheet copied from one says them", () => {
    const fuel = (text: string) => matchOption(combustivelOptions, text)?.value ?? null;
    expect(fuel('ALCOOL/GASOLINA')).toBe('flex');
    expect(fuel('Gasolina / Álcool')).toBe('flex');
    expect(fuel('ETANOL/GASOLINA')).toBe('flex');
    expect(fuel('GAS NATURAL VEICULAR')).toBe('gnv');
    expect(fuel('ELÉTRICA')).toBe('eletrico');
    expect(fuel('ALCOOL')).toBe('etanol');
    // A synonym names a value the list must hold: an admin's list without Flex gets nothing.
    expect(matchOption([{ value: 'gasolina', label: 'Gasolina' }], 'ALCOOL/GASOLINA')).toBeNull();
  });

  it('tries the text again without a note in brackets at its end', () => {
    expect(matchOption(combustivelOptions, 'DIESEL (S10)')?.value).toBe('diesel');
    expect(matchOption(combustivelOptions, 'QUEROSENE (X)')).toBeNull();
  });
});
