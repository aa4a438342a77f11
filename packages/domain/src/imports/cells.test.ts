import { describe, expect, it } from 'vitest';
import { cellTextProblem, fullYear, parseCepCell, parseDateCell, parseDocumentCell, parseMoneyCell, parseRenavamCell } from './cells.ts';
import { formatMessages as f, inputMessages } from '../messages.ts';
import { MONEY_MAX_CENTS } from '../limits.ts';

const value = <T>(r: { ok: true; value: T } | { ok: false; message: string }) => (r.ok ? r.value : `refused: ${r.message}`);

describe('parseMoneyCell', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['R$1234', 123400],
    ['1234', 123400],
    [' 12,5 ', 1250],
    ['12.5', 1250],
    ['0,99', 99],
    ['0', 0],
    ['10,', 1000],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['1,234,567', 123456700],
    ['1,234,567.8', 123456780],
    // XLSX numbers as text: float noise is rounded to the centavo.
    ['1234.5600000000001', 123456],
    ['0.30000000000000004', 30],
    ['1234.5699999999999', 123457],
    ['1234.567', 123457],
    // One to three digits, a dot and three digits are thousands, as parseMoney reads "1.234".
    ['99.995', 9999500],
    ['1.5e3', 150000],
    ['.5', 50],
    ['0.125', 13],
    ['0.1', 10],
    // Excel's accounting zero, and blank.
    ['R$ -', 0],
    [' -   ', 0],
    ['', 0],
    ['R$ 10.000.000,00', MONEY_MAX_CENTS],
  ])('%j is %d centavos', (text, cents) => {
    expect(value(parseMoneyCell(text))).toBe(cents);
  });

  it.each([
    ['-10', f.moneyInvalid],
    ['-1.234,56', f.moneyInvalid],
    ['R$ -10,00', f.moneyInvalid],
    ['(10,00)', f.moneyInvalid],
    ['abc', f.moneyInvalid],
    ['10 reais', f.moneyInvalid],
    ['1,234', f.moneyInvalid], // one comma and three digits: Brazilian or English? refused
    ['1.2.3', f.moneyInvalid],
    ['1,2,3', f.moneyInvalid],
    ['12,345.6,7', f.moneyInvalid],
    ['1.234,5.6', f.moneyInvalid],
    [',', f.moneyInvalid],
    ['.', f.moneyInvalid],
    ['1'.repeat(25), f.moneyInvalid],
    ['R$ 10.000.000,01', f.moneyTooLarge],
    ['99999999999', f.moneyTooLarge],
    ['1e30', f.moneyTooLarge],
  ])('%j is refused', (text, message) => {
    expect(parseMoneyCell(text)).toEqual({ ok: false, message });
  });

  it('says the forms’ words', () => {
    expect(f.moneyInvalid).toBe('Valor inválido');
    expect(f.moneyTooLarge).toBe('Valor máximo: R$ 10.000.000,00');
  });
});

describe('parseDateCell', () => {
  it.each([
    ['15/03/2026', '2026-03-15'],
    ['5/3/2026', '2026-03-05'],
    ['05/3/2026', '2026-03-05'],
    ['15-03-2026', '2026-03-15'],
    ['15.03.2026', '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['2026/03/15', '2026-03-15'],
    ['2026-3-5', '2026-03-05'],
    [' 15/03/2026 ', '2026-03-15'],
    ['29/02/2024', '2024-02-29'],
    // With the time Excel or an XLSX reader writes.
    ['15/03/2026 00:00', '2026-03-15'],
    ['15/03/2026 14:30:00', '2026-03-15'],
    ['2026-03-15T00:00:00.000Z', '2026-03-15'],
    ['2026-03-15 00:00:00', '2026-03-15'],
    ['2026-03-15T10:00:00-03:00', '2026-03-15'],
    // Two-digit years: 00–29 → 2000s, 30–99 → 1900s.
    ['15/03/26', '2026-03-15'],
    ['01/01/00', '2000-01-01'],
    ['31/12/29', '2029-12-31'],
    ['01/01/30', '1930-01-01'],
    ['15/03/65', '1965-03-15'],
    ['15/03/99', '1999-03-15'],
    ['1/2/03', '2003-02-01'],
  ])('%j is %s', (text, iso) => {
    expect(value(parseDateCell(text))).toBe(iso);
  });

  it('the two-digit year rule', () => {
    expect(fullYear(0)).toBe(2000);
    expect(fullYear(29)).toBe(2029);
    expect(fullYear(30)).toBe(1930);
    expect(fullYear(99)).toBe(1999);
  });

  it.each([
    '31/02/2026',
    '29/02/2025',
    '32/01/2026',
    '00/01/2026',
    '15/13/2026',
    '15/00/2026',
    '2026-02-30',
    '2026-13-01',
    '15/03-2026',
    '15/03/026',
    '15/03/20261',
    '15 03 2026',
    'ontem',
    '46000',
    '15/03',
    '2026-03',
    '15/03/2026 25h',
    'x'.repeat(41),
    '',
  ])('%j is refused with the forms’ message', (text) => {
    expect(parseDateCell(text)).toEqual({ ok: false, message: f.dateInvalid });
  });

  it('says the forms’ words', () => {
    expect(f.dateInvalid).toBe('Data inválida (use dd/mm/aaaa)');
  });
});

describe('parseDocumentCell', () => {
  it.each([
    ['529.982.247-25', 'cpf', '52998224725'],
    ['52998224725', 'cpf', '52998224725'],
    [' 529 982 247 25 ', 'cpf', '52998224725'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['11222333000181', 'cnpj', '11222333000181'],
    // The alphanumeric CNPJ (July 2026), any case.
    ['12.ABC.345/01DE-35', 'cnpj', '12ABC34501DE35'],
    ['12abc34501de35', 'cnpj', '12ABC34501DE35'],
  ])('%j is a %s', (text, kind, normalised) => {
    expect(value(parseDocumentCell(text))).toEqual({ kind, value: normalised });
  });

  it.each([
    // Excel dropped the leading zeros of a CPF typed as a number: 10, 9 and 8 digits.
    ['1234567890', 'cpf', '01234567890'],
    ['123456797', 'cpf', '00123456797'],
    ['12345601', 'cpf', '00012345601'],
    // ... and of a CNPJ: 13 and 12 digits.
    ['1234567000195', 'cnpj', '01234567000195'],
    ['123456000149', 'cnpj', '00123456000149'],
  ])('%j, its leading zeros lost, is the %s %s', (text, kind, normalised) => {
    expect(value(parseDocumentCell(text))).toEqual({ kind, value: normalised });
  });

  it.each([
    ['529.982.247-26', f.cpfInvalid],
    ['111.111.111-11', f.cpfInvalid],
    ['11.222.333/0001-82', f.cnpjInvalid],
    ['12.ABC.345/01DE-36', f.cnpjInvalid],
    ['1234567', f.cpfCnpjInvalid], // 7 digits: too short to be a CPF missing zeros
    ['1234567891', f.cpfCnpjInvalid], // 10 digits that padded are no CPF
    ['123456789012345', f.cpfCnpjInvalid],
    ['529.982.247-2X', f.cpfInvalid], // 11 characters: the CPF it was meant to be
    ['CPF: 52998224725', f.cpfCnpjInvalid],
    ['529$982$247$25', f.cpfCnpjInvalid],
    ['5'.repeat(29), f.cpfCnpjInvalid],
  ])('%j is refused: %s', (text, message) => {
    expect(parseDocumentCell(text)).toEqual({ ok: false, message });
  });
});

describe('parseRenavamCell', () => {
  it.each([
    ['00639753035', '00639753035'],
    ['639753035', '00639753035'], // an old 9-digit number
    ['0639753035', '00639753035'],
    ['12345678900', '12345678900'],
    ['00123456789', '00123456789'],
    ['123456789', '00123456789'],
    ['12345679', '00012345679'], // 8 digits: three zeros lost
    ['123.456.789-00', '12345678900'],
  ])('%j is %s', (text, renavam) => {
    expect(value(parseRenavamCell(text))).toBe(renavam);
  });

  it.each(['12345678901', '1234567', '12345678', '123456789012', '00000000000', 'ABC12345678', '1'.repeat(23)])('%j is refused', (text) => {
    expect(parseRenavamCell(text)).toEqual({ ok: false, message: f.renavamInvalid });
  });
});

describe('parseCepCell', () => {
  it('takes 8 digits and pads the 7 a São Paulo CEP keeps in Excel', () => {
    expect(value(parseCepCell('20040-020'))).toBe('20040020');
    expect(value(parseCepCell('1310100'))).toBe('01310100');
    expect(parseCepCell('131010')).toEqual({ ok: false, message: f.cepInvalid });
    expect(parseCepCell('00000-000')).toEqual({ ok: false, message: f.cepInvalid });
    expect(parseCepCell('CEP 20040020')).toEqual({ ok: false, message: f.cepInvalid });
  });
});

describe('cellTextProblem', () => {
  it('refuses NUL and half surrogate pairs, as the server’s input guard', () => {
    expect(cellTextProblem('Jo\0ão')).toBe(inputMessages.nulCharacter);
    expect(cellTextProblem('Jo\ud800ão')).toBe(inputMessages.brokenText);
    expect(cellTextProblem('\udc00')).toBe(inputMessages.brokenText);
    expect(cellTextProblem('Emoji 🚗 ok')).toBeNull();
    expect(cellTextProblem('João')).toBeNull();
  });
});
