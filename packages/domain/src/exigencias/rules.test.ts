import { describe, expect, it } from 'vitest';
import { defaultDeadline, demandFirstLine, isLate } from './rules.ts';
import { registerExigenciaRequest, returnExigenciaRequest } from './contracts.ts';
import { exigenciaMessages as m } from './messages.ts';

describe('exigência rules', () => {
  it('suggests the deadline 30 days after the exigência, across months and years', () => {
    expect(defaultDeadline('2026-11-24')).toBe('2026-12-24');
    expect(defaultDeadline('2026-12-15')).toBe('2027-01-14');
    expect(defaultDeadline('2028-02-01')).toBe('2028-03-02');
  });

  it('is late only while open and from the day after the deadline', () => {
    expect(isLate('open', '2026-11-23', '2026-11-24')).toBe(true);
    expect(isLate('open', '2026-11-24', '2026-11-24')).toBe(false);
    expect(isLate('open', null, '2026-11-24')).toBe(false);
    expect(isLate('returned', '2026-01-01', '2026-11-24')).toBe(false);
  });

  it("takes the demand's first line for the movement note", () => {
    expect(demandFirstLine('  Falta o CRV \r\nE a procuração')).toBe('Falta o CRV');
  });
});

describe('exigência contracts', () => {
  const base = { serviceId: '6f1c2b9e-1d2a-4c3b-9a8f-0e1d2c3b4a59', demand: 'Falta o CRV' };

  it('takes dd/mm/aaaa dates and checklist items', () => {
    const parsed = registerExigenciaRequest.parse({ ...base, items: ['crv'], raisedOn: '24/11/2026', deadline: '24/12/2026' });
    expect(parsed).toMatchObject({ items: ['crv'], raisedOn: '2026-11-24', deadline: '2026-12-24', responsibleId: '' });
  });

  it('refuses with pt-BR messages', () => {
    const issues = (input: unknown) => registerExigenciaRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ ...base, demand: ' ' })).toContain(m.demandRequired);
    expect(issues({ ...base, items: ['passaporte'] })).toContain(m.itemInvalid);
    expect(issues({ ...base, raisedOn: '10/11/2026', deadline: '09/11/2026' })).toContain(m.deadlineBeforeRaised);
    expect(issues({ ...base, demand: 'x'.repeat(2001) })).toEqual(['Máximo de 2.000 caracteres']);
    expect(returnExigenciaRequest.safeParse({ note: 'x'.repeat(2001) }).success).toBe(false);
  });
});
