import { describe, expect, it } from 'vitest';
import { catalogDudaCodeRequest, catalogFeeRequest, feeRequestConfirmed } from './contracts.ts';
import { normalizeDudaCode, verifiedCodes } from './duda-code.ts';
import { serviceTypeOptions } from './service-types.ts';

// Codes printed on detran.rj.gov.br service pages (docs/domain.md), and 002-7 from the spec.
const published = ['001-9', '003-5', '014-0', '016-7', '020-5', '030-2', '037-0', '041-8', '002-7'];

describe('DUDA codes', () => {
  it('accepts every published code, with or without the hyphen', () => {
    for (const code of published) {
      expect(normalizeDudaCode(code), code).toBe(code);
      expect(normalizeDudaCode(code.replace('-', '')), code).toBe(code);
    }
  });

  it('refuses a wrong check digit, another shape or letters', () => {
    for (const code of ['001-8', '014-1', '0019-0', '01-9', 'abc-d', '', '001 9']) expect(normalizeDudaCode(code), code).toBeNull();
  });

  it('prints only the verified ones', () => {
    expect(
      verifiedCodes([
        { code: '014-0', verified: true },
        { code: '002-7', verified: false },
      ]),
    ).toEqual(['014-0']);
  });

  it('bounds what an admin sends', () => {
    expect(catalogDudaCodeRequest.safeParse({ code: '9'.repeat(100) }).success).toBe(false);
    expect(catalogDudaCodeRequest.parse({ code: ' 0167 ' })).toEqual({ code: '016-7', description: '' });
    expect(catalogFeeRequest.parse({ fee: '219,89' })).toEqual({ fee: 21989, source: '', checkedOn: null });
    expect(catalogFeeRequest.parse({ fee: '219,89', source: ' DOERJ ', checkedOn: '29/11/2026' })).toMatchObject({ source: 'DOERJ', checkedOn: '2026-11-29' });
    // Blank or null: "a confirmar", never zero; 0 is an exemption; no fee at all is refused.
    expect(catalogFeeRequest.parse({ fee: '' }).fee).toBeNull();
    expect(catalogFeeRequest.parse({ fee: null }).fee).toBeNull();
    expect(catalogFeeRequest.parse({ fee: '0,00' }).fee).toBe(0);
    expect(feeRequestConfirmed(catalogFeeRequest.parse({ fee: '' }))).toBe(false);
    expect(feeRequestConfirmed(catalogFeeRequest.parse({ fee: 0 }))).toBe(true);
    expect(feeRequestConfirmed(catalogFeeRequest.parse({ fee: 100, confirmed: false }))).toBe(false);
    expect(catalogFeeRequest.safeParse({}).success).toBe(false);
    expect(catalogFeeRequest.safeParse({ fee: -1 }).success).toBe(false);
  });
});

describe('service types', () => {
  it('keep the values services store and add the DETRAN-RJ ones, each once', () => {
    const values = serviceTypeOptions.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(
      expect.arrayContaining([
        'primeiro-emplacamento',
        'transferencia-jurisdicao',
        'mudanca-municipio',
        'troca-placa',
        'inclusao-gravame',
        'baixa-gravame',
        'vistoria-movel',
      ]),
    );
  });
});
