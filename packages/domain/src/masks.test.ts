import { describe, expect, it } from 'vitest';
import { completeMoney, maskMoney, masks, maskWithCaret, type MaskKind } from './masks.ts';
import { isCnpj } from './validators/cnpj.ts';
import { isCpf } from './validators/cpf.ts';
import { formatMoney, moneyText, parseMoney } from './validators/money.ts';
import { isPlate } from './validators/plate.ts';

// [typed, shown] pairs per mask: partial input as it is typed, then full (and over-long) input.
const cases: Record<MaskKind, [string, string][]> = {
  cpf: [
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247250', '529.982.247-25'],
    ['529a982b', '529.982'],
  ],
  cnpj: [
    ['1', '1'],
    ['12a', '12.A'],
    ['12abc', '12.ABC'],
    ['12ABC345', '12.ABC.345'],
    ['12abc34501', '12.ABC.345/01'],
    ['12abc34501de', '12.ABC.345/01DE'],
    ['12abc34501de3', '12.ABC.345/01DE-3'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEX35', '12.ABC.345/01DE-35'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
  ],
  cpfCnpj: [
    ['529982', '529.982'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12a', '12.A'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ],
  cep: [
    ['2', '2'],
    ['20071', '20071'],
    ['200710', '20071-0'],
    ['20071002', '20071-002'],
    ['200710021', '20071-002'],
  ],
  phone: [
    ['2', '(2'],
    ['21', '(21'],
    ['219', '(21) 9'],
    ['2134567890', '(21) 3456-7890'],
    ['21987654321', '(21) 98765-4321'],
    ['219876543210', '(21) 98765-4321'],
    ['5521987654321', '(21) 98765-4321'],
    ['(021) 98765-4321', '(21) 98765-4321'],
    ['0055 11 98765-4321', '(11) 98765-4321'],
  ],
  plate: [
    ['a', 'A'],
    ['abc', 'ABC'],
    ['abc1', 'ABC1'],
    ['abc12', 'ABC-12'],
    ['abc1234', 'ABC-1234'],
    ['abc1d', 'ABC1D'],
    ['abc1d23', 'ABC1D23'],
    ['abc 1d23', 'ABC1D23'],
    ['abc12345', 'ABC-1234'],
  ],
  renavam: [
    ['0063', '0063'],
    ['639884962', '639884962'],
    ['00639884962', '00639884962'],
    ['006.398.849-62', '00639884962'],
    ['006398849621', '00639884962'],
  ],
  chassis: [
    ['9bw', '9BW'],
    ['9bw zzz 377', '9BWZZZ377'],
    ['9BWZZZ377VT004251', '9BWZZZ377VT004251'],
    ['9bwzzz377vt0o4251', '9BWZZZ377VT0O4251'],
    ['BS-123456', 'BS123456'],
    ['9BWZZZ377VT0042519', '9BWZZZ377VT0042519'],
    ['B1234567890123456789Z9', 'B1234567890123456789Z'],
  ],
  date: [
    ['2', '2'],
    ['22', '22'],
    ['221', '22/1'],
    ['2211', '22/11'],
    ['22112', '22/11/2'],
    ['22112026', '22/11/2026'],
    ['221120261', '22/11/2026'],
  ],
  money: [
    ['', ''],
    ['0', '0'],
    ['5', '5'],
    ['1199', '1.199'],
    ['1234,5', '1.234,5'],
    ['1234,56', '1.234,56'],
    ['1234,567', '1.234,56'],
    ['1.234,56', '1.234,56'],
    ['007', '7'],
    [',5', '0,5'],
    ['12,', '12,'],
    ['1,2,3', '1,23'],
    ['123456789012345', '12.345.678.901'],
    ['R$ 1.234,56', '1.234,56'],
  ],
  cnh: [
    ['0265', '0265'],
    ['02650306461', '02650306461'],
    ['026.503.064-61', '02650306461'],
    ['026503064612', '02650306461'],
  ],
  uf: [
    ['r', 'R'],
    ['rj', 'RJ'],
    ['r1j', 'RJ'],
    ['rjx', 'RJ'],
  ],
};

describe.each(Object.keys(cases) as MaskKind[])('masks.%s', (kind) => {
  const mask = masks[kind];

  it.each(cases[kind])('shows %j as %j', (typed, shown) => expect(mask(typed)).toBe(shown));

  it('leaves its own output unchanged', () => {
    for (const [, shown] of cases[kind]) expect(mask(shown)).toBe(shown);
  });

  it('builds the full value one keystroke at a time', () => {
    const [typed, shown] = cases[kind].reduce((longest, c) => (c[0].length > longest[0].length ? c : longest));
    let text = '';
    for (const char of typed) text = mask(text + char);
    expect(text).toBe(mask(typed));
    expect(text).toBe(shown);
  });
});

describe('masks.phone on autofill', () => {
  it('drops the +55 country code the browser fills in', () => {
    expect(masks.phone('+55 21 98765-4321')).toBe('(21) 98765-4321');
    expect(masks.phone('+5521987654321')).toBe('(21) 98765-4321');
    expect(masks.phone('(55) 98765-4321')).toBe('(55) 98765-4321');
  });

  it('drops a pasted country code or trunk zero (issue 12)', () => {
    expect(masks.phone('5521987654321')).toBe('(21) 98765-4321');
    expect(masks.phone('(021) 98765-4321')).toBe('(21) 98765-4321');
    expect(masks.phone('+55 (11) 3000-0000')).toBe('(11) 3000-0000');
    expect(masks.phone('0055 11 98765-4321')).toBe('(11) 98765-4321');
  });

  it('types a number with its country code, keystroke by keystroke, into the national number', () => {
    for (const typed of ['+55 21 98765-4321', '55 21 98765-4321', '0055 21 98765-4321', '(021) 98765-4321']) {
      let text = '';
      for (const char of typed) text = masks.phone(text + char);
      expect(text, typed).toBe('(21) 98765-4321');
    }
  });
});

describe('masked values the validators accept', () => {
  it('masks valid documents into valid documents', () => {
    expect(isCpf(masks.cpf('52998224725'))).toBe(true);
    expect(isCnpj(masks.cnpj('12abc34501de35'))).toBe(true);
    expect(isPlate(masks.plate('abc1234'))).toBe(true);
  });

  it('shows money as formatMoney does, without the currency sign', () => {
    for (const cents of [1, 50, 123456, 100000000, 9999999999999]) {
      const shown = masks.money(moneyText(cents));
      expect(`R$ ${shown}`).toBe(formatMoney(cents));
      expect(parseMoney(shown)).toBe(cents);
    }
  });
});

// Issue 13 item 5: the comma marks the centavos, as a Brazilian types them.
describe('money typed keystroke by keystroke', () => {
  const type = (keys: string, from = '') => {
    const shown: string[] = [];
    let text = from;
    for (const key of keys) shown.push((text = maskMoney(text + key)));
    return shown;
  };

  it.each([
    ['1234,5', ['1', '12', '123', '1.234', '1.234,', '1.234,5'], 123450],
    ['1199', ['1', '11', '119', '1.199'], 119900],
    ['1.234,56', ['1', '1', '12', '123', '1.234', '1.234,', '1.234,5', '1.234,56'], 123456],
    ['0,5', ['0', '0,', '0,5'], 50],
    ['150', ['1', '15', '150'], 15000],
  ])('%s', (keys, shown, cents) => {
    expect(type(keys)).toEqual(shown);
    expect(parseMoney(shown.at(-1)!)).toBe(cents);
    expect(`R$ ${completeMoney(shown.at(-1)!)}`).toBe(formatMoney(cents));
  });

  it('ignores a third centavos digit and a second comma', () => {
    expect(type('9,', '1.234,56')).toEqual(['1.234,56', '1.234,56']);
  });

  it('backspace from the end undoes one character at a time', () => {
    const shown: string[] = [];
    let text = '1.234,56';
    while (text) shown.push((text = maskMoney(text.slice(0, -1))));
    expect(shown).toEqual(['1.234,5', '1.234,', '1.234', '123', '12', '1', '']);
  });
});

describe('money pasted', () => {
  it.each([
    ['R$ 1.234,56', '1.234,56', 123456],
    ['R$\u00a01.234,56', '1.234,56', 123456],
    ['1234,56', '1.234,56', 123456],
    ['  844,96 ', '844,96', 84496],
    ['R$ 10', '10', 1000],
    // An English spreadsheet's amount, the one shape where the dot marks the centavos.
    ['1,234.56', '1.234,56', 123456],
  ])('%j shows %j', (pasted, shown, cents) => {
    expect(maskMoney(pasted)).toBe(shown);
    expect(parseMoney(maskMoney(pasted))).toBe(cents);
  });
});

describe('completeMoney', () => {
  it.each([
    ['1.234,5', '1.234,50'],
    ['12,', '12,00'],
    ['1199', '1.199,00'],
    ['0', '0,00'],
    ['', ''],
  ])('%j leaves the field as %j', (typed, done) => expect(completeMoney(typed)).toBe(done));
});

describe('maskWithCaret', () => {
  it('keeps the caret at the end while typing at the end', () => {
    expect(maskWithCaret('cpf', '5299', 4)).toEqual({ value: '529.9', caret: 5 });
    expect(maskWithCaret('plate', 'ABC12', 5)).toEqual({ value: 'ABC-12', caret: 6 });
    expect(maskWithCaret('phone', '(21) 98765-43210', 16)).toEqual({ value: '(21) 98765-4321', caret: 15 });
  });

  it('keeps the caret beside the character typed in the middle', () => {
    // '529.982.247-2' with '9' typed after '529.': the 9 lands before the dot moves.
    expect(maskWithCaret('cpf', '529.9982.247-2', 5)).toEqual({ value: '529.998.224-72', caret: 5 });
    // '(21) 8765-4321' with '9' typed after '(21) ' becomes a mobile number.
    expect(maskWithCaret('phone', '(21) 98765-4321', 6)).toEqual({ value: '(21) 98765-4321', caret: 6 });
  });

  it('keeps the caret in place when a character in the middle is deleted', () => {
    // Backspace after '529.9' of '529.982.247-25'.
    expect(maskWithCaret('cpf', '529.82.247-25', 4)).toEqual({ value: '529.822.472-5', caret: 3 });
    // Deleting the second slash of a date leaves the value and puts the caret before the slash.
    expect(maskWithCaret('date', '22/112026', 5)).toEqual({ value: '22/11/2026', caret: 5 });
  });

  it('ignores characters the mask drops', () => {
    expect(maskWithCaret('cpf', '529x', 4)).toEqual({ value: '529', caret: 3 });
    expect(maskWithCaret('uf', 'R1', 2)).toEqual({ value: 'R', caret: 1 });
  });

  it('keeps the caret beside the money digit typed, and after the comma', () => {
    // '9' typed after '1.2' of '1.234,56'.
    expect(maskWithCaret('money', '1.2934,56', 4)).toEqual({ value: '12.934,56', caret: 4 });
    // '4' typed at the end of '123' regroups the thousands.
    expect(maskWithCaret('money', '1234', 4)).toEqual({ value: '1.234', caret: 5 });
    expect(maskWithCaret('money', '1.234,', 6)).toEqual({ value: '1.234,', caret: 6 });
    expect(maskWithCaret('money', ',', 1)).toEqual({ value: '0,', caret: 2 });
    // A third centavos digit is dropped and the caret stays at the end.
    expect(maskWithCaret('money', '1,234', 5)).toEqual({ value: '1,23', caret: 4 });
  });
});
