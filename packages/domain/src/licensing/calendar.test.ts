import { describe, expect, it } from 'vitest';
import { dueDateOf, licensingSituation, nextMonth, plateFinal, PLATE_FINALS, type LicensingDueDate } from './calendar.ts';
import { licensingListQuery, markLicensingDoneRequest, updateLicensingCalendarRequest } from './contracts.ts';

// DOMAIN.md, GRT 2026: finals 0–2 by 31/05, 3–5 by 30/06, 6–9 by 31/07; 2027 not yet published.
const due2026 = (final: number) => (final <= 2 ? '2026-05-31' : final <= 5 ? '2026-06-30' : '2026-07-31');
const calendar: LicensingDueDate[] = [
  ...PLATE_FINALS.map((final) => ({ year: 2026, final, dueDate: due2026(final) })),
  ...PLATE_FINALS.map((final) => ({ year: 2027, final, dueDate: null })),
];

describe('plateFinal', () => {
  it('is the last digit of an old plate, with or without hyphen and in any case', () => {
    expect(plateFinal('ABC1234')).toBe(4);
    expect(plateFinal('abc-1230')).toBe(0);
  });
  it('is the last digit of a Mercosul plate', () => {
    expect(plateFinal('ABC1D23')).toBe(3);
    expect(plateFinal('RIO2A19')).toBe(9);
  });
  it('is the same for an old plate and its Mercosul form', () => {
    expect(plateFinal('LTA4156')).toBe(plateFinal('LTA4B56'));
  });
  it('is null for text that is no plate', () => {
    expect(plateFinal('')).toBeNull();
    expect(plateFinal('ABC123')).toBeNull();
    expect(plateFinal('1234ABC')).toBeNull();
  });
});

describe('dueDateOf', () => {
  it.each(PLATE_FINALS.map((f) => [f]))('maps final %i to its 2026 month, old and Mercosul plates alike', (final) => {
    expect(dueDateOf(calendar, 2026, `ABC123${final}`)).toBe(due2026(final));
    expect(dueDateOf(calendar, 2026, `ABC1D2${final}`)).toBe(due2026(final));
  });
  it('follows the calendar: 0–2 in May, 3–5 in June, 6–9 in July', () => {
    expect(PLATE_FINALS.map((f) => dueDateOf(calendar, 2026, `KXY9A0${f}`)?.slice(0, 7))).toEqual([
      '2026-05',
      '2026-05',
      '2026-05',
      '2026-06',
      '2026-06',
      '2026-06',
      '2026-07',
      '2026-07',
      '2026-07',
      '2026-07',
    ]);
  });
  it('is null ("a confirmar") in a year whose calendar is not confirmed or absent', () => {
    expect(dueDateOf(calendar, 2027, 'ABC1234')).toBeNull();
    expect(dueDateOf(calendar, 2030, 'ABC1234')).toBeNull();
  });
  it('is null for an invalid plate', () => {
    expect(dueDateOf(calendar, 2026, 'XYZ')).toBeNull();
  });
});

describe('licensingSituation', () => {
  it('is done when licensed, overdue only past a known due date', () => {
    expect(licensingSituation(true, '2026-05-31', '2026-11-29')).toBe('feito');
    expect(licensingSituation(false, '2026-05-31', '2026-11-29')).toBe('vencido');
    expect(licensingSituation(false, '2026-05-31', '2026-05-31')).toBe('a-fazer');
    expect(licensingSituation(false, null, '2026-11-29')).toBe('a-fazer');
  });
});

describe('nextMonth', () => {
  it('wraps December into January', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});

describe('contracts', () => {
  it('refuses a bad month, a month with a year, an unknown situation', () => {
    expect(licensingListQuery.safeParse({ month: '2026-13' }).error?.issues[0]?.message).toBe('Mês inválido (use aaaa-mm)');
    expect(licensingListQuery.safeParse({ month: '2026-05', year: '2026' }).error?.issues[0]?.message).toBe('Escolha o mês ou o ano, não os dois');
    expect(licensingListQuery.safeParse({ situation: 'x' }).error?.issues[0]?.message).toBe('Situação inválida');
    expect(licensingListQuery.parse({})).toMatchObject({ situation: '', sort: 'situation', dir: 'asc', page: 1 });
  });
  it('needs the ten finals once each', () => {
    const dueDates = PLATE_FINALS.map((final) => ({ final, dueDate: '31/05/2026' }));
    expect(updateLicensingCalendarRequest.parse({ dueDates }).dueDates[0]).toEqual({ final: 0, dueDate: '2026-05-31' });
    expect(updateLicensingCalendarRequest.safeParse({ dueDates: dueDates.slice(1) }).error?.issues[0]?.message).toBe(
      'Informe as datas dos 10 finais de placa (0 a 9), cada uma uma vez',
    );
    expect(updateLicensingCalendarRequest.safeParse({ dueDates: [...dueDates.slice(1), { final: 1, dueDate: '' }] }).success).toBe(false);
  });
});

describe('markLicensingDoneRequest', () => {
  it('takes dd/mm/aaaa or ISO, and refuses a blank, an invalid or a future day', () => {
    expect(markLicensingDoneRequest.parse({ doneOn: '10/05/2026' })).toEqual({ doneOn: '2026-05-10' });
    expect(markLicensingDoneRequest.parse({ doneOn: '2026-05-10' })).toEqual({ doneOn: '2026-05-10' });
    expect(markLicensingDoneRequest.safeParse({ doneOn: '' }).error?.issues[0]?.message).toBe('Informe a data do licenciamento');
    expect(markLicensingDoneRequest.safeParse({ doneOn: '31/02/2026' }).error?.issues[0]?.message).toBe('Data do licenciamento inválida (use dd/mm/aaaa)');
    expect(markLicensingDoneRequest.safeParse({ doneOn: '01/01/2999' }).error?.issues[0]?.message).toBe('A data do licenciamento não pode estar no futuro');
  });
  it('keeps an IPVA date left out of a calendar save apart from a blank one', () => {
    const dueDates = PLATE_FINALS.map((final) => ({ final, dueDate: null, ...(final === 1 ? { ipvaDueDate: '' } : {}) }));
    const parsed = updateLicensingCalendarRequest.parse({ dueDates }).dueDates;
    expect(parsed[0]!.ipvaDueDate).toBeUndefined();
    expect(parsed[1]!.ipvaDueDate).toBeNull();
  });
});
