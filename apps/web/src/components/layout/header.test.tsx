import { describe, expect, it } from 'vitest';
import { formatToday } from './header.tsx';

describe('formatToday', () => {
  it("is the agency's day in São Paulo, whatever the clock's own time zone", () => {
    // 01:30 UTC on the 25th is still the evening of the 24th in São Paulo.
    expect(formatToday(new Date('2026-11-25T01:30:00Z'))).toEqual({ iso: '2026-11-24', text: 'terça-feira, 24 de novembro de 2026' });
    expect(formatToday(new Date('2026-11-22T12:00:00Z'))).toEqual({ iso: '2026-11-22', text: 'domingo, 22 de novembro de 2026' });
  });
});
