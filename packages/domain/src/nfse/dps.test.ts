import { describe, expect, it } from 'vitest';
import { checkDpsInput, dpsAmount, dpsId, dpsLayoutFor, DpsInputError, type DpsInput } from './dps.ts';
import { dpsMessages as m } from './dps-messages.ts';

// Valid check digits (11.222.333/0001-81 and 529.982.247-25 are the usual test documents); 3304557 is
// Rio de Janeiro's IBGE code. 330101 is the cTribNac the fiscal settings suggest
// (decision 070); the NBS is a shape sample.
const sampleDps = (over: Partial<DpsInput> = {}): DpsInput => ({
  environment: 'homologacao',
  issuedAt: new Date('2026-11-29T15:00:00Z'),
  competence: '2026-11-28',
  series: '1',
  number: 42,
  appVersion: 'Despacha 1.0',
  provider: { cnpj: '11.222.333/0001-81', municipalRegistration: '1234567', municipalityCode: '3304557', regime: 'simples_nacional' },
  customer: { document: '529.982.247-25', name: 'Maria da Silva' },
  service: { nationalTaxCode: '330101', nbsCode: '101010100', description: 'Honorários: transferência de propriedade', municipalityCode: '3304557' },
  feesCents: 15_000,
  ...over,
});

const refusals = (input: DpsInput) => {
  try {
    checkDpsInput(input);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(DpsInputError);
    return (error as DpsInputError).problems;
  }
};

describe('dpsId', () => {
  it('composes the 45 positions of TSIdDPS: município, 2 for a CNPJ, inscrição, série and número zero-padded', () => {
    const id = dpsId('3304557', '11222333000181', '1', 42);
    expect(id).toBe(['DPS3304557', '2', '11222333000181', '00001', '000000000000042'].join(''));
    expect(id).toMatch(/^DPS\d{42}$/);
  });

  it('marks a CPF with 1 and pads it to 14 positions', () => {
    expect(dpsId('3304557', '52998224725', '12345', 999_999_999_999_999)).toBe(['DPS3304557', '1', '00052998224725', '12345', '999999999999999'].join(''));
  });
});

describe('dpsLayoutFor', () => {
  it('switches from 1.00 to 1.01 on 05/01/2026, Brasília time', () => {
    expect(dpsLayoutFor(new Date('2026-01-05T02:59:59Z'))).toBe('1.00'); // 04/01 23:59:59 in Brasília
    expect(dpsLayoutFor(new Date('2026-01-05T03:00:00Z'))).toBe('1.01');
    expect(dpsLayoutFor(new Date('2025-06-01T12:00:00Z'))).toBe('1.00');
  });
});

describe('checkDpsInput', () => {
  it('normalises documents and builds the id', () => {
    const v = checkDpsInput(sampleDps());
    expect(v.provider.cnpj).toBe('11222333000181');
    expect(v.customer).toMatchObject({ document: '52998224725', kind: 'cpf', name: 'Maria da Silva' });
    expect(v.layout).toBe('1.01');
    expect(v.id).toBe(dpsId('3304557', '11222333000181', '1', 42));
  });

  it('refuses a customer without CPF or CNPJ, and a wrong one', () => {
    expect(refusals(sampleDps({ customer: { document: null, name: 'Maria' } }))).toEqual([m.customerDocumentRequired]);
    expect(refusals(sampleDps({ customer: { document: '   ', name: 'Maria' } }))).toEqual([m.customerDocumentRequired]);
    expect(refusals(sampleDps({ customer: { document: '529.982.247-26', name: 'Maria' } }))).toEqual([m.customerDocumentInvalid]);
  });

  it('refuses a zero, negative or fractional honorário', () => {
    for (const feesCents of [0, -100, 10.5, Number.NaN]) expect(refusals(sampleDps({ feesCents }))).toEqual([m.feesZero]);
  });

  it('lists every problem at once, in pt-BR', () => {
    const problems = refusals(
      sampleDps({
        provider: { cnpj: '11222333000182', municipalityCode: '330455', regime: 'mei' },
        service: { nationalTaxCode: '17.01', description: '  ', municipalityCode: 'x' },
        competence: '28/11/2026',
        series: '123456',
        number: 0,
      }),
    );
    expect(problems).toEqual([
      m.providerCnpjInvalid,
      m.providerMunicipalityInvalid,
      m.serviceCodeInvalid,
      m.serviceDescriptionRequired,
      m.serviceMunicipalityInvalid,
      m.competenceInvalid,
      m.seriesInvalid,
      m.numberInvalid,
    ]);
  });

  it('refuses an alphanumeric CNPJ the layout cannot carry yet, an ISS rate outside 2%–5% and a bad address', () => {
    expect(refusals(sampleDps({ provider: { cnpj: '12ABC34501DE35', municipalityCode: '3304557', regime: 'mei' } }))).toEqual([m.providerCnpjAlphanumeric]);
    expect(refusals(sampleDps({ issRateBp: 150 }))).toEqual([m.issRateInvalid]);
    expect(refusals(sampleDps({ issRateBp: 501 }))).toEqual([m.issRateInvalid]);
    expect(refusals(sampleDps({ issRateBp: 200 }))).toEqual([]);
    expect(refusals(sampleDps({ provider: { cnpj: '11222333000181', municipalityCode: '3304558', regime: 'mei' } }))).toEqual([m.providerMunicipalityInvalid]);
    const address = { street: 'Rua “Nova”', number: '10', district: 'Centro', municipalityCode: '3304557', cep: '20000-000' };
    expect(refusals(sampleDps({ customer: { document: '52998224725', name: 'Maria', address } }))).toEqual([m.customerAddressInvalid]);
  });
});

describe('dpsAmount', () => {
  it('writes cents as TSDec15V2', () => {
    expect(dpsAmount(15_000)).toBe('150.00');
    expect(dpsAmount(1)).toBe('0.01');
    expect(dpsAmount(123_456_789)).toBe('1234567.89');
  });
});
