import { describe, expect, it } from 'vitest';
import { caixaPeriodDays, caixaPresetPeriod, caixaToday } from './period.ts';

describe('caixa period', () => {
  it("takes today from São Paulo's clock", () => {
    // 01:30 UTC on the 1st of December is still 30 November in São Paulo.
    expect(caixaToday(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
    expect(caixaToday(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });

  it('gives Hoje, Esta semana (Monday to Sunday) and Este mês', () => {
    const wednesday = new Date('2026-11-25T15:00:00Z');
    expect(caixaPresetPeriod('hoje', wednesday)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(caixaPresetPeriod('semana', wednesday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(caixaPresetPeriod('semana', new Date('2026-11-29T20:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(caixaPresetPeriod('semana', new Date('2026-11-30T12:00:00Z'))).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(caixaPresetPeriod('mes', wednesday)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(caixaPresetPeriod('mes', new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('counts both ends of a period', () => {
    expect(caixaPeriodDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(caixaPeriodDays('2028-01-01', '2028-12-31')).toBe(366);
  });
});
