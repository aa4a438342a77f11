import { describe, expect, it } from 'vitest';
import { formatBrDate, isBrDate, parseBrDate, todayBr, writtenDate } from './date.ts';

describe('parseBrDate', () => {
  it.each([
    ['29/02/2024', '2024-02-29'],
    ['22/11/2026', '2026-11-22'],
    ['01/01/2000', '2000-01-01'],
    ['31/12/1999', '1999-12-31'],
    ['29/02/2000', '2000-02-29'],
    [' 15/08/1990 ', '1990-08-15'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseBrDate(text)).toBe(iso);
    expect(isBrDate(text)).toBe(true);
  });

  it.each([
    '29/02/2023',
    '29/02/1900',
    '31/02/2024',
    '31/04/2024',
    '00/01/2024',
    '32/01/2024',
    '15/13/2024',
    '15/00/2024',
    '1/1/2024',
    '2024-02-29',
    '15/08/90',
    '',
  ])('rejects %s', (text) => {
    expect(parseBrDate(text)).toBeNull();
    expect(isBrDate(text)).toBe(false);
  });
});

describe('formatBrDate and todayBr', () => {
  it('shows an ISO date as dd/mm/aaaa', () => {
    expect(formatBrDate('2024-02-29')).toBe('29/02/2024');
    expect(formatBrDate('2026-11-22T12:00:00.000Z')).toBe('22/11/2026');
    expect(formatBrDate('not a date')).toBe('');
  });

  it('round-trips through parseBrDate', () => {
    for (const text of ['29/02/2024', '01/01/1970', '31/12/2099']) expect(formatBrDate(parseBrDate(text)!)).toBe(text);
  });

  it('takes today in America/Sao_Paulo, not UTC', () => {
    expect(todayBr(new Date('2026-11-23T02:00:00Z'))).toBe('22/11/2026');
    expect(todayBr(new Date('2026-11-23T03:00:00Z'))).toBe('23/11/2026');
  });
});

describe('writtenDate', () => {
  it('writes a dd/mm/aaaa or ISO date as a place-and-date line does, anything else as given', () => {
    expect(writtenDate('29/11/2026')).toBe('29 de novembro de 2026');
    expect(writtenDate('2026-03-01')).toBe('1 de março de 2026');
    expect(writtenDate(' 31/12/2025 ')).toBe('31 de dezembro de 2025');
    expect(writtenDate('31/02/2026')).toBe('31/02/2026');
    expect(writtenDate('2026-02-31')).toBe('2026-02-31');
    expect(writtenDate('29/11')).toBe('29/11');
  });
});
