import { describe, expect, it } from 'vitest';
import { CODE, TEXT } from '../limits.ts';
import { isCep } from './cep.ts';
import { isChassis } from './chassis.ts';
import { cnhCheckDigitsMatch, isCnhFormat } from './cnh.ts';
import { isCnpj } from './cnpj.ts';
import { isCpfOrCnpj } from './cpf-cnpj.ts';
import { isCpf } from './cpf.ts';
import { isBrDate, parseBrDate } from './date.ts';
import { isEmail } from './email.ts';
import { parseMoney } from './money.ts';
import { isPhone } from './phone.ts';
import { isPlate, plateFormat } from './plate.ts';
import { isRenavam } from './renavam.ts';
import { isUf } from './uf.ts';

// Each validator strips punctuation or spaces before it checks. A valid code followed by 100,000
// characters it would strip must be refused by its length alone, before any of that work.
const PADDING = 100_000;
const cases: [name: string, valid: string, filler: string, limit: number, check: (value: string) => unknown][] = [
  ['isCpf', '529.982.247-25', '.', CODE.cpf, isCpf],
  ['isCnpj', '11.222.333/0001-81', '.', CODE.cnpj, isCnpj],
  ['isCpfOrCnpj', '11.222.333/0001-81', '/', CODE.cpfCnpj, isCpfOrCnpj],
  ['isCep', '20040-020', '-', CODE.cep, isCep],
  ['isPhone', '(21) 98765-4321', ' ', CODE.phone, isPhone],
  ['isPlate', 'ABC-1234', '-', CODE.plate, isPlate],
  ['plateFormat', 'ABC1D23', ' ', CODE.plate, plateFormat],
  ['isRenavam', '00639884962', ' ', CODE.renavam, isRenavam],
  ['isChassis', '9BWZZZ377VT004251', ' ', CODE.chassis, isChassis],
  ['isCnhFormat', '02650306461', '.', CODE.cnh, isCnhFormat],
  ['cnhCheckDigitsMatch', '02650306461', '.', CODE.cnh, cnhCheckDigitsMatch],
  ['isBrDate', '01/02/2024', ' ', CODE.date, isBrDate],
  ['parseBrDate', '01/02/2024', ' ', CODE.date, parseBrDate],
  ['isEmail', 'ana@teste.com.br', ' ', TEXT.email, isEmail],
  ['parseMoney', '1.234,56', ' ', CODE.money, parseMoney],
  ['isUf', 'RJ', ' ', CODE.uf, isUf],
];

const refused = (result: unknown) => result === false || result === null;

describe.each(cases)('%s', (_name, valid, filler, limit, check) => {
  it('accepts the code with its punctuation, up to its limit', () => {
    expect(refused(check(valid))).toBe(false);
    expect(refused(check(valid.padEnd(limit, filler))), 'padded to the limit').toBe(false);
  });

  it('refuses it one character past its limit', () => {
    expect(refused(check(valid.padEnd(limit + 1, filler)))).toBe(true);
  });

  it('refuses 100,000 more characters at once', () => {
    const value = valid + filler.repeat(PADDING);
    const runs = [0, 1, 2].map(() => {
      const started = performance.now();
      expect(refused(check(value))).toBe(true);
      return performance.now() - started;
    });
    expect(Math.min(...runs)).toBeLessThan(1);
  });
});
