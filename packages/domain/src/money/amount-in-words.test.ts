import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';
import { parseMoney } from '../validators/money.ts';

const words = (typed: string) => amountInWords(parseMoney(typed)!);

describe('amountInWords', () => {
  it('writes a receipt amount the way a Brazilian receipt says it', () => {
    expect(words('R$ 1.234,56')).toBe('mil duzentos e trinta e quatro reais e cinquenta e seis centavos');
    expect(words('1,00')).toBe('um real');
    expect(words('0,01')).toBe('um centavo');
    expect(words('0,57')).toBe('cinquenta e sete centavos');
    expect(words('1,01')).toBe('um real e um centavo');
    expect(words('100,00')).toBe('cem reais');
    expect(words('115,00')).toBe('cento e quinze reais');
  });

  it('says millions, with "de reais" only for whole millions', () => {
    expect(words('1.000.000,00')).toBe('um milhão de reais');
    expect(words('2.000.000,01')).toBe('dois milhões de reais e um centavo');
    expect(words('10.000.000,00')).toBe('dez milhões de reais');
    expect(words('1.000.001,00')).toBe('um milhão e um reais');
    expect(words('12.345.678,91')).toBe('doze milhões trezentos e quarenta e cinco mil seiscentos e setenta e oito reais e noventa e um centavos');
  });

  it('joins the last group with "e" below a hundred or at whole hundreds', () => {
    expect(numberInWords(1001)).toBe('mil e um');
    expect(numberInWords(1100)).toBe('mil e cem');
    expect(numberInWords(2300)).toBe('dois mil e trezentos');
    expect(numberInWords(1234)).toBe('mil duzentos e trinta e quatro');
    expect(numberInWords(10_001)).toBe('dez mil e um');
    expect(numberInWords(14)).toBe('catorze');
    expect(numberInWords(90)).toBe('noventa');
  });

  it('never loses a centavo to floating point', () => {
    expect(amountInWords(29)).toBe('vinte e nove centavos');
    expect(amountInWords(1_000_000_000)).toBe('dez milhões de reais');
    expect(amountInWords(0)).toBe('zero reais');
  });
});
