import { describe, expect, it } from 'vitest';
import { currentMonthPeriod, periodDays, reportExportRequest, reportFilters } from './reports.ts';

// The reports' filters (decision 026): the agency's month by default, one end for its month,
// at most 366 days, real calendar days only, '' for "any".

const issues = (input: unknown) => reportFilters.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('report filters', () => {
  it("default to the current month on São Paulo's calendar", () => {
    // 1 December 2026 at 01:00 UTC is still 30 November in Rio.
    expect(currentMonthPeriod(new Date('2026-12-01T01:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(currentMonthPeriod(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(reportFilters.parse({})).toMatchObject({ ...currentMonthPeriod(), originId: '', servico: '', posicao: '', status: '', userId: '' });
  });

  it('take one end alone as its month', () => {
    expect(reportFilters.parse({ from: '2026-02-10' })).toMatchObject({ from: '2026-02-10', to: '2026-02-28' });
    expect(reportFilters.parse({ to: '2026-04-15' })).toMatchObject({ from: '2026-04-01', to: '2026-04-15' });
  });

  it('cover at most 366 days, in order, of real days', () => {
    expect(periodDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(issues({ from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
    expect(issues({ from: '2024-01-01', to: '2025-01-01' })).toEqual(['O período deve ter no máximo 366 dias.']);
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual(['A data final deve ser igual ou posterior à inicial.']);
    expect(issues({ from: '2026-02-29', to: '2026-03-01' })).toEqual(['Informe datas válidas (dd/mm/aaaa).']);
    expect(issues({ from: '01/03/2026', to: '2026-03-31' })).toEqual(['Informe datas válidas (dd/mm/aaaa).']);
  });

  it('refuse values outside their lists and fields they do not know', () => {
    expect(issues({ status: 'perdido' })).toEqual(['Filtro inválido.']);
    expect(issues({ posicao: 'arquivo' })).toEqual(['Filtro inválido.']);
    expect(issues({ originId: '123' })).toEqual(['Filtro inválido.']);
    expect(issues({ origem: 'x' })).toHaveLength(1);
    expect(reportFilters.parse({ status: '', posicao: 'pronto', originId: '0f8fad5b-d9cb-469f-a165-70867728950e' })).toMatchObject({
      status: '',
      posicao: 'pronto',
    });
  });

  it('exports name one of the three formats', () => {
    expect(reportExportRequest.safeParse({ format: 'xlsx' }).success).toBe(true);
    expect(reportExportRequest.safeParse({ format: 'ods' }).error?.issues[0]?.message).toBe('Formato de exportação inválido.');
  });
});
